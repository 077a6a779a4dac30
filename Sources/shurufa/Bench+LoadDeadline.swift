import Foundation

/// `body`'s result, or `timedOut(message)` once `seconds` have passed: the body keeps running
/// unawaited (a client stuck in a write may not notice cancellation) and the run goes on.
func withLoadDeadline<T: Sendable>(_ seconds: Double, _ name: String, _ body: @escaping @Sendable () async -> T,
                                           timedOut: @escaping @Sendable (String) -> T) async -> T {
    let race = LoadRace<T>()
    return await withCheckedContinuation { continuation in
        race.start(continuation)
        let work = Task { race.finish(await body()) }
        Task {
            try? await Task.sleep(for: .seconds(seconds))
            if race.finish(timedOut("\(name): not finished after \(Int(seconds)) s (left running)")) { work.cancel() }
        }
    }
}

func withLoadDeadline(_ seconds: Double, _ name: String, _ body: @escaping @Sendable () async -> String) async -> String {
    await withLoadDeadline(seconds, name, body, timedOut: { $0 })
}

/// The first of two results wins; the other is dropped.
final class LoadRace<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?
    private var pending: T?
    private var done = false

    func start(_ continuation: CheckedContinuation<T, Never>) {
        let early: T? = lock.withLock {
            if let pending { return pending }
            self.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Whether `value` won.
    @discardableResult
    func finish(_ value: T) -> Bool {
        let waiting: CheckedContinuation<T, Never>?? = lock.withLock {
            guard !done else { return .none }
            done = true
            if let continuation { self.continuation = nil; return .some(continuation) }
            pending = value
            return .some(nil)
        }
        guard case .some(let continuation) = waiting else { return false }
        continuation?.resume(returning: value)
        return true
    }
}
