import Foundation

/// Sends one file somewhere. The queue calls it one item at a time; it must honour task cancellation.
public protocol Uploader: Sendable {
    /// Uploads `item`'s file, reporting the fraction sent; throws on failure (`UploadError.permanent`
    /// for a refusal that retrying cannot fix).
    func upload(_ item: UploadItem, progress: @escaping @Sendable (Double) -> Void) async throws
}

/// Why an upload failed, and whether trying again can help.
public struct UploadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// True when retrying cannot help (a 4xx refusal, a missing file).
    public var isPermanent: Bool

    /// An error that a retry may fix.
    public static func transient(_ message: String) -> UploadError { UploadError(message: message, isPermanent: false) }
    /// An error that no retry will fix.
    public static func permanent(_ message: String) -> UploadError { UploadError(message: message, isPermanent: true) }

    /// `message`, as logs and the playground print it.
    public var description: String { message }
}

/// When to try again: exponential backoff, capped, for a bounded number of attempts.
public struct RetryPolicy: Codable, Sendable, Hashable {
    /// Attempts in all (the first included) before the item is marked failed.
    public var maxAttempts: Int
    /// Wait after the first failure, in seconds.
    public var initialDelay: Double
    /// Each further failure multiplies the wait by this.
    public var multiplier: Double
    /// The longest wait, in seconds.
    public var maxDelay: Double

    /// A policy; the default waits 1, 2, 4, 8 s between five attempts.
    public init(maxAttempts: Int = 5, initialDelay: Double = 1, multiplier: Double = 2, maxDelay: Double = 60) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = max(0, initialDelay)
        self.multiplier = max(1, multiplier)
        self.maxDelay = max(0, maxDelay)
    }

    /// The default policy.
    public static let standard = RetryPolicy()

    /// Seconds to wait after the `failures`-th failed attempt (1-based).
    public func delay(afterFailure failures: Int) -> Double {
        min(maxDelay, initialDelay * pow(multiplier, Double(max(0, failures - 1))))
    }
}

/// Waits between retries; injected so tests need not wait for real.
public protocol UploadSleeper: Sendable {
    /// Suspends for `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// Real waiting with `Task.sleep`.
public struct TaskUploadSleeper: UploadSleeper {
    /// The real sleeper.
    public init() {}
    /// Sleeps with `Task.sleep` (a negative wait is no wait); throws `CancellationError` when cancelled.
    public func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
    }
}
