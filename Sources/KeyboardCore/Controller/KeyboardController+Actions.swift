import KeyboardLayout
import TextInputModel

extension KeyboardController {
    /// Applies an action: the one place where keys, physical keys and the host change the
    /// keyboard and the document.
    public func handle(_ action: KeyboardAction) {
        syncDocumentIdentity()
        perform(action)
    }

    func perform(_ action: KeyboardAction) {
        var typedSpace = false
        if !action.keepsPredictions { composer.clearPredictions() }
        switch action {
        case .openCandidateMenu, .deleteCandidate, .closeCandidateMenu:
            performCandidateMenuAction(action)
            return
        default:
            // Anything else closes an open candidate menu.
            state.candidateMenu = nil
        }
        switch action {
        case .character(let text):
            typeCharacter(text, appliesShift: true)
        case .insertText(let text):
            endComposition(commit: .best)
            document.insertText(text)
        case .backspace:
            deleteBackward()
        case .deleteWordBackward:
            deleteWordBackward()
        case .shift:
            state.shift = state.shift == .off ? .once : .off
        case .capsLock:
            state.shift = state.shift == .locked ? .off : .locked
        case .space:
            typedSpace = space()
        case .returnKey:
            if isSearchingEmoji {
                performEmojiPageAction(.endEmojiSearch)
            } else if composer.isComposing {
                endComposition(commit: .raw)
            } else if isReturnKeyEnabled {
                document.insertText("\n")
            }
        case .nextKeyboard:
            endComposition(commit: .raw)
            hostRequests.append(.nextKeyboard)
        case .page(let page):
            if page == .emoji, state.page != .emoji { emojiPage.open() }
            state.page = page
            state.isCandidateGridExpanded = false
            showLayout()
        case .toggleLanguage:
            setMode(state.mode == .chinese ? .english : .chinese)
        case .setMode(let mode):
            setMode(mode)
        case .nineKey(let digit, _):
            if state.mode == .chinese {
                composer.typeDigit(digit, after: document.documentContextBeforeInput)
                syncMarkedText()
            } else {
                document.insertText(String(digit))
            }
        case .separator:
            if composer.isComposing {
                composer.type("'")
                syncMarkedText()
            }
        case .selectCandidate(let index):
            pickCandidate(index)
        case .openCandidateMenu, .deleteCandidate, .closeCandidateMenu:
            break
        case .selectColumnItem(let index):
            if composer.isComposing {
                composer.selectNineKeyChoice(at: index)
                syncMarkedText()
            }
        case .toggleCandidateGrid:
            state.isCandidateGridExpanded = composer.isComposing && !state.isCandidateGridExpanded
            state.candidateGridPage = 0
        case .candidateGridPage(let delta):
            state.candidateGridPage = max(0, state.candidateGridPage + delta)
        case .moveCursor(let offset):
            // The caret cannot leave a composition; finish it first as the system keyboard does.
            endComposition(commit: .raw)
            document.adjustTextPosition(byGraphemeOffset: offset)
        case .cancelComposition:
            endComposition(commit: .discard)
        case .dismissKeyboard:
            endComposition(commit: .raw)
            hostRequests.append(.dismissKeyboard)
        case .dictation:
            hostRequests.append(.dictation)
        case .insertEmoji(let emoji):
            insertEmoji(emoji)
        case .emojiCategory, .emojiPage, .beginEmojiSearch, .endEmojiSearch:
            performEmojiPageAction(action)
        case .none:
            break
        }
        if !composer.isComposing { state.isCandidateGridExpanded = false }
        lastActionWasSpace = typedSpace
        if configuration.keyClicks, let sound = action.clickSound { hostRequests.append(.playClick(sound)) }
        if action.changesText { updateAutoCapitalization() }
    }

    /// Types a character key's text: letters compose in Chinese; punctuation is converted.
    func typeCharacter(_ text: String, appliesShift: Bool) {
        if isSearchingEmoji {
            if emojiPage.type(text) { showLayout() }
            return
        }
        let letter = text.count == 1 && (text.first.map { $0.isASCII && $0.isLetter } ?? false || text == "ü")
        // A physical key arrives already upper case; a soft key follows shift.
        let shifted = (appliesShift && state.shift.isUppercase) || (text != text.lowercased() && text != "ü")
        if letter {
            let cased = shifted ? text.uppercased() : text
            if state.mode == .chinese, state.page == .letters, !(shifted && !composer.isComposing) {
                composer.type(cased == "ü" ? "v" : cased, touch: pendingKeyTouch, after: document.documentContextBeforeInput)
                syncMarkedText()
            } else {
                endComposition(commit: .best)
                document.insertText(cased)
            }
            if appliesShift, state.shift == .once { state.shift = .off }
            return
        }
        endComposition(commit: .best)
        editing.typePunctuation(text, mode: state.mode)
    }

    /// The space bar: picks the highlighted candidate while composing, else types a space
    /// (". " after a word and a space in English). Returns whether a space was typed.
    func space() -> Bool {
        if isSearchingEmoji {
            if emojiPage.type(" ") { showLayout() }
            return false
        }
        if composer.isComposing {
            pickCandidate(state.highlightedCandidate)
            return false
        }
        return editing.typeSpace(doubleSpacePeriod: state.mode == .english && configuration.doubleSpacePeriod,
                                 previousWasSpace: lastActionWasSpace)
    }

    func deleteBackward() {
        if isSearchingEmoji {
            if emojiPage.deleteBackward() { showLayout() }
        } else if composer.isComposing {
            composer.deleteBackward()
            syncMarkedText()
        } else {
            document.deleteBackward()
        }
    }

    /// Deletes back to the previous word start (a word and the spaces after it; one Han character).
    func deleteWordBackward() {
        if composer.isComposing || isSearchingEmoji {
            deleteBackward()
            return
        }
        editing.deleteWordBackward()
    }

    func setMode(_ mode: InputMode) {
        guard chineseAllowed || mode == .english else { return }
        endComposition(commit: .raw)
        state.mode = mode
        state.page = .letters
        state.shift = .off
        showLayout()
    }

    /// Plain edits of the document (outside a composition).
    var editing: DocumentEditing { DocumentEditing(document: document) }

    /// Shift follows the field's auto-capitalisation in English (see `AutoCapitalization.shift`).
    func updateAutoCapitalization() {
        guard configuration.autoCapitalization else { return }
        state.shift = AutoCapitalization.shift(
            state.shift, mode: state.mode, page: state.page, field: field, traits: document.textInputTraits,
            before: document.documentContextBeforeInput)
    }

}
