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
                composer.typeDigit(digit)
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
        if configuration.keyClicks, let sound = Self.clickSound(for: action) { hostRequests.append(.playClick(sound)) }
        if Self.changesText(action) { updateAutoCapitalization() }
    }

    /// Types a character key's text: letters compose in Chinese; punctuation is converted.
    func typeCharacter(_ text: String, appliesShift: Bool) {
        if isSearchingEmoji {
            typeIntoEmojiQuery(text)
            return
        }
        let letter = text.count == 1 && (text.first.map { $0.isASCII && $0.isLetter } ?? false || text == "ü")
        // A physical key arrives already upper case; a soft key follows shift.
        let shifted = (appliesShift && state.shift.isUppercase) || (text != text.lowercased() && text != "ü")
        if letter {
            let cased = shifted ? text.uppercased() : text
            if state.mode == .chinese, state.page == .letters, !(shifted && !composer.isComposing) {
                composer.type(cased == "ü" ? "v" : cased)
                syncMarkedText()
            } else {
                endComposition(commit: .best)
                document.insertText(cased)
            }
            if appliesShift, state.shift == .once { state.shift = .off }
            return
        }
        endComposition(commit: .best)
        let before = document.documentContextBeforeInput
        if state.mode == .chinese {
            document.insertText(ChinesePunctuation.convert(text, before: before))
            return
        }
        let traits = document.textInputTraits
        if EnglishTextRules.allowsSmartDashes(traits), let edit = EnglishTextRules.smartDash(text, before: before) {
            apply(edit)
        } else if EnglishTextRules.allowsSmartQuotes(traits), let quote = EnglishTextRules.smartQuote(text, before: before) {
            document.insertText(quote)
        } else {
            document.insertText(text)
        }
    }

    /// The space bar: picks the highlighted candidate while composing, else types a space
    /// (". " after a word and a space in English). Returns whether a space was typed.
    func space() -> Bool {
        if isSearchingEmoji {
            typeIntoEmojiQuery(" ")
            return false
        }
        if composer.isComposing {
            pickCandidate(state.highlightedCandidate)
            return false
        }
        if state.mode == .english, configuration.doubleSpacePeriod,
           EnglishTextRules.allowsDoubleSpacePeriod(document.textInputTraits),
           let edit = EnglishTextRules.doubleSpacePeriod(before: document.documentContextBeforeInput, previousWasSpace: lastActionWasSpace) {
            apply(edit)
            return false
        }
        document.insertText(" ")
        return true
    }

    func deleteBackward() {
        if isSearchingEmoji {
            deleteFromEmojiQuery()
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
        if document.selectedText != nil {
            document.deleteBackward()
            return
        }
        guard let before = document.documentContextBeforeInput, !before.isEmpty else {
            document.deleteBackward()
            return
        }
        let tokenizer = TextTokenizer(before)
        let end = TextPosition(tokenizer.characters.count)
        let start = tokenizer.position(from: end, toBoundary: .word, inDirection: .backward)?.offset ?? 0
        for _ in 0..<max(1, end.offset - start) { document.deleteBackward() }
    }

    func setMode(_ mode: InputMode) {
        guard chineseAllowed || mode == .english else { return }
        endComposition(commit: .raw)
        state.mode = mode
        state.page = .letters
        state.shift = .off
        showLayout()
    }

    /// Replaces characters before the caret.
    func apply(_ edit: EnglishTextRules.Edit) {
        for _ in 0..<edit.deleteCount { document.deleteBackward() }
        document.insertText(edit.insert)
    }

    /// Shift follows the field's auto-capitalisation in English (never while caps are locked).
    func updateAutoCapitalization() {
        // Password fields are never capitalised for the user (as on iOS), whatever they ask.
        guard configuration.autoCapitalization, state.shift != .locked, state.mode == .english, state.page == .letters,
              field != .secure else {
            return
        }
        let capitalize = AutoCapitalization.shouldCapitalize(
            document.textInputTraits.autocapitalizationType, before: document.documentContextBeforeInput)
        state.shift = capitalize ? .once : .off
    }

    static func changesText(_ action: KeyboardAction) -> Bool {
        switch action {
        case .character, .insertText, .backspace, .deleteWordBackward, .space, .returnKey, .selectCandidate, .moveCursor,
             .toggleLanguage, .setMode, .page, .insertEmoji:
            true
        default:
            false
        }
    }

    static func clickSound(for action: KeyboardAction) -> KeyClickSound? {
        switch action {
        case .character, .insertText, .nineKey, .separator, .selectCandidate, .selectColumnItem, .insertEmoji: .character
        case .backspace, .deleteWordBackward: .delete
        case .space, .returnKey, .shift, .capsLock, .page, .toggleLanguage, .setMode, .emojiCategory, .emojiPage, .beginEmojiSearch,
             .endEmojiSearch: .modifier
        default: nil
        }
    }
}
