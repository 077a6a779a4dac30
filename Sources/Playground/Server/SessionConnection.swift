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
    /// Items a session may have waiting for its writer; a page that reads slower than this is closed.
    static let maxPending = 256
    /// Set once an item could not be queued: the reader is too slow and the connection is closed.
    private(set) var isOverflowing = false
    /// A frame is waiting: more changes join it instead of queuing another.
    private var framePending = false

    /// The stream the writer reads, holding at most `maxPending` items (new ones are dropped, and
    /// the connection marked overflowing, when it is full).
    static func makeOutgoingStream() -> (AsyncStream<Outgoing>, AsyncStream<Outgoing>.Continuation) {
        AsyncStream<Outgoing>.makeStream(bufferingPolicy: .bufferingOldest(maxPending))
    }

    init(session: PlaygroundSession, clock: @escaping @Sendable () -> Double, outgoing: AsyncStream<Outgoing>.Continuation) {
        self.session = session
        self.clock = clock
        self.outgoing = outgoing
    }

    /// Handles one text message from the page; returns the seconds it took (charged to the session's `WorkBudget`).
    @discardableResult
    func receive(_ text: String) -> Double {
        let started = PlaygroundServer.monotonicSeconds()
        for reply in session.receive(text, now: clock()) { enqueue(.message(reply)) }
        if session.isDirty { enqueueFrame() }
        startTickerIfNeeded()
        return PlaygroundServer.monotonicSeconds() - started
    }

    /// The frame to send, or nil when nothing changed since the last one.
    func takeFrameIfDirty() -> PlaygroundFrame? {
        framePending = false
        return session.isDirty ? session.takeFrame() : nil
    }

    /// Queues an item; a full queue marks the connection overflowing (the reader then closes it).
    func enqueue(_ item: Outgoing) {
        if case .dropped = outgoing.yield(item) { isOverflowing = true }
    }

    /// Queues a frame unless one is already waiting (it will show this change too).
    private func enqueueFrame() {
        guard !framePending else { return }
        framePending = true
        enqueue(.frame)
    }

    /// Closes the session if it has been idle too long; whether it did.
    func expireIfIdle() -> Bool {
        guard session.isExpired(at: clock()) else { return false }
        let limit = session.handled == 0 ? min(session.limits.firstMessageTimeout, session.limits.idleTimeout) : session.limits.idleTimeout
        outgoing.yield(.close(PlaygroundError(.idle, "no message for \(Int(limit.rounded(.up))) s; session closed")))
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
        if session.isDirty { enqueueFrame() }
        guard session.needsTicks else {
            ticker = nil
            return false
        }
        return true
    }
}
