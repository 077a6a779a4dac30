import Foundation

/// A session behind an actor, so the reader of its WebSocket, its timer and its writer share it
/// safely. Changes are drawn lazily: however many events arrive while a frame is being sent, the
/// next frame shows them all.
actor SessionConnection {
    /// What the writer sends next.
    enum Outgoing: Sendable {
        case message(ServerMessage)
        /// Something changed: send a frame if the session is still dirty.
        case frame
        /// Send the error and close the connection.
        case close(PlaygroundError)
    }

    private let session: PlaygroundSession
    private let clock: @Sendable () -> Double
    private let outgoing: AsyncStream<Outgoing>.Continuation
    private var ticker: Task<Void, Never>?

    init(session: PlaygroundSession, clock: @escaping @Sendable () -> Double, outgoing: AsyncStream<Outgoing>.Continuation) {
        self.session = session
        self.clock = clock
        self.outgoing = outgoing
    }

    /// Handles one text message from the page.
    func receive(_ text: String) {
        for reply in session.receive(text, now: clock()) { outgoing.yield(.message(reply)) }
        if session.isDirty { outgoing.yield(.frame) }
        startTickerIfNeeded()
    }

    /// The frame to send, or nil when nothing changed since the last one.
    func takeFrameIfDirty() -> PlaygroundFrame? {
        session.isDirty ? session.takeFrame() : nil
    }

    /// Closes the session if it has been idle too long; whether it did.
    func expireIfIdle() -> Bool {
        guard session.isExpired(at: clock()) else { return false }
        outgoing.yield(.close(PlaygroundError(.idle, "no message for \(Int(session.limits.idleTimeout)) s; session closed")))
        return true
    }

    /// Stops the timer.
    func stop() {
        ticker?.cancel()
        ticker = nil
    }

    /// Ticks the keyboard's timers while it has any pending, then stops until the next event.
    private func startTickerIfNeeded() {
        guard ticker == nil, session.needsTicks else { return }
        let interval = session.limits.tickInterval
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(interval))
                guard let self, await self.tick() else { return }
            }
        }
    }

    /// One tick; false once no timer is pending (the ticker ends).
    private func tick() -> Bool {
        session.tick(now: clock())
        if session.isDirty { outgoing.yield(.frame) }
        guard session.needsTicks else {
            ticker = nil
            return false
        }
        return true
    }
}
