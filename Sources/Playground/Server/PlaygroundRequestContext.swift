import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of every route: Hummingbird's WebSocket-capable context plus the client's
/// address, for the registry's per-address share of pending sessions.
public struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
    /// Hummingbird's per-request storage (logger, request id…), required by `RequestContext`.
    public var coreContext: CoreRequestContextStorage
    /// Where an upgraded WebSocket's handler is kept, required by `WebSocketRequestContext`.
    public let webSocket: WebSocketHandlerReference<Self>
    /// The peer's IP address ("" when unknown, as for a Unix socket).
    public let remoteAddress: String

    /// The context of a request arriving on `source`'s channel, with the peer's address read from it.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress?.ipAddress ?? ""
    }
}
