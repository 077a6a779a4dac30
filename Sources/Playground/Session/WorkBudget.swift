/// Fairness between sessions: a token bucket of processing time. Each event's handling time is
/// charged to its session; a session that has used up its budget waits (its socket is not read,
/// so a flooding page is slowed by TCP itself) while the others are served. A person typing uses a
/// few milliseconds a second; a long composition pasted key by key or a flood is held to
/// `secondsPerSecond` of a core.
struct WorkBudget {
    /// Processing seconds a session may use per second of wall time, on average.
    let secondsPerSecond: Double
    /// The most it may use in one burst.
    let burst: Double
    private var balance: Double
    private var last: Double

    init(secondsPerSecond: Double, burst: Double, now: Double) {
        self.secondsPerSecond = secondsPerSecond
        self.burst = burst
        balance = burst
        last = now
    }

    /// Seconds to wait at `now` before handling the next event (0 when the budget allows it now).
    mutating func delay(at now: Double) -> Double {
        refill(at: now)
        return balance >= 0 ? 0 : -balance / secondsPerSecond
    }

    /// Charges `seconds` of work done at `now`.
    mutating func charge(_ seconds: Double, at now: Double) {
        refill(at: now)
        balance -= max(0, seconds)
    }

    private mutating func refill(at now: Double) {
        if now > last { balance = min(burst, balance + (now - last) * secondsPerSecond) }
        last = max(last, now)
    }
}
