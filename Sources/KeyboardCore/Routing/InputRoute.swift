import KeyboardLayout

/// Where what a key types goes: the stage between the touch interpreter's `KeyPress` and the
/// composer. One value, not flags: each case is one consumer of typed text, and a new input
/// surface (a handwriting pad) is a new case beside these.
public enum InputRoute: Hashable, Sendable {
    /// The Chinese composition: letters and 9-key digits grow the pinyin, and the composer
    /// decodes it (`ChineseComposer`).
    case composition
    /// The emoji page's search field: letters, spaces and backspace edit its query (`EmojiPage`).
    case emojiQuery
    /// The document itself: text is inserted and deleted as typed (`DocumentEditing`).
    case document
}

/// Decides the `InputRoute` from the few facts of the keyboard's state that matter, as a pure
/// value (tested on its own): the page and mode shown, whether the emoji search field is open,
/// and whether a composition is in progress.
public struct InputRouter: Hashable, Sendable {
    /// The page shown.
    public var page: KeyboardPage
    /// Chinese or English letters.
    public var mode: InputMode
    /// Whether the emoji page's search field is open (it takes typing only while that page is shown).
    public var isEmojiSearchOpen: Bool
    /// Whether a Chinese composition is in progress.
    public var isComposing: Bool

    /// A router for the keyboard's state now.
    public init(page: KeyboardPage, mode: InputMode, isEmojiSearchOpen: Bool, isComposing: Bool) {
        self.page = page
        self.mode = mode
        self.isEmojiSearchOpen = isEmojiSearchOpen
        self.isComposing = isComposing
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

    /// Where an edit (backspace, space, a word deleted) goes: the emoji query while it is open,
    /// the composition while there is one, else the document.
    public var editRoute: InputRoute {
        if searchesEmoji { return .emojiQuery }
        return isComposing ? .composition : .document
    }

    /// Whether the emoji page is shown with its search field open.
    private var searchesEmoji: Bool { page == .emoji && isEmojiSearchOpen }
}
