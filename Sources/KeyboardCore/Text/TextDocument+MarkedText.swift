import TextInputModel

extension TextDocument {
    /// False while the field is empty and asks `enablesReturnKeyAutomatically` and nothing is composed.
    func isReturnKeyEnabled(composing: Bool) -> Bool {
        !textInputTraits.enablesReturnKeyAutomatically || hasText || composing
    }

    /// Whether the document still shows `shown` (the marked text the keyboard set) right before a caret.
    func stillShows(markedText shown: String?) -> Bool {
        guard let shown else { return true }
        guard selectedText == nil else { return false }
        return (documentContextBeforeInput ?? "").hasSuffix(shown)
    }
}
