import KeyboardLayout

/// Where what a key types goes: the stage between the touch interpreter's `KeyPress` and the
/// composer. One value, not flags: each case is one consumer of typed text or edits.
public enum InputRoute: Hashable, Sendable {
    /// The Chinese composition: letters and 9-key digits grow the pinyin, and the composer
    /// decodes it (`ChineseComposer`).
    case composition
    /// The emoji page's search field: letters, spaces and backspace edit its query (`EmojiPage`).
    case emojiQuery
    /// The 手写 pad while a character is written on it: delete removes the last stroke, space and
    /// return commit a candidate (`HandwritingPad`).
    case handwriting
    /// The document itself: text is inserted and deleted as typed (`DocumentEditing`).
    case document
}

/// Decides the `InputRoute` from the few facts of the keyboard's state that matter, as a pure
/// value (tested on its own): the page and mode shown, whether the emoji search field is open,
/// whether a composition is in progress and whether a character is being written on the pad.
public struct InputRouter: Hashable, Sendable {
    /// The page shown.
    public var page: KeyboardPage
    /// Chinese or English letters.
    public var mode: InputMode
    /// Whether the emoji page's search field is open (it takes typing only while that page is shown).
    public var isEmojiSearchOpen: Bool
    /// Whether a Chinese composition is in progress.
    public var isComposing: Bool
    /// Whether a character is being written on the handwriting pad.
    public var isWriting: Bool

    /// A router for the keyboard's state now.
    public init(page: KeyboardPage, mode: InputMode, isEmojiSearchOpen: Bool, isComposing: Bool, isWriting: Bool = false) {
        self.page = page
        self.mode = mode
        self.isEmojiSearchOpen = isEmojiSearchOpen
        self.isComposing = isComposing
        self.isWriting = isWriting
    }

    /// Where a typed letter goes: the emoji query while it is open; the composition in Chinese on
    /// the letters page, except an upper-case letter that would start one (it types itself, as
    /// on the iOS pinyin keyboard); else the document.
    public func routeLetter(uppercase: Bool) -> InputRoute {
        if searchesEmoji { return .emojiQuery }
        if mode == .chinese, page == .letters, !(uppercase && !isComposing) { return .composition }
        return .document
    }

    /// Where a 9-key digit goes: the composition in Chinese, else the document.
    public var digitRoute: InputRoute { mode == .chinese ? .composition : .document }

    /// Where an edit (backspace, space, return, a word deleted) goes: the emoji query while it is
    /// open, the pad while a character is written on it, the composition while there is one, else the document.
    public var editRoute: InputRoute {
        if searchesEmoji { return .emojiQuery }
        if isWriting { return .handwriting }
        return isComposing ? .composition : .document
    }

    /// Whether the emoji page is shown with its search field open.
    private var searchesEmoji: Bool { page == .emoji && isEmojiSearchOpen }
}
