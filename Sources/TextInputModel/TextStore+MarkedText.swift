extension TextStore {
    /// Shows `markedText` as provisional text in place of the current marked text (or, when there
    /// is none, of the selection), with `selectedRange` (grapheme offsets within the marked text,
    /// clamped into it) selected. Nil or "" removes the marked text and ends marking.
    ///
    /// The selection always ends inside the marked text.
    public mutating func setMarkedText(_ markedText: String?, selectedRange: Range<Int>) {
        let target = markedTextRange ?? selection
        let splice = splice(target, with: markedText ?? "")
        guard !splice.inserted.isEmpty else {
            markedTextRange = nil
            selection = .caret(at: splice.inserted.start)
            return
        }
        let marked = splice.inserted
        markedTextRange = marked
        let lower = Swift.min(Swift.max(selectedRange.lowerBound, 0), marked.length)
        let upper = Swift.min(Swift.max(selectedRange.upperBound, lower), marked.length)
        selection = TextRange((marked.start.offset + lower)..<(marked.start.offset + upper))
    }

    /// Like `setMarkedText(_:selectedRange:)` with the caret after the marked text.
    public mutating func setMarkedText(_ markedText: String?) {
        let length = markedText?.count ?? 0
        setMarkedText(markedText, selectedRange: length..<length)
    }

    /// Commits the marked text: it stays as ordinary text and the selection does not move.
    public mutating func unmarkText() {
        markedTextRange = nil
    }
}
