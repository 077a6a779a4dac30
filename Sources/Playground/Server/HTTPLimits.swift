import Foundation

/// The bounds on one HTTP connection before (and between) requests, enforced by
/// `HTTPConnectionGuard` in front of the HTTP decoder: a client that connects and sends nothing,
/// sends its head a byte at a time, or sends an endless request line is answered and closed.
public struct HTTPLimits: Hashable, Sendable {
    /// Seconds a client has from connecting (or from the first byte of a later request) to the
    /// end of its request head; past it the server answers 408 and closes.
    public var headerTimeout: Double
    /// Seconds without a byte read or written after which a connection is closed (a WebSocket
    /// writes a ping every 30 s, so an open page is never idle by this measure).
    public var idleTimeout: Double
    /// The longest request line (`GET /path HTTP/1.1`), in bytes; longer ones get 414.
    public var maxRequestLineBytes: Int
    /// The longest request head (request line and headers), in bytes; longer ones get 431.
    public var maxHeadBytes: Int
    /// TCP connections one client address may hold at once; a connection past it is answered 503
    /// and closed at once. A page uses a few (its files, then one WebSocket), so the default 256 —
    /// the standard server's sessions — is far above any person's use.
    public var maxConnectionsPerAddress: Int

    /// Limits; the defaults are those of `standard`.
    public init(headerTimeout: Double = 10, idleTimeout: Double = 60, maxRequestLineBytes: Int = 8192, maxHeadBytes: Int = 32768,
                maxConnectionsPerAddress: Int = 256) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeadBytes = maxHeadBytes
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
    }

    /// The defaults: far above what a browser needs, low enough that idle or slow clients cannot hold sockets.
    public static let standard = HTTPLimits()
}
