extension TextStore {
    /// Types `text`: it replaces the marked text if there is any, else the selection; marking
    /// ends and the caret lands after the inserted text. Inserting "" deletes the selection.
    public mutating func insertText(_ text: String) {
        let target = markedTextRange ?? selection
        let splice = splice(target, with: text)
        markedTextRange = nil
        selection = .caret(at: splice.inserted.end)
    }

    /// Deletes the selection, or else the one grapheme cluster before the caret (a ZWJ emoji or
    /// a flag goes whole); does nothing at the beginning of the document. Marked text shrinks or
    /// moves with the edit and ends when nothing of it is left.
    public mutating func deleteBackward() {
        let target: TextRange
        if !selection.isEmpty {
            target = selection
        } else if selection.start.offset > 0 {
            target = TextRange((selection.start.offset - 1)..<selection.start.offset)
        } else {
            return
        }
        let splice = splice(target, with: "")
        if let marked = markedTextRange {
            let moved = splice.map(marked)
            markedTextRange = moved.isEmpty ? nil : moved
        }
        selection = .caret(at: splice.inserted.end)
    }

    /// Replaces the text in `range` (as a host or a text view's `replace(_:withText:)` would):
    /// marked text is committed first; selection ends before the range stay, ends after it
    /// shift, and ends inside it move to the end of the replacement. Returns false (and changes
    /// nothing) when the range is not within the document.
    @discardableResult
    public mutating func replace(_ range: TextRange, with text: String) -> Bool {
        guard isValid(range.start), isValid(range.end) else { return false }
        markedTextRange = nil
        let splice = splice(range, with: text)
        selection = splice.map(selection)
        return true
    }

    /// Replaces the whole text and puts the caret at its end; marking ends.
    public mutating func replaceAll(with text: String) {
        markedTextRange = nil
        _ = splice(TextRange(0..<count), with: text)
        selection = .caret(at: count)
    }
}
