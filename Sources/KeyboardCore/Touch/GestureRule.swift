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
