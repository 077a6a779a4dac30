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

    /// Applies a key press (see `handle(_:)`); what it types goes where `router` routes it.
    func perform(_ press: KeyPress) {
        let action = press.action
        if performStrokeRow(action) { return }
        var typedSpace = false
        if !action.keepsPredictions { sources.predictions.clear() }
        switch action {
        case .command(.openCandidateMenu), .command(.deleteCandidate), .command(.closeCandidateMenu):
            performCandidateMenuAction(action)
            return
        default:
            // Anything else closes an open candidate menu.
            state.candidateMenu = nil
        }
        switch action {
        case .character(let text): typeCharacter(text, appliesShift: true, touchPoint: press.touchPoint)
        case .insertText(let text):
            endComposition(commit: .best)
            document.insertText(text)
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
            if !source.survivesPageChange { source.end(.best, in: host) }
            if page == .emoji, state.keyboard.page != .emoji { emojiPage.open() }
            state.keyboard.page = page
            state.isCandidateGridExpanded = false
            showLayout()
        case .toggleLanguage: setMode(state.keyboard.mode == .chinese ? .english : .chinese)
        case .setMode(let mode): setMode(mode)
        case .nineKey(let digit, _): input.typeDigit(digit, into: composer, on: router.digitRoute)
        case .separator: composer.whileComposing(in: document) { _ = $0.type("'") }
        case .command(.selectCandidate(let index)): pickCandidate(index)
        case .command(.selectColumnItem(let index)): composer.whileComposing(in: document) { _ = $0.selectNineKeyChoice(at: index) }
        case .moveCursor(let offset):
            // The caret cannot leave a composition; finish it first as the system keyboard does.
            endComposition(commit: .raw)
            document.adjustTextPosition(byGraphemeOffset: offset)
        case .cancelComposition: endComposition(commit: .discard)
        case .dictation: hostRequests.append(.dictation)
        case .insertEmoji(let emoji): insertEmoji(emoji)
        case .command(.panel(let command)): performPanelCommand(command)
        case .command(.emojiCategory), .emojiPage, .beginEmojiSearch, .endEmojiSearch: performEmojiPageAction(action)
        case .command(.openCandidateMenu), .command(.deleteCandidate), .command(.closeCandidateMenu), .command(.toggleStrokeFilter),
             .candidateColumn, .handwritingPad, .none:
            // Menu and stroke-row actions returned above; a column key's touches become its cells' own actions (`TouchTargeting`), the pad's ink.
            break
        }
        closeCandidateViewsWhenIdle()
        lastActionWasSpace = typedSpace
        if configuration.keyClicks, let sound = action.clickSound { hostRequests.append(.playClick(sound)) }
        if action.changesText { updateAutoCapitalization() }
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

    /// Ends the active form's input, if any (see `CandidateSource.end(_:in:)`); the candidate grid closes.
    func endComposition(commit end: CompositionEnd) {
        source.end(end, in: host)
        state.resetCandidates()
    }

    /// Picks candidate `index` of the active form, or a 联想 prediction when it has no input.
    func pickCandidate(_ index: Int) {
        guard source.hasInput else {
            if let text = sources.predictions.select(at: index) { document.insertText(text) }
            return
        }
        switch source.pick(index, in: host) {
        case .committed(let emoji):
            if let emoji { emojiPage.record(emoji) }
            state.isCandidateGridExpanded = false
        case .continued: break
        case .nothing: return
        }
        state.highlightedCandidate = 0
        state.candidateGridPage = 0
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
