import Foundation
import UserDictionary

/// A time limit on an asynchronous sync: the first of the work and the limit ends the wait. (An
/// HTTP request that ignores cancellation cannot hold the caller past the limit; the work checks
/// the deadline itself before it changes anything here.)
enum SyncDeadline {
    static func within<T: Sendable>(_ deadline: Date, seconds: Double, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let gate = Gate<T>()
        return try await withCheckedThrowingContinuation { continuation in
            gate.set(continuation)
            let worker = Task {
                do { gate.finish(.success(try await work())) } catch { gate.finish(.failure(error)) }
            }
            Task {
                let wait = max(0, deadline.timeIntervalSinceNow)
                try? await Task.sleep(nanoseconds: UInt64(wait * 1e9))
                gate.finish(.failure(SyncError.timedOut(seconds: seconds)))
                worker.cancel()
            }
        }
    }

    /// Resumes the continuation once: with the first result.
    private final class Gate<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, Error>?
        private var result: Result<T, Error>?

        func set(_ continuation: CheckedContinuation<T, Error>) {
            lock.withLock {
                if let result { continuation.resume(with: result) } else { self.continuation = continuation }
            }
        }

        func finish(_ outcome: Result<T, Error>) {
            lock.withLock {
                guard result == nil else { return }
                result = outcome
                continuation?.resume(with: outcome)
                continuation = nil
            }
        }
    }
}

/// Whether a sync's merge happened, decided once against its deadline: the merge runs only while
/// the gate is open and holds it while it writes, and the deadline closes it (waiting for a merge
/// under way), so a timeout's message says truthfully whether anything changed here.
final class SyncMergeGate: @unchecked Sendable {
    private let lock = NSLock()
    private var closed = false
    private var report: SyncReport?

    /// Runs `merge` unless the deadline closed the gate (then `SyncError.timedOut`); keeps its report.
    func merge(seconds: Double, _ merge: () throws -> SyncReport) throws {
        try lock.withLock {
            guard !closed else { throw SyncError.timedOut(seconds: seconds) }
            report = try merge()
        }
    }

    /// Closes the gate (after a merge under way ends); returns the merge's report, if one was made.
    func close() -> SyncReport? {
        lock.withLock {
            closed = true
            return report
        }
    }
}
