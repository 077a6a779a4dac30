import Foundation

/// Runs blocking work (waiting for a process, reading a socket or a pipe) on a new thread and awaits
/// its result. Swift Testing runs tests in parallel on the cooperative pool, which has one thread per
/// core: on a 2-core machine two tests that block there starve every other async test, the servers'
/// accept loops included (idle-socket and upload tests timed out waiting for a server that could not
/// run). Issues can only be recorded from the test's own task, so the work returns values and the
/// test checks them.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
