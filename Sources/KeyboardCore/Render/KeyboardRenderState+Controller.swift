import KeyboardLayout

extension KeyboardRenderState {
    /// The last stage of a keystroke: what `controller` shows now, read from its stages (the
    /// interpreter's pressed keys and callout, the composer's candidates and marked text, the
    /// handwriting pad's ink and candidates, the emoji page's summary, the keyboard state), with the candidate bar and grid laid out in the
    /// fitted layout (`CandidateLayout`, the same geometry touches are hit-tested against).
    init(of controller: KeyboardController) {
        let interpreter = controller.interpreter, composer = controller.composer, state = controller.state, pad = controller.handwriting
        let fitted = controller.fittedLayout
        let callout = interpreter.callout.map { Callout(keyID: $0.keyID, alternates: $0.alternates, highlightedIndex: $0.highlightedIndex) }
        let composing = composer.isComposing
        let candidates = controller.candidateLayout
        let emojiShown = state.keyboard.page == .emoji && fitted.layoutID != .emojiPlaceholder
        self.init(
            layoutID: fitted.layoutID, page: state.keyboard.page, mode: state.keyboard.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            candidates: pad.barTexts,
            highlightedCandidate: (composing && !composer.candidates.isEmpty) || !pad.candidates.isEmpty ? state.highlightedCandidate : nil,
            candidateBar: candidates.bar,
            columnItems: composer.nineKeyChoices.isEmpty ? nil : composer.nineKeyChoices,
            returnKeyType: controller.document.textInputTraits.returnKeyType,
            isReturnKeyEnabled: controller.isReturnKeyEnabled,
            markedText: composing ? composer.markedText : nil,
            candidateGrid: candidates.grid,
            theme: state.theme, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.keyboard.page == .emoji && !emojiShown ? .emoji : nil,
            emojiPage: emojiShown && controller.layout.page == .emoji ? controller.emojiPage.summary : nil,
            candidateMenu: controller.candidateMenu)
        keyHints = state.keyboard.mode == .chinese ? composer.keyHints : nil
        ink = pad.ink
        showsToolbar = controller.showsToolbar
        panel = controller.panelContent
        panelToolbar = controller.panelToolbar
        panelLayout = controller.panelLayout
        let writesByHand = state.keyboard.mode == .chinese && state.keyboard.chineseKeyboard == .handwriting
        lettersKeyLabel = writesByHand && controller.chineseAllowed ? "手写" : nil
    }
}
