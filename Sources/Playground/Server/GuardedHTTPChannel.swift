import HummingbirdCore
import Logging
import NIOCore

/// A server child channel that puts an `HTTPConnectionGuard` in front of another's pipeline
/// (Hummingbird's HTTP/1 + WebSocket upgrade channel), so connections are bounded from their first
/// byte. The inner pipeline is set up only when the first bytes arrive: until then Hummingbird does
/// not see the connection, so a socket that connects and says nothing holds no HTTP handlers and no
/// task (issue 32: 2,000 idle sockets held one of each, 20 MB at the peak, part of it never given back).
/// The connection's task is cancelled when it closes (`handle(value:logger:)`).
struct GuardedHTTPChannel<Inner: ServerChildChannel>: ServerChildChannel {
    /// A connection whose inner pipeline is set up at its first bytes.
    struct Value: ServerChildChannelValue {
        let channel: any Channel
        /// The inner pipeline's value, once the first bytes arrived (failed if the connection ended first).
        let inner: EventLoopFuture<Inner.Value>
    }

    let inner: Inner
    let limits: HTTPLimits
    /// Counts the guards alive (one per connection).
    let census: ConnectionCensus
    /// Counts each address's connections (`HTTPLimits.maxConnectionsPerAddress`).
    let perAddress: AddressConnectionCap

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        let inner = inner
        let census = census
        let address = channel.remoteAddress?.ipAddress ?? ""
        let evict: @Sendable () -> Void = { channel.pipeline.fireUserInboundEventTriggered(AddressCapEviction()) }
        guard let slot = perAddress.admit(address, evict: evict) else {
            // Over its address's share: told so and closed as soon as it is active, with no HTTP pipeline or task made.
            return channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(ConnectionRefusal(), position: .first)
                return Value(channel: channel, inner: channel.eventLoop.makeFailedFuture(ChannelError.inputClosed))
            }
        }
        let perAddress = perAddress
        channel.closeFuture.whenComplete { _ in perAddress.release(slot) }
        return channel.eventLoop.makeCompletedFuture {
            let firstBytes = channel.eventLoop.makePromise(of: Void.self)
            try channel.pipeline.syncOperations.addHandler(
                HTTPConnectionGuard(limits: limits, ticket: census.ticket(.httpConnection), firstBytes: firstBytes,
                                    capSlot: (perAddress, slot)), position: .first)
            // The guard fulfils the promise on this loop, inside its read: the pipeline is complete before the bytes go on.
            return Value(channel: channel, inner: firstBytes.futureResult.flatMap { inner.setup(channel: channel, logger: logger) })
        }
    }

    /// Runs the connection's handling in a task that is cancelled when the connection closes:
    /// work done for a client that left (a word-list import checks `Task.isCancelled` as it
    /// goes) stops then, not when it would have finished.
    func handle(value: Value, logger: Logger) async {
        guard let innerValue = try? await value.inner.get() else { return }
        let inner = inner
        // A child task inherits the task locals (the graceful shutdown's) and the priority.
        let handling = Task { await inner.handle(value: innerValue, logger: logger) }
        value.channel.closeFuture.whenComplete { _ in handling.cancel() }
        await withTaskCancellationHandler { await handling.value } onCancel: { handling.cancel() }
    }
}

/// Answers a connection past its address's cap (`HTTPLimits.maxConnectionsPerAddress`) with 503
/// as soon as it is active, and closes it.
final class ConnectionRefusal: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    private var answered = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { answer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        answer(context)
    }

    /// Whatever the client sends is dropped.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func answer(_ context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        var response = context.channel.allocator.buffer(capacity: 80)
        response.writeString("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        context.writeAndFlush(NIOAny(response)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}
