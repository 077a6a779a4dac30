import KeyboardLayout
import ChineseEngine
import TextInputModel

extension KeyboardController {
    /// Applies an action: the one place where keys, physical keys and the host change the
    /// keyboard and the document.
    public func handle(_ action: KeyboardAction) {
        syncDocumentIdentity()
        perform(KeyPress(action))
    }

    /// Applies a key press (see `handle(_:)`): the router says whether the active input form takes
    /// it first (its own commands, the overlay it owns); what it types goes where the router routes it.
    func perform(_ press: KeyPress) {
        let action = press.action
        var outcome: RoutedInput.Outcome = []
        commits.beginAction()
        if !action.keepsPredictions { sources.predictions.clear() }
        let source = self.source, host = self.host
        if !(router.sendsToSource(action) && host.act(on: source, { source.perform(action, overlay: &state.overlay, in: host) })) {
            switch action {
            case .character(let text): outcome = input.typeCharacter(text, appliesShift: true, touchPoint: press.touchPoint, overlay: &state.overlay)
            case .insertText(let text) where press.gesture == .swipeUp && source.hasInput && source.takes(text):
                // A key's swiped-up symbol the composition takes (粤拼's tone, v模式's digit) joins it, as typed.
                outcome = input.type(text, isLetter: false, on: .composition, touchPoint: nil, overlay: &state.overlay)
            case .insertText(let text): outcome = input.insert(Commit(text))
            case .backspace: outcome = input.deleteBackward(overlay: &state.overlay)
            case .deleteWordBackward: outcome = input.deleteBackward(word: true, overlay: &state.overlay)
            case .shift, .capsLock, .command(.toggleCandidateGrid), .command(.candidateGridPage): _ = state.apply(action, isComposing: source.hasInput)
            case .space:
                outcome = input.space(
                    doubleSpacePeriod: state.keyboard.mode == .english && configuration.doubleSpacePeriod, previousWasSpace: lastActionWasSpace,
                    overlay: &state.overlay)
            case .returnKey:
                switch router.editRoute {
                case .emojiQuery: performEmojiPageAction(.endEmojiSearch)
                case .composition: endComposition(commit: .raw)
                case .document: if isReturnKeyEnabled { document.insertText("\n") }
                }
            case .nextKeyboard, .dismissKeyboard:
                endComposition(commit: .raw)
                hostRequests.append(action == .nextKeyboard ? .nextKeyboard : .dismissKeyboard)
            case .page(let page):
                if source is any TimedSource { host.end(source, .best) }
                if page == .emoji, state.keyboard.page != .emoji { emojiPage.open() }
                state.show(page)
                showLayout()
            case .toggleLanguage: setMode(state.keyboard.mode == .chinese ? .english : .chinese)
            case .setMode(let mode): setMode(mode)
            // A digit no form took is typed as itself; a held candidate no form has a menu for is picked.
            case .nineKey(let digit, _): document.insertText(String(digit))
            case .command(.selectCandidate(let index)), .command(.openCandidateMenu(let index)): outcome = input.pick(index)
            case .moveCursor(let offset):
                // While composing the caret moves inside the composition; a form with none there ends it first.
                if source.hasInput, host.act(on: source, { source.moveCaret(by: offset) }) { break }
                endComposition(commit: .raw)
                document.adjustTextPosition(byGraphemeOffset: offset)
            case .cancelComposition: endComposition(commit: .discard)
            case .dictation: hostRequests.append(.dictation)
            case .insertEmoji(let emoji): outcome = input.insert(Commit(emoji, from: .emoji, picked: Commit.Picked(emoji)))
            case .command(.panel(let command)): performPanelCommand(command)
            case .command(.fit(let command)): changeFit(command)
            case .command(.openFormSwitcher), .command(.switchForm), .command(.closeFormSwitcher):
                if case .command(let command) = action { performFormCommand(command) }
            case .command(.emojiCategory), .emojiPage, .beginEmojiSearch, .endEmojiSearch: performEmojiPageAction(action)
            case .separator, .stroke, .command(.selectColumnItem), .command(.deleteCandidate), .command(.closeCandidateMenu),
                 .command(.toggleStrokeFilter), .candidateColumn, .handwritingPad, .none:
                // A form's own command its form did not take; a column key's touches become its cells' own actions (`TouchTargeting`), the pad's ink.
                break
            }
        }
        apply(outcome)
        endSwapOffer(ifNot: source)
        closeCandidateViewsWhenIdle()
        lastActionWasSpace = outcome.contains(.typedSpace)
        if configuration.keyClicks, let sound = action.clickSound { hostRequests.append(.playClick(sound)) }
        if action.changesText { updateAutoCapitalization() }
    }

    /// A physical key press (see `HardwareKey.effect(in:isComposing:compositionTakes:route:)` for what each key does).
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        let source = self.source
        switch key.effect(in: state, isComposing: source.hasInput, compositionTakes: { source.takes($0) }, route: router.editRoute) {
        case .perform(let action): perform(KeyPress(action))
        case .typeCharacter(let text):
            commits.beginAction()
            // A key the active form takes first (English punctuation ends the word: corrected and learned), as on the screen's keys.
            if router.sendsToSource(.character(text)) {
                let host = self.host
                _ = host.act(on: source) { source.perform(.character(text), overlay: &state.overlay, in: host) }
            }
            apply(input.typeCharacter(text, appliesShift: false, touchPoint: nil, overlay: &state.overlay))
            lastActionWasSpace = false
            updateAutoCapitalization()
        case .moveHighlight(let delta): state.moveHighlight(by: delta, count: barTexts.count)
        case .nothing: break
        }
    }

    /// Another form shown than `source` (the 中/英 key, the switcher, a page of another form): the
    /// last edit's alternatives (a 滑行 word's, the 手写 pause's) were that form's to offer, and
    /// its bar is gone; the edit is kept as it is.
    func endSwapOffer(ifNot source: any CandidateSource) {
        if self.source !== source { commits.forgetLastEdit() }
    }

    /// The input router for the keyboard's state now.
    var router: InputRouter { InputRouter(of: self) }

    /// The stage that carries typed text to the route's consumer.
    var input: RoutedInput { RoutedInput(source: source, host: host, emojiPage: emojiPage, router: router, state: state) }

    /// Does what an input left to do: the emoji page's new layout, the candidate views after a
    /// commit or a partial pick, the one-shot shift after a letter.
    func apply(_ outcome: RoutedInput.Outcome) {
        if outcome.contains(.emojiPageChanged) { showLayout() }
        if outcome.contains(.compositionEnded) { state.resetCandidates() }
        if outcome.contains(.inputContinued) { state.continueInput() }
        if outcome.contains(.shiftUsed) { state.shift = .off }
    }

    /// After an action: with no input left what showed its candidates closes (grid, menu, stroke
    /// row); the keys shown follow the stroke row and the emoji search (closed by a panel, say).
    func closeCandidateViewsWhenIdle() {
        if !source.hasInput, state.overlay.belongsToInput { state.overlay = .none }
        if (state.strokeRow != nil) != (fittedLayout.layoutID == .strokeFilter) { showLayout() }
        if state.keyboard.page == .emoji, (state.emojiSearch != nil) != (fittedLayout.layoutID == .emojiSearch) { showLayout() }
    }

    /// Shows the letters of `mode` (what was composed committed as typed), where the field allows it.
    func setMode(_ mode: InputMode) {
        guard focus.chineseAllowed || mode == .english else { return }
        endComposition(commit: .raw)
        state.showLetters(mode)
        showLayout()
    }
}
