import Foundation

/// The bounds that keep one session (and so the server) small and responsive, whatever a page sends.
public struct SessionLimits: Hashable, Codable, Sendable {
    /// The longest message a session reads, in bytes; longer ones get a `too-large` error.
    public var maxMessageBytes: Int
    /// Events a session takes per second on average, and in one burst; the rest are dropped.
    public var eventsPerSecond: Double
    /// Events taken at once before the rate applies (the bucket's size).
    public var eventBurst: Double
    /// The longest document, in grapheme clusters; past it the host trims the oldest text.
    public var maxDocumentLength: Int
    /// Seconds without a message after which a session is closed.
    public var idleTimeout: Double
    /// Seconds a new session has to send its first message (a page sends its settings at once);
    /// past them it is closed. Until then it is pending (see `SessionRegistry`).
    public var firstMessageTimeout: Double = 5
    /// Pending sessions held at once, in all and from one client address; past either, the oldest
    /// pending one is closed to admit the newcomer.
    public var maxPendingSessions = 64
    /// Pending sessions from one client address (see `maxPendingSessions`).
    public var maxPendingPerAddress = 32
    /// Seconds a pending session keeps its slot before a newcomer may take it.
    public var pendingGrace: Double = 1
    /// Sessions one server holds at once; more are refused with `server-full`.
    public var maxSessions: Int
    /// The share of `maxSessions` one client address may hold (pending and proven together): a
    /// quarter, 64 of the standard 256, so one machine cannot take every slot; 1 for a load test
    /// from a single address. Never fewer than `minSessionsPerAddress`.
    public var addressShare: Double = 0.25
    /// The fewest sessions one address may hold whatever the share (a small server stays usable).
    public var minSessionsPerAddress = 8
    /// Seconds without a message after which a session gives its slot up to a newcomer that would
    /// otherwise be refused (the server full, or the newcomer's address at its share): a page left
    /// open and quiet keeps its session for `idleTimeout` while there is room, not when there is none.
    public var idleGraceWhenFull: Double = 60
    /// Seconds between timer ticks while a finger is down or delete repeats.
    public var tickInterval: Double
    /// Processing seconds one session may use per second (its share of a core), and in one burst;
    /// past them its next events wait, so one session's heavy work cannot starve the others.
    public var workPerSecond: Double = 0.25
    /// Processing seconds one session may spend at once before its events wait.
    public var workBurst: Double = 0.25
    /// Saved phrases one session keeps (each at most a message, `maxMessageBytes`): a page's
    /// 常用语 are a handful; 500 of 3.8 KB in each of 32 sessions from one address held 343 MB.
    public var maxPhrases = 100

    /// Limits; the defaults are those of `standard` (4 KB messages, 1000 events/s, 10,000 characters,
    /// 10 minutes idle, 256 sessions, 20 ms ticks).
    public init(
        maxMessageBytes: Int = 4096, eventsPerSecond: Double = 1000, eventBurst: Double = 500,
        maxDocumentLength: Int = 10_000, idleTimeout: Double = 600, maxSessions: Int = 256, tickInterval: Double = 0.02
    ) {
        self.maxMessageBytes = maxMessageBytes
        self.eventsPerSecond = eventsPerSecond
        self.eventBurst = eventBurst
        self.maxDocumentLength = maxDocumentLength
        self.idleTimeout = idleTimeout
        self.maxSessions = maxSessions
        self.tickInterval = tickInterval
    }

    /// Sessions one address may hold: `addressShare` of the slots, at least `minSessionsPerAddress`.
    public var maxSessionsPerAddress: Int {
        min(maxSessions, max(minSessionsPerAddress, Int((Double(maxSessions) * min(max(addressShare, 0), 1)).rounded(.up))))
    }

    /// The defaults: generous for a person, tight enough that a runaway page cannot hurt the server.
    public static let standard = SessionLimits()
}
