import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A small WebSocket client for the playground's `/ws`, on SwiftNIO: the benchmark and the tests
/// drive sessions with it the way the page does. Use it inside `withConnection`, from one task.
public final class PlaygroundClient {
    private var inbound: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    private var pending: [UInt8] = []
    /// Whether the server has closed the connection.
    public private(set) var isClosed = false

    private init(inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>) {
        self.inbound = inbound.makeAsyncIterator()
        self.outbound = outbound
    }

    private enum Upgrade: Sendable {
        case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    /// The event-loop threads a client's connection runs on. A client that floods its connection
    /// queues thousands of writes on its loop: on loops of its own it cannot delay other clients'
    /// I/O (a well-behaved client's request head once waited 11 s behind 20,000 pings there).
    public struct Loops: Sendable {
        let group: any EventLoopGroup
        /// The process's shared loops.
        public static let shared = Loops(group: MultiThreadedEventLoopGroup.singleton)
        /// A loop thread of its own, kept for the life of the process (or until `shutDown()`).
        public static func dedicated() -> Loops { Loops(group: MultiThreadedEventLoopGroup(numberOfThreads: 1)) }
        /// Closes every connection on a dedicated loop and stops it (not for `shared`).
        public func shutDown() async { try? await group.shutdownGracefully() }
    }

    /// Connects to `ws://host:port/ws` (giving up after `connectTimeout`), runs `body`, then
    /// closes the connection.
    public static func withConnection<Result>(
        host: String = "127.0.0.1", port: Int, path: String = "/ws", maxFrameBytes: Int = 1 << 20,
        connectTimeout: Duration = .seconds(10), loops: Loops = .shared, localAddress: String? = nil,
        _ body: (PlaygroundClient) async throws -> Result
    ) async throws -> Result {
        let timeout = TimeAmount.nanoseconds(Int64(connectTimeout / .nanoseconds(1)))
        let statusLine = ResponseStatusLine()
        var bootstrap = ClientBootstrap(group: loops.group)
        // Another loopback address (127.0.0.2) stands for another machine in the load benchmark.
        if let localAddress { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: localAddress, port: 0)) }
        let upgrade = try await bootstrap
            .connectTimeout(timeout)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(statusLine)
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: maxFrameBytes) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            .webSocket(try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "\(host):\(port)")
                    headers.add(name: "Content-Length", value: "0")
                    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
                        upgradeRequestHead: head, upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { .refused } })
                    // The server's first frame may share a read with the 101 response: forward, never drop, those bytes.
                    var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: configuration)
                    pipeline.leftOverBytesStrategy = .forwardBytes
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
                }
            }
        guard case .webSocket(let channel) = try await upgrade.get() else {
            let answer = statusLine.line.map { " (it answered \($0))" } ?? ""
            throw PlaygroundError(.unavailable, "the server at \(host):\(port)\(path) refused the WebSocket upgrade\(answer)")
        }
        return try await channel.executeThenClose { inbound, outbound in
            let client = PlaygroundClient(inbound: inbound, outbound: outbound)
            let result = try await body(client)
            try? await client.close()
            return result
        }
    }

    /// Sends one text message.
    public func send(_ text: String) async throws {
        let data = ByteBuffer(string: text)
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: data))
    }

    /// Sends raw bytes as one binary message.
    public func sendBinary(_ bytes: [UInt8]) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .binary, maskKey: .random(), data: ByteBuffer(bytes: bytes)))
    }

    /// The next text message, or nil once the connection is closed. Answers pings on the way.
    public func nextText() async throws -> String? {
        while !isClosed, let frame = try await inbound.next() {
            switch frame.opcode {
            case .text, .continuation:
                pending += frame.unmaskedData.readableBytesView
                if frame.fin {
                    defer { pending.removeAll(keepingCapacity: true) }
                    return String(decoding: pending, as: UTF8.self)
                }
            case .ping:
                try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
            case .connectionClose:
                isClosed = true
                try? await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: frame.unmaskedData))
                return nil
            default:
                continue
            }
        }
        isClosed = true
        return nil
    }

    /// The next message, decoded; nil once the connection is closed.
    public func next() async throws -> ServerMessage? {
        guard let text = try await nextText() else { return nil }
        return try ServerMessage.decode(text)
    }

    /// Reads messages until one satisfies `match`; nil if the connection closes first.
    public func next(where match: (ServerMessage) -> Bool) async throws -> ServerMessage? {
        while let message = try await next() {
            if match(message) { return message }
        }
        return nil
    }

    /// Reads messages until a frame acknowledges at least `ack` client messages.
    public func frame(acknowledging ack: Int) async throws -> PlaygroundFrame? {
        let message = try await next { message in
            if case .state(let frame) = message { return frame.ack >= ack }
            return false
        }
        if case .state(let frame) = message { return frame }
        return nil
    }

    /// Sends a close frame (normal closure).
    public func close() async throws {
        guard !isClosed else { return }
        var data = ByteBuffer()
        data.write(webSocketErrorCode: .normalClosure)
        try await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: data))
        isClosed = true
    }
}

/// The first line of the server's answer (`HTTP/1.1 408 Request Timeout`), kept so that a refused
/// upgrade can say why; it passes every byte on and leaves the pipeline after the first read.
private final class ResponseStatusLine: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    private let lock = NSLock()
    private var stored: String?

    /// The status line, once the first bytes arrived.
    var line: String? { lock.withLock { stored } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data).readableBytesView
        let first = bytes.prefix(200).split(separator: UInt8(ascii: "\r"), maxSplits: 1).first ?? bytes.prefix(0)
        lock.withLock { stored = String(decoding: first, as: UTF8.self) }
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(self, promise: nil)
    }
}
