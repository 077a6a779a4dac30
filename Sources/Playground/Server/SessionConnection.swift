import Foundation

/// A session behind an actor, so the reader of its WebSocket, its timer and its writer share it
/// safely. Changes are drawn lazily: however many events arrive while a frame is being sent, the
/// next frame shows them all. The session itself (a keyboard, its user dictionary) is made when
/// the first message arrives: until then the page is shown the frame every new session shows, so
/// a connection that never speaks costs no keyboard (issue 32: 64 silent WebSockets each held one,
/// half the server's peak memory, and left the heap too fragmented to give back after they closed).
actor SessionConnection {
    /// What the writer sends next.
    enum Outgoing: Sendable {
        case message(ServerMessage)
        /// Something changed: send a frame if the session is still dirty.
        case frame
        /// Send the error and close the connection.
        case close(PlaygroundError)
    }

    /// Makes the session at the first message, at the time given.
    typealias SessionMaker = @Sendable (Double) throws(PlaygroundError) -> PlaygroundSession

    private var session: PlaygroundSession?
    private let makeSession: SessionMaker?
    /// What the page is shown before the session exists, and whether it was.
    private let firstFrame: PlaygroundFrame?
    private var firstFrameTaken = false
    private let limits: SessionLimits
    /// When the server could first read the connection (its reader began to wait for messages):
    /// the first-message timer counts from there, not from the connection, so time the server spent
    /// too busy to reach a new session is not held against it. Nil until then.
    private var readable: Double?
    /// Messages taken off the socket and not yet handled (waiting for a lane, say): while one is in
    /// hand the session is not idle, whatever the clock says.
    private var inHand = 0
    private let clock: @Sendable () -> Double
    private let outgoing: AsyncStream<Outgoing>.Continuation
    private var ticker: Task<Void, Never>?
    /// Items a session may have waiting for its writer; a page that reads slower than this is closed.
    static let maxPending = 256
    /// Set once an item could not be queued: the reader is too slow and the connection is closed.
    private(set) var isOverflowing = false
    /// A frame is waiting: more changes join it instead of queuing another.
    private var framePending = false
    /// Counts this session in the server's census while it lives.
    private let ticket: ConnectionCensus.Ticket?
    /// What the ticker sleeps on (its connection's event loop); nil: `Task.sleep`.
    private let timer: ConnectionTimer?

    /// The stream the writer reads, holding at most `maxPending` items (new ones are dropped, and
    /// the connection marked overflowing, when it is full).
    static func makeOutgoingStream() -> (AsyncStream<Outgoing>, AsyncStream<Outgoing>.Continuation) {
        AsyncStream<Outgoing>.makeStream(bufferingPolicy: .bufferingOldest(maxPending))
    }

    /// A connection over a session made already.
    init(
        session: PlaygroundSession, clock: @escaping @Sendable () -> Double, outgoing: AsyncStream<Outgoing>.Continuation,
        ticket: ConnectionCensus.Ticket? = nil, timer: ConnectionTimer? = nil
    ) {
        self.timer = timer
        self.session = session
        makeSession = nil
        firstFrame = nil
        limits = session.limits
        readable = clock()
        self.clock = clock
        self.outgoing = outgoing
        self.ticket = ticket
    }

    /// A connection whose session `makeSession` makes at the first message; until then the page is
    /// shown `firstFrame` (what a new session shows) and the connection expires after
    /// `limits.firstMessageTimeout`.
    init(
        limits: SessionLimits, firstFrame: PlaygroundFrame, makeSession: @escaping SessionMaker, clock: @escaping @Sendable () -> Double,
        outgoing: AsyncStream<Outgoing>.Continuation, ticket: ConnectionCensus.Ticket? = nil, timer: ConnectionTimer? = nil
    ) {
        self.timer = timer
        session = nil
        self.makeSession = makeSession
        self.firstFrame = firstFrame
        self.limits = limits
        self.clock = clock
        self.outgoing = outgoing
        self.ticket = ticket
    }


    /// What handling a message cost, and whether the next one is heavy work (see `WorkLanes`).
    struct Receipt: Sendable {
        /// Seconds it took (charged to the session's `WorkBudget`).
        var worked: Double
        /// The next message should wait for a lane: this one took `heavyWork` or more, or the
        /// session writes on the 手写 pad (a stroke's end is recognized).
        var nextIsHeavy: Bool
    }

    /// Processing time (this thread's CPU time, so a busy machine's preemption does not count) from
    /// which a session's next message counts as heavy work.
    static let heavyWork = 0.002

    /// Whether the session is made (the first message came); before, its frame is the one drawn already.
    var hasSession: Bool { session != nil }

    /// The reader is ready to read (called once it runs): the first-message timer starts now.
    func readerStarted() {
        if readable == nil { readable = clock() }
    }

    /// The reader took a message off the socket; `receive` (or `dropTaken`) hands it back.
    func messageTaken() {
        readerStarted()
        inHand += 1
    }

    /// A message taken was dropped unhandled (its page had gone).
    func dropTaken() {
        inHand = max(0, inHand - 1)
    }

    /// Handles one text message from the page.
    @discardableResult
    func receive(_ text: String) -> Receipt {
        defer { dropTaken() }
        let started = PlaygroundServer.monotonicSeconds()
        let cpuStarted = Self.threadCPUSeconds()
        guard let session = sessionMadeIfNeeded() else { return Receipt(worked: PlaygroundServer.monotonicSeconds() - started, nextIsHeavy: true) }
        for reply in session.receive(text, now: clock()) { enqueue(.message(reply)) }
        if let job = session.takeSyncJob() {
            // Off the session and its lane: the sync waits on the network; its answer comes later.
            Task { [weak self] in
                let result = await job()
                await self?.finishSync(result)
            }
        }
        if session.isDirty { enqueueFrame() }
        startTickerIfNeeded()
        let heavy = Self.threadCPUSeconds() - cpuStarted >= Self.heavyWork || session.settings.layout.isHandwriting
        return Receipt(worked: PlaygroundServer.monotonicSeconds() - started, nextIsHeavy: heavy)
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The frame to send, or nil when nothing changed since the last one.
    /// Sends a finished 同步's result, and a frame (the merged words change the candidates).
    private func finishSync(_ result: SyncPanelResult) {
        enqueue(.message(.sync(result)))
        session?.markDirty()
        enqueueFrame()
    }

    func takeFrameIfDirty() -> PlaygroundFrame? {
        framePending = false
        guard let session else {
            defer { firstFrameTaken = true }
            return firstFrameTaken ? nil : firstFrame
        }
        return session.isDirty ? session.takeFrame() : nil
    }

    /// The session, made now if this is the first message; nil (and the connection closing) if it cannot be made.
    private func sessionMadeIfNeeded() -> PlaygroundSession? {
        if let session { return session }
        guard let makeSession else { return nil }
        do throws(PlaygroundError) {
            let made = try makeSession(clock())
            session = made
            return made
        } catch {
            outgoing.yield(.close(error))
            return nil
        }
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

    /// Seconds until the session expires if no message comes (0 once it may); a full limit while
    /// the reader has not run yet or holds a message.
    func secondsUntilExpiry() -> Double {
        let firstMessageLimit = min(limits.firstMessageTimeout, limits.idleTimeout)
        guard let readable, inHand == 0 else { return firstMessageLimit }
        guard let session else { return max(0, readable + firstMessageLimit - clock()) }
        let limit = session.handled == 0 ? firstMessageLimit : limits.idleTimeout
        return max(0, session.lastActivity + limit - clock())
    }

    /// Closes the session if it has been idle too long, counted from when the server could first
    /// read it; never while a message it sent waits to be handled. Whether it did.
    func expireIfIdle() -> Bool {
        let firstMessageLimit = min(limits.firstMessageTimeout, limits.idleTimeout)
        guard let readable, inHand == 0 else { return false }
        let expired = session.map { $0.isExpired(at: clock()) } ?? (clock() - readable > firstMessageLimit)
        guard expired else { return false }
        let limit = (session?.handled ?? 0) == 0 ? firstMessageLimit : limits.idleTimeout
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
        guard ticker == nil, let session, session.needsTicks else { return }
        let interval = limits.tickInterval
        let timer = timer
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                if let timer { await timer.sleep(seconds: interval) } else { try? await Task.sleep(for: .seconds(interval)) }
                guard let self, await self.tick() else { return }
            }
        }
    }

    /// One tick; false once no timer is pending (the ticker ends).
    private func tick() -> Bool {
        guard let session else { return false }
        session.tick(now: clock())
        if session.isDirty { enqueueFrame() }
        guard session.needsTicks else {
            ticker = nil
            return false
        }
        return true
    }
}
