import Foundation

/// Runs `work` in a task and blocks the calling thread until it ends: how a command's synchronous
/// `run` waits for async work (the playground server, sync, the playground benchmarks).
func waitForTask<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) -> Result<Value, any Error> {
    let outcome = TaskOutcome<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { outcome.set(.success(try await work())) } catch { outcome.set(.failure(error)) }
        done.signal()
    }
    done.wait()
    return outcome.result ?? .failure(CommandFailure("the task ended without a result"))
}

/// What the task hands to the waiting thread.
private final class TaskOutcome<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Value, any Error>?
    var result: Result<Value, any Error>? { lock.withLock { stored } }
    func set(_ result: Result<Value, any Error>) { lock.withLock { stored = result } }
}
