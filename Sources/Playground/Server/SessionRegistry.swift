import Foundation

/// Counts the open sessions and refuses new ones past the limit, so a flood of connections cannot
/// take the server down. A session is *pending* until its first message proves a page is at the
/// other end: pending sessions are few (`maxPending` in all, `maxPendingPerAddress` from one
/// address) and are the ones given up for a newcomer, oldest first, once silent for
/// `evictionGrace` seconds (a page speaks within milliseconds), so sockets that connect and say
/// nothing never lock a new client out for longer than that. Newer pending sessions are not given
/// up: a newcomer past the share is refused at once instead, before any session is made for it,
/// so a flood of connections costs the server a refusal each, not a session each (issue 32: 500
/// silent WebSockets made and dropped 500 sessions, 250 MB at the peak). A proven session keeps
/// its slot while it speaks: one address holds at most `maxPerAddress` sessions (a share of the
/// slots), and when the server is full, or an address at its share opens another, the session
/// silent the longest gives its slot up once silent `idleGrace` seconds (a newcomer is refused
/// while every session spoke more recently).
public actor SessionRegistry {
    /// Sessions open at once, proven and pending; a newcomer past it is refused with `server-full`.
    public let maxSessions: Int
    /// Pending sessions held at once, in all and from one address; past either, the oldest pending
    /// one (of that address first) is closed to make room.
    public let maxPending: Int
    /// Pending sessions from one client address.
    public let maxPendingPerAddress: Int
    /// Seconds a pending session is kept before it may be given up for a newcomer.
    public let evictionGrace: Double
    /// Sessions, pending and proven, from one client address.
    public let maxPerAddress: Int
    /// Seconds without a message after which a proven session gives its slot up to a newcomer
    /// that would otherwise be refused (the server full, or the newcomer's address at its share).
    public let idleGrace: Double
    private let clock: @Sendable () -> Double
    private var nextID = 1
    private var open: [Int: Entry] = [:]
    /// Pending sessions' ids, oldest first.
    private var pending: [Int] = []
    /// Sessions refused because the server was full, since start.
    public private(set) var refused = 0
    /// Pending sessions closed to make room for a newer one, since start.
    public private(set) var evicted = 0
    /// Those waiting for a change (`waitForChange()`), resumed at the next one.
    private var waiters: [CheckedContinuation<Void, Never>] = []

    private struct Entry {
        var address: String
        var admitted: Double
        var activity: SessionActivity?
        var evict: @Sendable () -> Void

        /// When the session's page last spoke (its admission before it did).
        var lastHeard: Double { activity?.lastMessage ?? admitted }
    }

    /// Without caps, pending sessions are given up only when every slot is taken, one address may
    /// hold every slot, and a proven session is never given up.
    public init(maxSessions: Int, maxPending: Int? = nil, maxPendingPerAddress: Int? = nil, evictionGrace: Double = 0,
                maxPerAddress: Int? = nil, idleGrace: Double = .infinity,
                clock: @escaping @Sendable () -> Double = PlaygroundServer.monotonicSeconds) {
        self.evictionGrace = max(0, evictionGrace)
        self.clock = clock
        self.maxSessions = max(0, maxSessions)
        self.maxPending = max(1, min(self.maxSessions, maxPending ?? self.maxSessions))
        self.maxPendingPerAddress = max(1, min(self.maxPending, maxPendingPerAddress ?? self.maxPending))
        self.maxPerAddress = max(1, min(self.maxSessions, maxPerAddress ?? self.maxSessions))
        self.idleGrace = max(0, idleGrace)
    }

    /// A new, pending session's id, or nil when every slot holds a session that may not be given
    /// up. `activity` is stamped by the session's reader at each message (without it the session
    /// counts as silent since its admission); `evict` is called (once) if the session is later
    /// given up for a newer one; its slot is free by then.
    public func admit(address: String = "", activity: SessionActivity? = nil, evict: @escaping @Sendable () -> Void = {}) -> Int? {
        guard maxSessions > 0 else {
            refused += 1
            changed()
            return nil
        }
        let now = clock()
        func mayGiveUp(_ id: Int) -> Bool { open[id].map { now - $0.admitted >= evictionGrace } ?? false }
        // An address at its share makes room among its own sessions, or is refused.
        if open.values.lazy.filter({ $0.address == address }).count >= maxPerAddress,
           !makeRoom(among: { $0.address == address }, now: now) {
            refused += 1
            changed()
            return nil
        }
        let fromAddress = pending.filter { open[$0]?.address == address }
        if fromAddress.count >= maxPendingPerAddress {
            guard mayGiveUp(fromAddress[0]) else {
                refused += 1
                changed()
                return nil
            }
            giveUp(fromAddress[0])
        } else if pending.count >= maxPending || open.count >= maxSessions, let oldest = pending.first {
            if mayGiveUp(oldest) {
                giveUp(oldest)
            } else if pending.count >= maxPending {
                refused += 1
                changed()
                return nil
            }
        }
        guard open.count < maxSessions || makeRoom(among: { _ in true }, now: now) else {
            refused += 1
            changed()
            return nil
        }
        let id = nextID
        nextID += 1
        open[id] = Entry(address: address, admitted: now, activity: activity, evict: evict)
        pending.append(id)
        changed()
        return id
    }

    /// Gives up one session of those `matching`: the oldest pending one past its grace, else the
    /// proven one silent longest if silent `idleGrace` or more; false when none may go.
    private func makeRoom(among matching: (Entry) -> Bool, now: Double) -> Bool {
        if let id = pending.first(where: { open[$0].map(matching) ?? false }), let entry = open[id], now - entry.admitted >= evictionGrace {
            giveUp(id)
            return true
        }
        let proven = open.filter { !pending.contains($0.key) && matching($0.value) }
        guard let quietest = proven.min(by: { $0.value.lastHeard < $1.value.lastHeard }), now - quietest.value.lastHeard >= idleGrace
        else { return false }
        giveUp(quietest.key)
        return true
    }

    /// The session's page sent its first message: it keeps its slot until it closes.
    public func prove(_ id: Int) {
        pending.removeAll { $0 == id }
        changed()
    }

    /// Forgets a closed session (nothing happens for one already given up).
    public func release(_ id: Int) {
        open.removeValue(forKey: id)
        pending.removeAll { $0 == id }
        changed()
    }

    private func giveUp(_ id: Int) {
        guard let entry = open.removeValue(forKey: id) else { return }
        pending.removeAll { $0 == id }
        evicted += 1
        entry.evict()
        changed()
    }

    /// Returns at the registry's next change (a session admitted, refused, proven, released or
    /// given up): what a test or a monitor waits on instead of sleeping.
    public func waitForChange() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns once `condition` holds (checked now and after each change).
    public func wait(until condition: @Sendable (isolated SessionRegistry) -> Bool) async {
        while !condition(self) { await waitForChange() }
    }

    /// Wakes whoever waits for a change.
    private func changed() {
        let woken = waiters
        waiters.removeAll()
        for waiter in woken { waiter.resume() }
    }

    /// Sessions open now.
    public var count: Int { open.count }
    /// Sessions open now that have not sent a message yet.
    public var pendingCount: Int { pending.count }
}

/// When a session's page last sent a message, stamped by its reader and read by the registry when
/// it needs a slot: a lock, not an actor call, so stamping costs a message next to nothing.
public final class SessionActivity: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Double?

    /// A session that has not spoken yet.
    public init() {}

    /// The page sent a message at `now`.
    public func stamp(_ now: Double) { lock.withLock { last = now } }

    /// When the page last spoke, nil before its first message.
    public var lastMessage: Double? { lock.withLock { last } }
}
