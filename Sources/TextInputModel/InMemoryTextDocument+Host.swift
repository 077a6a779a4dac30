import Foundation

/// What a test does as the host app: move the caret, replace text, focus another field. Each
/// notifies `inputDelegate` as iOS notifies a keyboard.
extension InMemoryTextDocument {
    /// The user selects `range` (clamped into the text); selecting outside the marked text commits it.
    public func hostSelect(_ range: TextRange) {
        inputDelegate?.selectionWillChange(self)
        store.selectedTextRange = range
        inputDelegate?.selectionDidChange(self)
    }

    /// The user taps to put the caret at grapheme offset `offset` (clamped into the text).
    public func hostMoveCaret(to offset: Int) {
        hostSelect(.caret(at: offset))
    }

    /// The app replaces the text in `range`; false (and no change) when the range is outside the text.
    @discardableResult
    public func hostReplace(_ range: TextRange, with text: String) -> Bool {
        guard store.isValid(range.start), store.isValid(range.end) else { return false }
        inputDelegate?.textWillChange(self)
        store.replace(range, with: text)
        inputDelegate?.textDidChange(self)
        return true
    }

    /// The app sets the field's whole text; the caret goes to the end.
    public func hostReplaceAllText(with text: String) {
        inputDelegate?.textWillChange(self)
        store.replaceAll(with: text)
        inputDelegate?.textDidChange(self)
    }

    /// The app changes the field's traits (a new return key, say).
    public func hostSetTraits(_ traits: TextInputTraits) {
        inputDelegate?.textWillChange(self)
        textInputTraits = traits
        inputDelegate?.textDidChange(self)
    }

    /// Another field takes focus: a new identifier, text, selection and traits; nothing is marked.
    public func hostFocusNewDocument(
        identifier: UUID = UUID(), text: String = "", selectedTextRange: TextRange? = nil,
        traits: TextInputTraits = TextInputTraits()
    ) {
        inputDelegate?.textWillChange(self)
        documentIdentifier = identifier
        textInputTraits = traits
        store = TextStore(text, selectedTextRange: selectedTextRange)
        inputDelegate?.textDidChange(self)
    }
}
