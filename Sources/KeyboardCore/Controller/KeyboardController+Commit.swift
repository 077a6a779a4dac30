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
}
