import Foundation

/// What the process undoes when it is ended by SIGTERM, SIGINT or SIGHUP — working files removed,
/// child processes stopped — before it exits with 128 + the signal. So an interrupted `voice encode`
/// leaves no `OUT.mp3.partial`, and an interrupted bench leaves no server nor busy loop behind it.
/// Actions run once each, in the order they were added; one that is removed no longer runs.
enum TerminationCleanup {
    private struct State {
        var actions: [(id: Int, run: @Sendable () -> Void)] = []
        var next = 0
        var sources: [DispatchSourceSignal] = []
    }

    nonisolated(unsafe) private static var state = State()
    private static let lock = NSLock()

    /// From now on, a terminating signal runs `action` first; returns its token for `remove`.
    @discardableResult
    static func add(_ action: @escaping @Sendable () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if state.sources.isEmpty { installHandlers() }
        state.next += 1
        state.actions.append((state.next, action))
        return state.next
    }

    /// The action of `token` is done with (its file kept, its child ended by the command itself).
    static func remove(_ token: Int) {
        lock.lock()
        defer { lock.unlock() }
        state.actions.removeAll { $0.id == token }
    }

    /// Ends `pid` with SIGTERM if the process is ended first; returns the token for `remove`.
    static func terminateOnExit(_ pid: Int32) -> Int {
        add { kill(pid, SIGTERM) }
    }

    private static func installHandlers() {
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                lock.lock()
                let actions = state.actions
                state.actions = []
                lock.unlock()
                for action in actions { action.run() }
                exit(128 + number)
            }
            source.resume()
            state.sources.append(source)
        }
    }
}

/// Removes a command's working files when the process is ended by a terminating signal.
enum PartialOutputCleanup {
    /// From now on, a terminating signal removes `files` first.
    static func install(removing files: [URL]) {
        let paths = files.map(\.path)
        TerminationCleanup.add { for path in paths { unlink(path) } }
    }
}
