import KeyboardLayout

/// One finger on the keyboard at one moment, as UIKit's `UITouch` or a browser's pointer event
/// reports it: a stable id while the finger is down, where it is (keyboard points, origin top
/// left, candidate bar included), when (seconds on the host's monotonic clock) and the phase.
public struct Touch: Hashable, Sendable, Codable {
    public var id: Int
    public var point: LayoutPoint
    /// Seconds, from any fixed origin; only differences matter.
    public var timestamp: Double
    public var phase: TouchPhase

    public init(id: Int, point: LayoutPoint, timestamp: Double, phase: TouchPhase) {
        self.id = id
        self.point = point
        self.timestamp = timestamp
        self.phase = phase
    }

    /// A touch at `x`, `y`.
    public init(id: Int, x: Double, y: Double, timestamp: Double, phase: TouchPhase) {
        self.init(id: id, point: LayoutPoint(x: x, y: y), timestamp: timestamp, phase: phase)
    }
}

/// The phase of a touch, as `UITouch.Phase` (stationary touches need not be sent).
public enum TouchPhase: String, Hashable, Sendable, Codable, CaseIterable {
    case began, moved, ended, cancelled
}
