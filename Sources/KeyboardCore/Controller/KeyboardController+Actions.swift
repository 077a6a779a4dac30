import KeyboardLayout
import PinyinEngine
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
        var typedSpace = false
        if !action.keepsPredictions { sources.predictions.clear() }
        if !(router.sendsToSource(action) && source.perform(action, overlay: &state.overlay, in: host)) {
            switch action {
            case .character(let text): typeCharacter(text, appliesShift: true, touchPoint: press.touchPoint)
            case .insertText(let text): insert(Commit(text))
            case .backspace: apply(input.deleteBackward(on: router.editRoute))
            case .deleteWordBackward: apply(input.deleteBackward(on: router.editRoute, word: true))
            case .shift, .capsLock, .command(.toggleCandidateGrid), .command(.candidateGridPage): _ = state.apply(action, isComposing: source.hasInput)
            case .space: typedSpace = space()
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
                if !source.survivesPageChange { host.end(source, .best) }
                if page == .emoji, state.keyboard.page != .emoji { emojiPage.open() }
                state.keyboard.page = page
                if state.overlay.belongsToInput { state.overlay = .none }
                showLayout()
            case .toggleLanguage: setMode(state.keyboard.mode == .chinese ? .english : .chinese)
            case .setMode(let mode): setMode(mode)
            // A digit no form took is typed as itself; a held candidate no form has a menu for is picked.
            case .nineKey(let digit, _): document.insertText(String(digit))
            case .command(.selectCandidate(let index)), .command(.openCandidateMenu(let index)): pickCandidate(index)
            case .moveCursor(let offset):
                // The caret cannot leave a composition; finish it first as the system keyboard does.
                endComposition(commit: .raw)
                document.adjustTextPosition(byGraphemeOffset: offset)
            case .cancelComposition: endComposition(commit: .discard)
            case .dictation: hostRequests.append(.dictation)
            case .insertEmoji(let emoji): insert(Commit(emoji, emoji: [emoji]))
            case .command(.panel(let command)): performPanelCommand(command)
            case .command(.fit(let command)): changeFit(command)
            case .command(.emojiCategory), .emojiPage, .beginEmojiSearch, .endEmojiSearch: performEmojiPageAction(action)
            case .separator, .stroke, .command(.selectColumnItem), .command(.deleteCandidate), .command(.closeCandidateMenu),
                 .command(.toggleStrokeFilter), .candidateColumn, .handwritingPad, .none:
                // A form's own command its form did not take; a column key's touches become its cells' own actions (`TouchTargeting`), the pad's ink.
                break
            }
        }
        closeCandidateViewsWhenIdle()
        lastActionWasSpace = typedSpace
        if configuration.keyClicks, let sound = action.clickSound { hostRequests.append(.playClick(sound)) }
        if action.changesText { updateAutoCapitalization() }
    }

    /// A physical key press (see `HardwareKey.effect` for what each key does).
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        let effect = HardwareKeyMap.effect(of: key, on: state.keyboard)
            ?? key.effect(isComposing: source.hasInput, highlightedCandidate: state.highlightedCandidate, route: router.editRoute)
        switch effect {
        case .perform(let action): perform(KeyPress(action))
        case .typeCharacter(let text):
            typeCharacter(text, appliesShift: false)
            lastActionWasSpace = false
            updateAutoCapitalization()
        case .moveHighlight(let delta): state.moveHighlight(by: delta, count: barTexts.count)
        case .nothing: break
        }
    }

    /// The input router for the keyboard's state now.
    var router: InputRouter { InputRouter(of: self) }

    /// Types a character key's text where the router sends it (see `RoutedInput.type`).
    func typeCharacter(_ text: String, appliesShift: Bool, touchPoint: KeyTouch? = nil) {
        let letter = text.count == 1 && (text.first.map { $0.isASCII && $0.isLetter } ?? false || text == "ü")
        // A physical key arrives already upper case; a soft key follows shift.
        let shifted = (appliesShift && state.shift.isUppercase) || (text != text.lowercased() && text != "ü")
        let typed = letter && shifted ? text.uppercased() : text
        let route = router.routeCharacter(isInput: source.takes(typed), uppercase: letter && shifted)
        apply(input.type(typed, isLetter: letter, on: route, mode: state.keyboard.mode, touchPoint: touchPoint))
        if letter, route != .emojiQuery, appliesShift, state.shift == .once { state.shift = .off }
    }

    /// The space bar: picks the highlighted candidate while composing, else types a space
    /// (". " after a word and a space in English). Returns whether a space was typed.
    func space() -> Bool {
        switch router.editRoute {
        case .emojiQuery:
            apply(input.type(" ", isLetter: false, on: .emojiQuery, mode: state.keyboard.mode, touchPoint: nil))
            return false
        case .composition:
            pickCandidate(state.highlightedCandidate)
            return false
        case .document:
            return editing.typeSpace(
                doubleSpacePeriod: state.keyboard.mode == .english && configuration.doubleSpacePeriod, previousWasSpace: lastActionWasSpace)
        }
    }

    /// The stage that carries typed text to the route's consumer.
    var input: RoutedInput { RoutedInput(source: source, host: host, emojiPage: emojiPage) }

    /// Does what an input left to do: the emoji page's new layout, the candidate state after a commit.
    func apply(_ outcome: RoutedInput.Outcome) {
        if outcome.contains(.emojiQueryChanged) { showLayout() }
        if outcome.contains(.compositionEnded) { state.resetCandidates() }
    }

    /// After an action: with no input left what showed its candidates closes (grid, menu, stroke
    /// row); the keys shown follow the stroke row.
    func closeCandidateViewsWhenIdle() {
        if !source.hasInput, state.overlay.belongsToInput { state.overlay = .none }
        if (state.strokeRow != nil) != (fittedLayout.layoutID == .strokeFilter) { showLayout() }
    }

    func setMode(_ mode: InputMode) {
        guard chineseAllowed || mode == .english else { return }
        endComposition(commit: .raw)
        state.keyboard = KeyboardSelection(page: .letters, mode: mode, chineseKeyboard: state.keyboard.chineseKeyboard)
        state.shift = .off
        showLayout()
    }

    /// Plain edits of the document (outside a composition).
    var editing: DocumentEditing { DocumentEditing(document: document) }

    /// Shift follows the field's auto-capitalisation in English (see `AutoCapitalization.shift`).
    func updateAutoCapitalization() {
        guard configuration.autoCapitalization else { return }
        state.shift = AutoCapitalization.shift(
            state.shift, mode: state.keyboard.mode, page: state.keyboard.page, field: field, traits: document.textInputTraits,
            before: document.documentContextBeforeInput)
    }
}
