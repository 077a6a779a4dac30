import KeyboardLayout
import PinyinEngine

/// The pad as a candidate source: its input is ink (`write`), not key text; delete removes the
/// last stroke.
extension HandwritingPad: CandidateSource {
    /// Whether a character is being written.
    var hasInput: Bool { isWriting }

    /// The pad shows no marked text (the ink is drawn over the pad).
    var composingText: String? { nil }

    /// The pad takes no key text: punctuation keys commit the writing and type themselves.
    func takes(_ text: String) -> Bool { false }

    /// Nothing: the pad takes no key text.
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {}

    /// Removes the last stroke.
    func deleteBackward(in host: SourceHost) { removeLastStroke() }

    /// Drops the ink (a new field, escape).
    func abandon() { clear() }

    /// The ink is drawn over the pad key: another page commits the writing first.
    var survivesPageChange: Bool { false }
}
