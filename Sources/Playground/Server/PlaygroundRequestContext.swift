import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of every route: Hummingbird's WebSocket-capable context plus the client's
/// address, for the registry's per-address share of pending sessions.
public struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<Self>
    /// The peer's IP address ("" when unknown, as for a Unix socket).
    public let remoteAddress: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress?.ipAddress ?? ""
    }
}
