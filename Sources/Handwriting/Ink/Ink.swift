/// One sampled point of a finger or pen: canvas coordinates (y down) and, when known, the time in
/// seconds. The recognizer reads the path only; time is kept for hosts (e.g. to tell a tap).
public struct InkPoint: Hashable, Sendable, Codable {
    /// Horizontal position on the canvas.
    public var x: Double
    /// Vertical position on the canvas, growing downwards.
    public var y: Double
    /// Seconds since any fixed moment, or nil when the source has no clock.
    public var time: Double?

    /// A point at `(x, y)`, sampled at `time`.
    public init(x: Double, y: Double, time: Double? = nil) {
        self.x = x
        self.y = y
        self.time = time
    }

    /// Whether both coordinates are finite numbers (NaN and infinities are dropped).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// One stroke: the points from a finger landing to its lifting, in the order drawn.
public struct InkStroke: Hashable, Sendable, Codable {
    /// The points in drawing order.
    public var points: [InkPoint]

    /// A stroke through `points`.
    public init(_ points: [InkPoint]) { self.points = points }
}

/// What was written for one character: strokes on a canvas of a given size.
public struct Ink: Hashable, Sendable, Codable {
    /// The strokes in the order written (the recognizer does not depend on it).
    public var strokes: [InkStroke]
    /// The canvas' width (the pad's size; it must be positive).
    public var width: Double
    /// The canvas' height.
    public var height: Double

    /// Strokes on a `width` x `height` canvas.
    public init(strokes: [InkStroke] = [], width: Double = 300, height: Double = 300) {
        self.strokes = strokes
        self.width = width
        self.height = height
    }
}
