import ChineseEngine

/// The caret inside the composition (`Composition.caret`): the space-bar drag and the arrow keys
/// move it, a tap in the marked text places it, letters go in and backspace deletes there, and the
/// whole input is read again at once. The marked text shows it where its syllable breaks put it.
extension ChineseComposer {
    /// The caret's place in the marked text while composing (`markedCaret`), nil when not.
    var composingCaret: Int? { isComposing ? markedCaret : nil }

    /// The caret's place in `markedText` (characters), the picks' text before it.
    public var markedCaret: Int {
        // At the end (every keystroke of plain typing) it is the end of what is shown.
        if composition.inputCaret.unitsAfter == 0 { return markedText.count }
        let picked = composition.pickedText.count
        let shown = markedText.dropFirst(picked)
        return picked + ShownInput(typed: composition.remainingInput, shown: shown).shownOffset(ofTyped: composition.caret - composition.restStart)
    }

    /// Moves the caret `offset` characters of the input (negative: left), stopping at either end
    /// of what is not yet picked; false (nothing changed) when not composing.
    @discardableResult
    public func moveCaret(by offset: Int) -> Bool {
        guard isComposing else { return false }
        composition.moveCaret(by: offset)
        return true
    }

    /// Puts the caret where `markedOffset` (characters of `markedText`) falls in the input, the
    /// nearest place after the picks; false when not composing.
    @discardableResult
    public func placeCaret(atMarked markedOffset: Int) -> Bool {
        guard isComposing else { return false }
        let picked = composition.pickedText.count
        let shown = ShownInput(typed: composition.remainingInput, shown: markedText.dropFirst(picked))
        composition.moveCaret(to: composition.restStart + shown.typedOffset(ofShown: markedOffset - picked))
        return true
    }
}
