import Foundation

/// Counts one server's per-connection objects alive now, so a test can check that every one is
/// freed once its connection ends: issue 32's leak was a few objects kept per closed connection,
/// invisible to any functional test and to the server's session count. Each counted object holds a
/// `Ticket`; the count drops when the ticket is freed with it.
final class ConnectionCensus: @unchecked Sendable {
    /// The kinds counted.
    enum Kind: Sendable {
        /// `HTTPConnectionGuard`: one per TCP connection, freed with its channel's pipeline.
        case httpConnection
        /// `WebSocketPeer`: one per upgraded WebSocket, freed when its handler ends.
        case webSocketPeer
        /// `SessionConnection`: one per keyboard session (it holds the session and its keyboard).
        case sessionConnection
    }

    /// Held by a counted object; freeing it lowers the count.
    final class Ticket: Sendable {
        private let census: ConnectionCensus
        private let kind: Kind

        fileprivate init(census: ConnectionCensus, kind: Kind) {
            self.census = census
            self.kind = kind
        }

        deinit { census.change(kind, by: -1) }
    }

    /// Guards `counts`.
    private let lock = NSLock()
    private var counts: [Kind: Int] = [:]

    /// A ticket for a new object of `kind` (counted until the ticket is freed).
    func ticket(_ kind: Kind) -> Ticket {
        change(kind, by: 1)
        return Ticket(census: self, kind: kind)
    }

    /// How many objects of `kind` are alive now.
    func count(_ kind: Kind) -> Int {
        lock.withLock { counts[kind, default: 0] }
    }

    private func change(_ kind: Kind, by delta: Int) {
        lock.withLock { counts[kind, default: 0] += delta }
    }
}
