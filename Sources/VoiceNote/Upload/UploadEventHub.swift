import Foundation

/// Fans events out to every subscriber's stream; callable from any thread, so progress reported on a
/// network thread reaches listeners in order without hopping through the actor.
final class UploadEventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<UploadEvent>.Continuation] = [:]

    func subscribe() -> AsyncStream<UploadEvent> {
        let (stream, continuation) = AsyncStream<UploadEvent>.makeStream(bufferingPolicy: .unbounded)
        let key = UUID()
        lock.withLock { continuations[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.continuations.removeValue(forKey: key) }
        }
        return stream
    }

    func emit(_ event: UploadEvent) {
        let targets = lock.withLock { Array(continuations.values) }
        for continuation in targets { continuation.yield(event) }
    }

    func finishAll() {
        let targets = lock.withLock { Array(continuations.values) }
        for continuation in targets { continuation.finish() }
    }
}
