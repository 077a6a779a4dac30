import HTTPTypes
import HummingbirdWebSocket
import NIOCore

/// The server's WebSocket endpoints (`/ws`, `/voice`), chosen by path while the upgrade request is
/// read, before any request context exists. Hummingbird's `router.ws` keeps each upgrade's request
/// context alive forever (the context holds a box that holds the context), which is what the load
/// benchmark's 500 silent WebSockets left behind (issue 32): a few small objects per connection,
/// scattered through the heap, each pinning a page after everything around it was freed. Here a
/// connection owns only its `WebSocketPeer` and the handler's own state, freed when it ends.
struct WebSocketRoutes: Sendable {
    /// Serves one upgraded connection until it ends; an error it throws is the WebSocket layer's own
    /// (text that is not UTF-8, a protocol error), which Hummingbird answers with the close code it
    /// names (1007, 1002, 1009).
    typealias Handler = @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, WebSocketPeer) async throws -> Void
    typealias Upgrade = ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>

    let origins: OriginPolicy
    /// Counts the `WebSocketPeer`s alive.
    let census: ConnectionCensus
    private var handlers: [String: Handler] = [:]

    init(origins: OriginPolicy, census: ConnectionCensus) {
        self.origins = origins
        self.census = census
    }

    /// Serves upgrades to `path` (a query string is ignored) with `handler`.
    mutating func add(_ path: String, _ handler: @escaping Handler) {
        handlers[path] = handler
    }

    /// Whether to upgrade this request, and how to serve the connection: a GET to a known path from
    /// an allowed page (a page from another site, DNS rebinding included, must not drive a keyboard
    /// on this machine). Anything else is refused (Hummingbird answers 400).
    func upgrade(_ head: HTTPRequest, channel: any Channel) -> Upgrade {
        guard head.method == .get, let path = head.path?.prefix(while: { $0 != "?" }), let handler = handlers[String(path)],
              origins.allows(origin: head.headerFields[.origin])
        else { return .dontUpgrade }
        let peer = WebSocketPeer(
            address: channel.remoteAddress?.ipAddress ?? "", timer: ConnectionTimer(loop: channel.eventLoop),
            ticket: census.ticket(.webSocketPeer))
        // Noted the moment the socket closes (a reset, a lost page): its handler stops working for it.
        channel.closeFuture.whenComplete { [disconnected = peer.disconnected] _ in disconnected.fire() }
        // Last in the pipeline now, so in front of the frame decoder the upgrade appends: every
        // frame's bytes pass it, from the first (an unmasked one closes the connection with 1002).
        do { try channel.pipeline.syncOperations.addHandler(UnmaskedFrameGuard()) } catch { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in try await handler(inbound, outbound, peer) }
    }
}

/// The client at the other end of one WebSocket: its IP address ("" when unknown, as for a Unix
/// socket), for the registry's per-address share of pending sessions, the timer its handler
/// sleeps on (its channel's event loop), and whether its socket has closed. One per connection, freed with it (the server's
/// `ConnectionCensus` counts them, so a test sees one that is kept).
final class WebSocketPeer: Sendable {
    let address: String
    let timer: ConnectionTimer
    /// Set when the socket closes, even while the handler still has messages it read before.
    let disconnected = OnceFlag()
    private let ticket: ConnectionCensus.Ticket

    init(address: String, timer: ConnectionTimer, ticket: ConnectionCensus.Ticket) {
        self.address = address
        self.timer = timer
        self.ticket = ticket
    }
}
