/// The caret keys (the space-bar drag's steps, a computer's arrows) and the ends of an input on the
/// router's route.
extension RoutedInput {
    /// Moves the caret `offset` characters: inside the composition while the form composes with a
    /// caret there (it stops at either end), else in the document, after the input in progress
    /// is committed as typed (a form with no caret inside, the 手写 pad's character).
    func moveCaret(by offset: Int) -> Outcome {
        if source.hasInput, host.act(on: source, { source.moveCaret(by: offset) }) { return [] }
        host.end(source, .raw)
        document.adjustTextPosition(byGraphemeOffset: offset)
        return .compositionEnded
    }

    /// Ends the input in progress as `end` says (committed as typed, its best, or dropped).
    func end(_ end: CompositionEnd) -> Outcome {
        host.end(source, end)
        return .compositionEnded
    }
}
