import KeyboardLayout

/// One finger on the keyboard at one moment, as UIKit's `UITouch` or a browser's pointer event
/// reports it: a stable id while the finger is down, where it is (keyboard points, origin top
/// left, candidate bar included), when (seconds on the host's monotonic clock) and the phase.
public struct Touch: Hashable, Sendable, Codable {
    /// Stable while the finger is down.
    public var id: Int
    /// Where the finger is, in keyboard points (origin top left, candidate bar included).
    public var point: LayoutPoint
    /// Seconds, from any fixed origin; only differences matter.
    public var timestamp: Double
    /// Down, moved, lifted or cancelled.
    public var phase: TouchPhase

    /// A touch at `point`.
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
    /// A finger went down, moved, lifted, or was taken away by the system (a call, a gesture).
    case began, moved, ended, cancelled
}
