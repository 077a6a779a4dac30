import KeyboardLayout

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

extension LayoutKey {
    /// Whether the key types one ASCII letter (the keys a gesture is drawn over).
    var typesLetter: Bool {
        guard case .character(let text) = action, text.count == 1, let letter = text.first else { return false }
        return letter.isASCII && letter.isLetter
    }
}
