/// 注音's caret: in the symbols not yet picked, shown in the marked text after the picks' text.
extension ZhuyinSource {
    /// The caret's place in `composingText` (characters), nil when nothing is typed.
    var composingCaret: Int? {
        guard hasInput else { return nil }
        return composingText.map { $0.count - (symbols.count - caret.offset(in: symbols.count)) }
    }

    /// Moves the caret `offset` symbols within the rest; false when nothing is typed.
    func moveCaret(by offset: Int) -> Bool {
        guard hasInput else { return false }
        caret.move(by: offset, start: picked, count: symbols.count)
        return true
    }

    /// Puts the caret at `markedOffset` of `composingText` (a tap in the marked text), within the rest.
    func placeCaret(atMarked markedOffset: Int) -> Bool {
        guard hasInput, let shown = composingText else { return false }
        let pickedText = shown.count - rest.count
        caret.place(at: picked + markedOffset - pickedText, start: picked, count: symbols.count)
        return true
    }
}
