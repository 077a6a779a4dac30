import KeyboardLayout

extension KeyboardRenderState {
    /// The last stage of a keystroke: what `controller` shows now, read from its stages (the
    /// interpreter's pressed keys and callout, the active input form's candidates, marked text and
    /// ink (or 联想), the emoji page's summary, the keyboard state), with the screen (the bar, the
    /// overlay, the panels) laid out in the fitted layout once per change of what it shows
    /// (`KeyboardController.screen`, the same geometry touches are hit-tested against).
    init(of controller: KeyboardController) {
        let interpreter = controller.interpreter, source = controller.source, state = controller.state
        let fitted = controller.fittedLayout
        // A letter's accents follow shift and caps lock, as the key's label does (É under shift).
        let callout = interpreter.callout.map { Callout(keyID: $0.keyID, alternates: $0.alternates.map(state.shift.cased), highlightedIndex: $0.highlightedIndex) }
        let composing = source.hasInput
        let emojiShown = state.keyboard.page == .emoji && fitted.layoutID != .emojiPlaceholder
        self.init(
            layoutID: fitted.layoutID, page: state.keyboard.page, mode: state.keyboard.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            highlightedCandidate: composing && !source.candidateTexts.isEmpty ? state.highlightedCandidate : controller.host.idleHighlight(of: source),
            columnItems: source.display.columnItems,
            returnKeyType: controller.document.textInputTraits.returnKeyType,
            isReturnKeyEnabled: controller.isReturnKeyEnabled,
            markedText: source.composingText,
            theme: state.theme, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.keyboard.page == .emoji && !emojiShown ? .emoji : nil,
            emojiPage: emojiShown && controller.layout.page == .emoji ? controller.emojiPage.summary : nil)
        keyHints = state.keyboard.mode == .chinese ? source.display.keyHints : nil
        keyLabels = source.display.keyLabels
        ink = source.display.ink
        gestureTrail = controller.gestures.trail(live: interpreter.gestureTrail, for: source, at: interpreter.now)
        screen = controller.screen
        lettersKeyLabel = state.keyboard.mode == .chinese && controller.focus.chineseAllowed ? state.keyboard.schema.lettersKeyLabel : nil
    }
}

extension ScreenContent {
    /// What `controller`'s bar and overlay show now: the active input form's candidates (or 联想),
    /// the state's overlay, whether the form offers 笔画筛选 on the Chinese letters, whether the
    /// empty bar shows the toolbar (nothing composed, written or predicted, the letters page, no
    /// panel open), the open panel's content (read from its store once per change) and the forms
    /// the switcher offers.
    init(of controller: KeyboardController) {
        let state = controller.state, source = controller.source
        let letters = state.keyboard.page == .letters
        self.init(
            candidates: controller.barTexts, candidateNotes: source.hasInput ? source.candidateNotes : [], overlay: state.overlay,
            offersStrokeFilter: letters && state.keyboard.mode == .chinese && source.display.filtersByStrokes,
            showsToolbar: letters && state.panel == nil && !source.hasInput && controller.predictions.predictions.isEmpty
                && controller.commits.offeredEdit == nil,
            panel: controller.panels.content(of: state.panel), formChoice: controller.formChoice)
    }
}
