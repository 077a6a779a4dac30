import NIOCore

/// Waits on a connection's event loop: its session's watchdog, its budget wait and its keyboard's
/// ticker sleep here instead of in `Task.sleep`. On Linux `Task.sleep` is a libdispatch timer whose
/// job record a dispatch worker frees into its own cache (up to 1,024 per thread, kept until the
/// worker exits, see `FreedMemory`), so every sleep could pin a heap page after the sessions
/// closed. A loop timer is the loop's own scheduled task. Measured with `bench playground-load`
/// (issue 32), RssAnon a second after every session closed: +9,872 kB median over 5 runs with
/// `Task.sleep`, +9,164 kB with these timers.
struct ConnectionTimer: Sendable {
    /// The loop that reads the connection's socket.
    let loop: any EventLoop

    /// Waits `seconds` on the loop's timer; returns early when the task is cancelled.
    func sleep(seconds: Double) async {
        guard !Task.isCancelled else { return }
        let scheduled = loop.scheduleTask(in: .nanoseconds(Int64(max(0, seconds) * 1e9))) {}
        await withTaskCancellationHandler {
            _ = try? await scheduled.futureResult.get()
        } onCancel: {
            scheduled.cancel()
        }
    }
}
