import KeyboardLayout

extension KeyboardRenderState {
    /// The last stage of a keystroke: what `controller` shows now, read from its stages (the
    /// interpreter's pressed keys and callout, the active input form's candidates, marked text and
    /// ink (or 联想), the emoji page's summary, the keyboard state), with the candidate bar and grid laid out in the
    /// fitted layout (`CandidateLayout`, the same geometry touches are hit-tested against).
    init(of controller: KeyboardController) {
        let interpreter = controller.interpreter, source = controller.source, state = controller.state
        let fitted = controller.fittedLayout
        let callout = interpreter.callout.map { Callout(keyID: $0.keyID, alternates: $0.alternates, highlightedIndex: $0.highlightedIndex) }
        let composing = source.hasInput
        let candidates = controller.candidateLayout
        let emojiShown = state.keyboard.page == .emoji && fitted.layoutID != .emojiPlaceholder
        self.init(
            layoutID: fitted.layoutID, page: state.keyboard.page, mode: state.keyboard.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            candidates: controller.barTexts,
            highlightedCandidate: composing && !source.candidateTexts.isEmpty ? state.highlightedCandidate : source.display.highlightedSuggestion,
            candidateBar: candidates.bar,
            columnItems: source.display.columnItems,
            returnKeyType: controller.document.textInputTraits.returnKeyType,
            isReturnKeyEnabled: controller.isReturnKeyEnabled,
            markedText: source.composingText,
            candidateGrid: candidates.grid,
            theme: state.theme, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.keyboard.page == .emoji && !emojiShown ? .emoji : nil,
            emojiPage: emojiShown && controller.layout.page == .emoji ? controller.emojiPage.summary : nil,
            candidateMenu: controller.candidateMenu)
        keyHints = state.keyboard.mode == .chinese ? source.display.keyHints : nil
        ink = source.display.ink
        showsToolbar = controller.showsToolbar
        panel = controller.panelContent
        panelToolbar = controller.panelToolbar
        panelLayout = controller.panelLayout
        lettersKeyLabel = state.keyboard.mode == .chinese && controller.chineseAllowed ? state.keyboard.chineseKeyboard.lettersKeyLabel : nil
    }
}
