import KeyboardLayout

/// One point of a gesture's path: where the finger was and when (seconds on the touches' clock).
/// The touch interpreter records them (`GestureTrack`); the input forms only read them.
public struct GestureSample: Hashable, Sendable {
    /// Keyboard points.
    public var point: LayoutPoint
    /// Seconds, on the same clock as the touches.
    public var time: Double
}

/// A finished gesture: the path from touch-down to lift, the letter keys it entered, and what the
/// touch would have typed as a plain slide (the key under the lift), for a form that reads no gestures.
public struct GestureStroke: Hashable, Sendable {
    /// The path, first at the touch-down, last at the lift.
    public var samples: [GestureSample]
    /// The ids of the distinct letter keys entered, in order.
    public var keyIDs: [String]
    /// The press a slide would have made (nil when the finger lifted off the letter keys).
    public var fallback: KeyPress?
    /// When the finger lifted (or was last seen, for a touch ended by the next finger).
    public var endTime: Double

    /// A stroke through `samples` over `keyIDs`, falling back to `fallback`, ended at `endTime`
    /// (by default the last sample's time).
    public init(samples: [GestureSample], keyIDs: [String], fallback: KeyPress?, endTime: Double? = nil) {
        self.samples = samples
        self.keyIDs = keyIDs
        self.fallback = fallback
        self.endTime = endTime ?? samples.last?.time ?? 0
    }
}
