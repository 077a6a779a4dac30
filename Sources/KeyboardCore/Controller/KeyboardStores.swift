import Emoji

/// Every store a keyboard keeps across sessions, as one value: the clipboard panel's items, the
/// saved phrases, the English words kept against corrections, the memory's choices, word-list
/// import and export, the emoji recents, and the same dictionary opened over another language's
/// lexicon. A host that keeps them in the user dictionary builds this once
/// (`KeyboardUserDictionary`); a nil store means that part lives in memory for the session only
/// (or, for word lists and other languages, that the host offers none).
public struct KeyboardStores: Sendable {
    /// Where the clipboard panel keeps its items.
    public var clipboard: (any ClipboardStore)?
    /// Where the saved phrases (常用语) are kept.
    public var phrases: (any PhraseStore)?
    /// Where the English words kept against corrections are stored.
    public var englishWords: (any EnglishWordStore)?
    /// Where the choices made with no reading (笔画, 手写, 滑行, 联想, English words) are kept.
    public var choices: (any ChoiceStore)?
    /// Where word lists are imported and exported.
    public var wordLists: (any WordListStore)?
    /// Where the emoji recents are kept.
    public var emojiRecents: (any EmojiRecentsPersistence)?
    /// Opens the user dictionary over another language's lexicon (粤拼's): that language's learner
    /// and user words, kept apart from Mandarin's in the same file.
    public var otherLanguages: KeyboardEngine.OtherLanguageDictionary?

    /// No stores: everything in memory for the session, no word lists, other languages learn nothing.
    public static let none = KeyboardStores()

    /// The stores given; each one left out is nil (see the properties).
    public init(
        clipboard: (any ClipboardStore)? = nil, phrases: (any PhraseStore)? = nil, englishWords: (any EnglishWordStore)? = nil,
        choices: (any ChoiceStore)? = nil, wordLists: (any WordListStore)? = nil,
        emojiRecents: (any EmojiRecentsPersistence)? = nil, otherLanguages: KeyboardEngine.OtherLanguageDictionary? = nil
    ) {
        self.clipboard = clipboard
        self.phrases = phrases
        self.englishWords = englishWords
        self.choices = choices
        self.wordLists = wordLists
        self.emojiRecents = emojiRecents
        self.otherLanguages = otherLanguages
    }
}
