import Foundation

/// Counts the open TCP connections of each client address and admits a new one only while its
/// address holds fewer than `limit`, so one client cannot hold every socket of the server (300
/// connections from one address, each sending a blank line now and then, were all held).
final class AddressConnectionCap: @unchecked Sendable {
    /// The most connections one address may hold at once.
    let limit: Int
    private let lock = NSLock()
    private var open: [String: Int] = [:]

    /// A cap of `limit` connections per address (at least 1).
    init(limit: Int) { self.limit = max(1, limit) }

    /// Counts a new connection of `address` and returns true, or returns false (nothing counted)
    /// when the address already holds `limit`. A connection without a known address is counted
    /// under the empty address.
    func admit(_ address: String) -> Bool {
        lock.withLock {
            guard open[address, default: 0] < limit else { return false }
            open[address, default: 0] += 1
            return true
        }
    }

    /// Uncounts a connection of `address` admitted before (once it has closed).
    func release(_ address: String) {
        lock.withLock {
            let left = open[address, default: 0] - 1
            open[address] = left > 0 ? left : nil
        }
    }

    /// The connections `address` holds now.
    func count(_ address: String) -> Int { lock.withLock { open[address, default: 0] } }
}
