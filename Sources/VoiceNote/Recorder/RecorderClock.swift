import Foundation

/// Monotonic time in seconds, injected so a session can be driven by tests and file replays.
public protocol RecorderClock: Sendable {
    /// Seconds since an arbitrary fixed origin; never decreases.
    func now() -> Double
}

/// The machine's monotonic clock.
public struct SystemRecorderClock: RecorderClock {
    /// The system clock.
    public init() {}
    /// Seconds of system uptime (`DispatchTime`), which does not jump when the wall clock is set.
    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// A clock that moves only when told: for tests and for replaying a file faster than real time.
public final class ManualRecorderClock: RecorderClock, @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    /// A clock reading `start`.
    public init(start: Double = 0) { seconds = start }

    /// The time last set or advanced to.
    public func now() -> Double { lock.withLock { seconds } }

    /// Moves the clock forward by `interval` seconds (negative values are ignored).
    public func advance(by interval: Double) { lock.withLock { seconds += max(0, interval) } }

    /// Sets the clock to `time` if that is not in the past.
    public func set(to time: Double) { lock.withLock { seconds = max(seconds, time) } }
}
