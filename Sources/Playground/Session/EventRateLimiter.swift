/// A token bucket: `burst` events at once, refilled at `rate` per second. Time is passed in.
public struct EventRateLimiter: Hashable, Sendable {
    /// Tokens added per second (≥ 0).
    public let rate: Double
    /// The bucket's size: events allowed at once from full (≥ 1).
    public let burst: Double
    private var tokens: Double
    private var last: Double?

    /// A full bucket; a negative rate becomes 0 and a burst below 1 becomes 1.
    public init(rate: Double, burst: Double) {
        self.rate = max(0, rate)
        self.burst = max(1, burst)
        tokens = self.burst
    }

    /// Takes one token at `now` (seconds); false when the bucket is empty.
    public mutating func allow(at now: Double) -> Bool {
        if let last, now > last { tokens = min(burst, tokens + (now - last) * rate) }
        last = max(last ?? now, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
