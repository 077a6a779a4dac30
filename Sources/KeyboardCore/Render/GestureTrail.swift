import KeyboardLayout

/// The trail of a 滑行 gesture, drawn over the keys as the finger moves and faded after the lift.
public struct GestureTrail: Hashable, Sendable {
    /// The path, in keyboard points, first at the touch-down.
    public var points: [LayoutPoint]
    /// 1 while the finger is down; after the lift, how much of it is left (falling to 0).
    public var opacity: Double
    /// Seconds until it is gone, after the lift (a renderer animates the rest of the fade); nil while drawing.
    public var fadeRemaining: Double?

    /// A trail through `points` at `opacity`, fading out over `fadeRemaining` seconds (nil: still drawn).
    public init(points: [LayoutPoint], opacity: Double = 1, fadeRemaining: Double? = nil) {
        self.points = points
        self.opacity = opacity
        self.fadeRemaining = fadeRemaining
    }
}
