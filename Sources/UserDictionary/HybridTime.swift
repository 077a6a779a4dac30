import Foundation

/// A hybrid logical time: wall milliseconds and a counter for changes within one millisecond or
/// after a later time seen from another device. A device's clock may be hours off: a change made
/// after another was seen is still later than it, so causality holds whatever the clocks say.
public struct HybridTime: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970.
    public var milliseconds: Int64
    /// Changes stamped after `milliseconds` was reached.
    public var counter: UInt32

    /// A time.
    public init(milliseconds: Int64, counter: UInt32 = 0) {
        self.milliseconds = milliseconds
        self.counter = counter
    }

    /// The zero time.
    public static let zero = HybridTime(milliseconds: 0)

    /// By milliseconds, then counter.
    public static func < (a: HybridTime, b: HybridTime) -> Bool { (a.milliseconds, a.counter) < (b.milliseconds, b.counter) }

    /// `milliseconds.counter`.
    public var description: String { "\(milliseconds).\(counter)" }

    /// The next time after `self` for a change made at wall time `now`.
    public func tick(now: Date) -> HybridTime {
        let wall = StoredRow.clamped(now.timeIntervalSince1970 * 1000)
        if wall > milliseconds { return HybridTime(milliseconds: wall) }
        // A stored time may stand at the end of the counter (or of time): the next millisecond,
        // else the last time there is (never a trap).
        if counter < .max { return HybridTime(milliseconds: milliseconds, counter: counter + 1) }
        return milliseconds < .max ? HybridTime(milliseconds: milliseconds + 1) : self
    }

    /// The later of `self` and a time seen from another device.
    public func receiving(_ other: HybridTime) -> HybridTime { max(self, other) }
}
