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
        let editing = RoutedInput.Editing(
            doubleSpacePeriod: state.keyboard.mode == .english && configuration.doubleSpacePeriod, previousWasSpace: lastActionWasSpace,
            returnEnabled: isReturnKeyEnabled)
        if router.sendsToSource(action) && host.act(on: source, { source.perform(action, overlay: &state.overlay, in: host) }) {
            // The form's own command.
        } else if let edited = input.edit(press, editing, overlay: &state.overlay) {
            outcome = edited
        } else {
            performKeyboardKey(action)
        }
        apply(outcome)
        endSwapOffer(ifNot: source)
        closeCandidateViewsWhenIdle()
        lastActionWasSpace = outcome.contains(.typedSpace)
        if configuration.keyClicks, press.gesture != .physicalKey, let sound = action.clickSound { hostRequests.append(.playClick(sound)) }
        if action.changesText { updateAutoCapitalization() }
    }

    /// Carries out one of the keyboard's own keys (shift, pages, modes, the globe, panels, fit,
    /// the switcher, the emoji page): what edits no text.
    private func performKeyboardKey(_ action: KeyboardAction) {
        switch action {
        case .shift, .capsLock, .command(.toggleCandidateGrid), .command(.candidateGridPage): _ = state.apply(action, isComposing: source.hasInput)
        case .returnKey: performEmojiPageAction(.endEmojiSearch)
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
        case .dictation: hostRequests.append(.dictation)
        case .command(.panel(let command)): performPanelCommand(command)
        case .command(.fit(let command)): changeFit(command)
        case .command(.openFormSwitcher), .command(.switchForm), .command(.closeFormSwitcher):
            // The switcher opens, closes, or switches to an entry's form.
            if case .command(let command) = action, let form = FormChoice.perform(command, choice: formChoice, overlay: &state.overlay) { show(form) }
        case .command(.emojiCategory), .emojiPage, .beginEmojiSearch, .endEmojiSearch: performEmojiPageAction(action)
        default: break  // A form's own command its form did not take, a column key's or the pad's touches (`TouchTargeting`).
        }
    }

    /// A physical key press (see `HardwareKey.effect(in:isComposing:compositionTakes:route:)` for what each key does).
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        let source = self.source
        switch key.effect(in: state, isComposing: source.hasInput, compositionTakes: { source.takes($0) }, route: router.editRoute) {
        case .perform(let action): perform(KeyPress(action))
        // Typed as the screen's key types it, already cased: shift is left alone.
        case .typeCharacter(let text): perform(KeyPress(.character(text), .physicalKey))
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

    /// Does what an input left to do (`KeyboardState.apply(_:)`), the emoji page's new layout too.
    func apply(_ outcome: RoutedInput.Outcome) {
        if state.apply(outcome) { showLayout() }
    }

    /// After an action: with no input left what showed its candidates closes (grid, menu, stroke
    /// row); the keys shown follow the stroke row and the emoji search (closed by a panel, say).
    func closeCandidateViewsWhenIdle() {
        if !source.hasInput, state.overlay.belongsToInput { state.overlay = .none }
        if !layouts.showsOverlays(of: state) { showLayout() }
    }

    /// Shows the letters of `mode` (what was composed committed as typed), where the field allows it.
    func setMode(_ mode: InputMode) {
        guard focus.chineseAllowed || mode == .english else { return }
        endComposition(commit: .raw)
        state.showLetters(mode)
        showLayout()
    }
}
