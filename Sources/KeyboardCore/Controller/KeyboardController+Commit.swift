import KeyboardLayout

extension KeyboardController {
    /// Ends the active form's input, if any (see `CandidateSource.end(_:in:)`), committing what it
    /// makes through the stage; what showed its candidates closes.
    func endComposition(commit end: CompositionEnd) {
        host.end(source, end)
        state.resetCandidates()
    }

    /// Routes an emoji page action to the page and shows what it then shows.
    func performEmojiPageAction(_ action: KeyboardAction) {
        guard state.keyboard.page == .emoji, emojiPage.perform(action, size: layouts.size, overlay: &state.overlay) else { return }
        if action == .beginEmojiSearch || action == .endEmojiSearch { interpreter.reset() }
        showLayout()
    }

    /// Gives way to `next`, a keyboard over the same document that a change of settings made:
    /// what is being composed goes on there with its caret when its form is the same
    /// (`ComposingInput`: a new script or 模糊音), else its first candidate is committed here.
    public func handOff(to next: KeyboardController) {
        let input = source.composingInput
        let kept = input != nil && next.source.composingForm == input?.form
        endComposition(commit: kept ? .discard : .best)
        document.unmarkText()
        if let input, kept { next.host.act(on: next.source) { _ = next.source.resume(input, in: next.host) } }
    }
}
