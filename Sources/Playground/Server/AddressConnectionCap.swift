import Foundation

/// Counts the open TCP connections of each client address and bounds them at `limit`, so one client
/// cannot hold every socket of the server (300 connections from one address, each sending a blank
/// line now and then, were all held). At the limit a newcomer is not simply refused — that starved
/// a browser sharing the address with a client holding 256 idle sockets — but takes the place of
/// the address's connection that has waited longest for a request (silent, or between keep-alive
/// requests); only when every one is busy (a request in flight, a WebSocket) is it refused.
final class AddressConnectionCap: @unchecked Sendable {
    /// One admitted connection: its address, how to close it, and since when it has waited idle.
    final class Slot: @unchecked Sendable {
        let address: String
        fileprivate let evict: @Sendable () -> Void
        /// Since when (monotonic nanoseconds) it has waited for a request with none in flight; nil
        /// while it is busy. Guarded by the cap's lock.
        fileprivate var idleSince: UInt64?

        fileprivate init(address: String, evict: @escaping @Sendable () -> Void) {
            self.address = address
            self.evict = evict
        }
    }

    /// The most connections one address may hold at once.
    let limit: Int
    private let lock = NSLock()
    private var open: [String: [ObjectIdentifier: Slot]] = [:]

    /// A cap of `limit` connections per address (at least 1).
    init(limit: Int) { self.limit = max(1, limit) }

    /// Admits a new connection of `address` (a connection without a known address counts under the
    /// empty one), `evict` closing it should a newcomer need its place: below the limit at once; at
    /// it, in the place of the address's connection idle longest, which is evicted. Nil (nothing
    /// counted) when every connection of the address is busy.
    func admit(_ address: String, evict: @escaping @Sendable () -> Void = {}) -> Slot? {
        let slot = Slot(address: address, evict: evict)
        let evicted: Slot? = lock.withLock {
            var slots = open[address, default: [:]]
            var victim: Slot?
            if slots.count >= limit {
                guard let oldest = slots.values.filter({ $0.idleSince != nil }).min(by: { $0.idleSince! < $1.idleSince! }) else { return slot }
                slots[ObjectIdentifier(oldest)] = nil
                victim = oldest
            }
            slots[ObjectIdentifier(slot)] = slot
            open[address] = slots
            return victim
        }
        // `slot` itself back from the lock: the address was full of busy connections.
        if evicted === slot { return nil }
        evicted?.evict()
        return slot
    }

    /// Notes that `slot` waits for a request (since `since`, monotonic nanoseconds), or is busy (nil).
    func setIdle(_ slot: Slot, since: UInt64?) {
        lock.withLock { slot.idleSince = since }
    }

    /// Uncounts a connection admitted before (once it has closed; nothing if it was evicted).
    func release(_ slot: Slot) {
        lock.withLock {
            guard var slots = open[slot.address] else { return }
            slots[ObjectIdentifier(slot)] = nil
            open[slot.address] = slots.isEmpty ? nil : slots
        }
    }

    /// The connections `address` holds now.
    func count(_ address: String) -> Int { lock.withLock { open[address]?.count ?? 0 } }
}

/// Sent down a connection's pipeline when a newcomer of its address takes its place: the
/// connection's `HTTPConnectionGuard` answers 503 and closes.
struct AddressCapEviction {}
