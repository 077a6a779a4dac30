import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// How a key was used: KeyboardKit's "action × gesture". The controller mostly cares about the
/// action; the gesture says why (tests and sound/haptics hosts read it).
public enum KeyboardGesture: String, Hashable, Sendable, Codable {
    /// Finger down (shift and delete act here).
    case press
    /// Finger up on the key (most keys act here).
    case release
    /// Second tap in quick succession (shift → caps lock).
    case doubleTap
    /// Held long enough to open the callout or start repeating.
    case longPress
    /// A repeat of a held key (delete).
    case repeatPress
    /// Flicked up: the key's secondary symbol.
    case swipeUp
    /// A pick from the long-press callout.
    case calloutPick
    /// A drag along the space bar.
    case spaceDrag
    /// A sideways swipe over the emoji grid (turns its page).
    case swipe
    /// A key of a computer's (or an iPad's) keyboard: its letter comes cased, and it makes no click.
    case physicalKey
}

/// One key press, as a value carrying everything a later stage needs: what it does, how the key
/// was used, which key or button it came from, and where the finger landed on that key (for
/// 纠错, the engine reads a touch near a border as either letter). The touch interpreter makes one
/// when a finger acts; a physical key or the host makes one with no touch point.
public struct KeyPress: Hashable, Sendable {
    /// What the press does.
    public var action: KeyboardAction
    /// How the key was used (tap, long press, repeat, swipe…).
    public var gesture: KeyboardGesture
    /// The id of the key or button pressed (empty for a press that came from no key).
    public var keyID: String
    /// Where the finger landed relative to the centre of the key, in the key's widths, for a
    /// character key tapped; nil otherwise.
    public var touchPoint: KeyTouch?

    /// A press of `action` by `gesture` on key `keyID`, landing at `touchPoint` on it.
    public init(_ action: KeyboardAction, _ gesture: KeyboardGesture = .release, keyID: String = "", touchPoint: KeyTouch? = nil) {
        self.action = action
        self.gesture = gesture
        self.keyID = keyID
        self.touchPoint = touchPoint
    }
}
