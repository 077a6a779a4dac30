import KeyboardLayout

/// Where what a key types goes: the stage between the touch interpreter's `KeyPress` and the
/// input forms. One value, not flags: each case is one consumer of typed text or edits.
public enum InputRoute: Hashable, Sendable {
    /// The active input form's composition (`CandidateSource`: pinyin letters and 9-key digits,
    /// strokes, 注音 symbols, the 手写 pad's character): its input grows, delete removes its last
    /// unit, space and return commit.
    case composition
    /// The emoji page's search field: letters, spaces and backspace edit its query (`EmojiPage`).
    case emojiQuery
    /// The document itself: text is inserted and deleted as typed (`DocumentEditing`).
    case document
}

/// Decides the `InputRoute` from the few facts of the keyboard's state that matter, as a pure
/// value (tested on its own): the page and mode shown, the `Overlay` open (the emoji search field
/// among them) and whether the active input form has input (a composition, strokes, a character
/// written). It also says which actions the active form takes first (`sendsToSource(_:)`). The
/// keyboard makes one per keystroke for its state now (its memberwise initializer).
public struct InputRouter: Hashable, Sendable {
    /// The page shown.
    public var page: KeyboardPage
    /// Chinese or English letters.
    public var mode: InputMode
    /// Whether the active input form has input (a composition, strokes, a character written).
    public var isComposing: Bool
    /// What covers the keys or the bar (the emoji search takes typing only while its page is shown).
    public var overlay: Overlay = .none
    /// Whether the active form takes its input from the numbers and symbols pages too (v模式's
    /// digits, point, operators and parentheses after its `v`).
    public var inputOffLetters = false

    /// Whether the active input form takes `action` first (`CandidateSource.perform`): every action
    /// while an overlay it owns is open (the candidate menu closes on any other; the stroke row
    /// takes its keys), and the forms' own commands — a 9-key digit in Chinese, the separator, a
    /// stroke key, the column's choices, the candidate menu and the 笔 control; in English, the
    /// space bar, backspace and every other key that ends a word (punctuation, return, 中/英, the
    /// next keyboard, dismissing: the word is learned as at the space bar; only switching away leaves
    /// a slip as typed) — a tap on the bar is a pick like any form's.
    public func sendsToSource(_ action: KeyboardAction) -> Bool {
        switch overlay {
        case .candidateMenu, .strokeRow: return true
        case .none, .candidateGrid, .panel, .emojiSearch, .formSwitcher: break
        }
        switch action {
        // English: the space bar's correction, a backspace taking back the last edit.
        case .space, .backspace, .returnKey, .toggleLanguage, .setMode, .nextKeyboard, .dismissKeyboard: return mode == .english && page != .emoji
        case .character(let text): return mode == .english && page != .emoji && !searchesEmoji && EnglishWordInProgress.ends(with: text)
        case .nineKey: return digitRoute == .composition
        case .stroke: return mode == .chinese && page == .letters
        case .separator, .command(.selectColumnItem), .command(.openCandidateMenu), .command(.deleteCandidate), .command(.closeCandidateMenu),
             .command(.toggleStrokeFilter):
            return true
        default: return false
        }
    }

    /// Where a character key's text goes: the emoji query while it is open; the composition in
    /// Chinese on the letters page when it is the active form's input (`isInput`: a pinyin letter,
    /// a stroke, a 注音 symbol), except an upper-case letter that would start one (it types
    /// itself, as on the iOS pinyin keyboard); on the other pages too (not emoji) while the form
    /// takes input from them (`inputOffLetters`: v模式's digits and operators); an English letter on
    /// the letters page (the English form inserts it); else the document.
    public func routeCharacter(isInput: Bool, uppercase: Bool = false) -> InputRoute {
        if searchesEmoji { return .emojiQuery }
        let pageTakesInput = page == .letters || (inputOffLetters && page != .emoji)
        if isInput, mode == .chinese, pageTakesInput, !(uppercase && !isComposing) { return .composition }
        // English letters go through their form (which inserts them and keeps where they were touched).
        if isInput, mode == .english, page == .letters { return .composition }
        return .document
    }

    /// Where a 9-key digit goes: the composition in Chinese, else the document.
    public var digitRoute: InputRoute { mode == .chinese ? .composition : .document }

    /// Where an edit (backspace, space, return, a word deleted) goes: the emoji query while it is
    /// open, the composition while there is one, else the document.
    public var editRoute: InputRoute {
        if searchesEmoji { return .emojiQuery }
        return isComposing ? .composition : .document
    }

    /// Whether the emoji page is shown with its search field open (`Overlay.emojiSearch`).
    private var searchesEmoji: Bool {
        guard page == .emoji, case .emojiSearch = overlay else { return false }
        return true
    }
}
