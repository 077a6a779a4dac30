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

extension KeyboardController {
    /// The input in progress, as the keyboard a change of settings makes can take it up (`resume(_:)`); nil when none.
    public var composingInput: ComposingInput? { source.composingInput }

    /// Takes up `input` (another keyboard's, before a change of settings) in the form shown, with
    /// its caret, shown as the marked text; false (nothing changed) when this form is another.
    public func resume(_ input: ComposingInput) -> Bool {
        let source = self.source, host = self.host
        return host.act(on: source) { source.resume(input, in: host) }
    }

    /// Whether the form shown would take up `input` (it was typed in the same form).
    public func takesUp(_ input: ComposingInput) -> Bool { source.composingForm == input.form }

    /// Ends the input in progress before the keyboard gives way to another: `keeping` drops it
    /// from the document (the next keyboard takes it up), else its first candidate is committed.
    public func endInput(keeping: Bool) {
        endComposition(commit: keeping ? .discard : .best)
    }
}
