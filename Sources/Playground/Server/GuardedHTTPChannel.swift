import HummingbirdCore
import Logging
import NIOCore

/// A server child channel that puts an `HTTPConnectionGuard` in front of another's pipeline
/// (Hummingbird's HTTP/1 + WebSocket upgrade channel), so connections are bounded from their first byte.
struct GuardedHTTPChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let limits: HTTPLimits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        let inner = inner
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(HTTPConnectionGuard(limits: limits), position: .first)
        }.flatMap {
            inner.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
