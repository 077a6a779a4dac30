import KeyboardLayout

/// When a finger drawn across the letter keys is a 滑行 gesture rather than a tap, a slide to a
/// neighbour, a flick up or a long press (see `TouchInterpreter`).
///
/// The rule, as the interpreter applies it to a touch that began on a letter key (a key whose
/// action types one ASCII letter) with no callout open:
/// - the path has entered at least `minimumKeys` distinct letter keys, the first included (a
///   slide onto the neighbour that was meant — 2 keys — stays a tap of the key lifted on), and
/// - it is at least `minimumLength` points long (a shaky tap on a border crosses keys but
///   travels little).
///
/// Keys that are not letters (shift, delete, space, 123) count as nothing: a path never becomes
/// a gesture by reaching them, and a touch that began on them never is one (space keeps its
/// caret drag, delete its repeat). A flick up crosses at most the key above before its 18 points
/// are done, so it stays a flick; a finger held still opens its callout before it moves, and a
/// gesture never opens one (a pause on a key mid-word is not a long press). Once a touch is a
/// gesture it stays one until the lift, which hands the whole path on (`TouchOutput.gesture`).
public struct GestureRule: Hashable, Sendable, Codable {
    /// Whether letter-key paths can become gestures at all.
    public var isEnabled = true
    /// The distinct letter keys a path must enter, the first included.
    public var minimumKeys = 3
    /// The length a path must have, in points (about one and a half iPhone key pitches).
    public var minimumLength = 45.0
    /// The most samples kept of one path (later samples closer than `minimumSpacing` to the last kept are dropped).
    public var maximumSamples = 400
    /// Samples closer than this to the last kept one are dropped, in points.
    public var minimumSpacing = 1.5
    /// Seconds the trail takes to fade after the lift.
    public var trailFade = 0.35

    /// The defaults.
    public init() {}
}

/// A letter-key touch's path so far and whether it became a gesture (`GestureRule`).
struct GestureTrack: Sendable {
    /// Where the finger was, in order, with the times.
    private(set) var samples: [GestureSample] = []
    /// The distinct letter keys entered, in order of the first entry.
    private(set) var keys: [String] = []
    /// The path's length in points.
    private(set) var length = 0.0
    /// Whether the rule fired.
    private(set) var isGesture = false
    /// When the finger was last seen (a move too small to keep as a sample still counts).
    private(set) var endTime = 0.0

    /// Follows the finger to `point` at `time` over `target`, and applies `rule`.
    mutating func follow(_ point: LayoutPoint, at time: Double, over target: TouchTarget, rule: GestureRule) {
        guard rule.isEnabled, canBecomeGesture else { return }
        endTime = max(endTime, time)
        if let last = samples.last {
            let dx = point.x - last.point.x, dy = point.y - last.point.y
            let step = (dx * dx + dy * dy).squareRoot()
            guard step >= rule.minimumSpacing else { return }
            length += step
        }
        if samples.count < rule.maximumSamples { samples.append(GestureSample(point: point, time: time)) } else { samples[samples.count - 1] = GestureSample(point: point, time: time) }
        if case .key(let key) = target, key.key.typesLetter, !keys.contains(key.id) { keys.append(key.id) }
        if !isGesture, keys.count >= rule.minimumKeys, length >= rule.minimumLength { isGesture = true }
    }

    /// A track starting at `point` on letter key `key`.
    init(startingAt point: LayoutPoint, time: Double, on key: PlacedKey?) {
        samples = [GestureSample(point: point, time: time)]
        endTime = time
        if let key, key.key.typesLetter { keys = [key.id] }
    }

    /// An empty track (a touch that cannot become a gesture).
    init() {}

    /// Whether this track can become a gesture (it began on a letter key).
    var canBecomeGesture: Bool { !keys.isEmpty }
}

/// One point of a gesture's path: where the finger was and when (seconds on the touches' clock).
public struct GestureSample: Hashable, Sendable {
    /// Keyboard points.
    public var point: LayoutPoint
    /// Seconds, on the same clock as the touches.
    public var time: Double

    /// A sample at `point` at `time`.
    public init(point: LayoutPoint, time: Double) {
        self.point = point
        self.time = time
    }
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

extension LayoutKey {
    /// Whether the key types one ASCII letter (the keys a gesture is drawn over).
    var typesLetter: Bool {
        guard case .character(let text) = action, text.count == 1, let letter = text.first else { return false }
        return letter.isASCII && letter.isLetter
    }
}
