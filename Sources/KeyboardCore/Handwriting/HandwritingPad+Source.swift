import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// The pad as a candidate source: its input is ink (`write`), not key text; delete removes the
/// last stroke.
extension HandwritingPad: TouchWritingSource {
    /// Whether a character is being written.
    var hasInput: Bool { isWriting }

    /// The ink's current reading (the bar's first candidate) while writing; nil otherwise.
    var composingText: String? { reading }

    /// The pad takes no key text: punctuation keys commit the writing and type themselves.
    func takes(_ text: String) -> Bool { false }

    /// Nothing: the pad takes no key text.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {}

    /// Removes the last stroke.
    func deleteBackward(in host: SourceHost) { removeLastStroke() }

    /// Drops the ink (a new field, escape; the document no longer shows its marked text).
    func abandon() { clear() }

    /// The ink over the pad.
    var display: SourceDisplay { SourceDisplay(ink: ink) }

    /// When the pause after the last stroke ends (`pauseDeadline`).
    var deadline: Double? { pauseDeadline }

    /// Commits the writing when its pause has passed (`pauseEnded`).
    func advance(to now: Double, in host: SourceHost) -> Bool { pauseEnded(at: now, in: host) }
}
