import Foundation
import Emoji
import PinyinEngine

/// What one keyboard types with: the engine (carrying the user's words and the learner the host
/// injected, `PinyinEngine.learner`) and, when the host made a user dictionary for this keyboard
/// alone, its folder. Holding it keeps that dictionary; releasing it runs the host's clean-up (a
/// playground session's temporary dictionary is removed with it). Hosts that go through the core
/// (the playground, the iOS extension) receive these and never open the engine or the dictionary.
public final class KeyboardEngine: Sendable {
    /// The engine, with its user lexicon and learner.
    public let engine: PinyinEngine
    /// The folder of this keyboard's own user dictionary, if it has one.
    public let userDictionaryDirectory: URL?
    /// Where the clipboard panel keeps its items (the user dictionary's file), if the host gave a store.
    public let clipboardStore: (any ClipboardStore)?
    /// Where the saved phrases are kept (the user dictionary's file), if the host gave a store.
    public let phraseStore: (any PhraseStore)?
    /// Where the English words kept against corrections are stored (the user dictionary's file), if the host gave a store.
    public let englishWordStore: (any EnglishWordStore)?
    /// Where the choices made with no reading (笔画, 手写, 滑行, 联想, English words) are kept (the
    /// user dictionary's file), if the host gave a store.
    public let choiceStore: (any ChoiceStore)?
    /// Where word lists are imported and exported (the user dictionary), if the host gave a store.
    public let wordListStore: (any WordListStore)?
    /// Where the emoji recents are kept (the user dictionary's file, which syncs them), if the host gave a store.
    public let emojiRecentsStore: (any EmojiRecentsPersistence)?
    /// Opens this keyboard's user dictionary over another language's lexicon (粤拼's), if the host
    /// gave one: that language's learner and user words, kept apart from Mandarin's in the same file.
    public let otherLanguageDictionary: OtherLanguageDictionary?
    private let release: (@Sendable () -> Void)?
    private let owner: (any Sendable)?

    /// `engine` for a keyboard; `owner` is kept alive as long as this value (a user dictionary),
    /// and `release` runs when it goes. `clipboardStore` and `phraseStore` are the stores the
    /// keyboard's panels use, `englishWordStore` the English suggestions' kept words,
    /// `choiceStore` the memory's choices (nil: in memory), `wordListStore` the host's word-list
    /// import and export (nil: none), `emojiRecentsStore` the emoji page's recents (nil: the file
    /// the keyboard is given) and `otherLanguageDictionary` the user dictionary of other
    /// languages' keyboards (nil: they learn nothing).
    public init(
        _ engine: PinyinEngine, userDictionaryDirectory: URL? = nil, clipboardStore: (any ClipboardStore)? = nil,
        phraseStore: (any PhraseStore)? = nil, englishWordStore: (any EnglishWordStore)? = nil, choiceStore: (any ChoiceStore)? = nil,
        wordListStore: (any WordListStore)? = nil, emojiRecentsStore: (any EmojiRecentsPersistence)? = nil,
        otherLanguageDictionary: OtherLanguageDictionary? = nil, owner: (any Sendable)? = nil, release: (@Sendable () -> Void)? = nil
    ) {
        self.emojiRecentsStore = emojiRecentsStore
        self.otherLanguageDictionary = otherLanguageDictionary
        self.englishWordStore = englishWordStore
        self.choiceStore = choiceStore
        self.wordListStore = wordListStore
        self.engine = engine
        self.userDictionaryDirectory = userDictionaryDirectory
        self.clipboardStore = clipboardStore
        self.phraseStore = phraseStore
        self.owner = owner
        self.release = release
    }

    deinit { release?() }

    /// A user dictionary opened over another language's lexicon: the learner of that language's
    /// picks and the user words its engine decodes with (usually one `UserDictionary`), or nil
    /// when it cannot be opened (that language then learns nothing).
    public typealias OtherLanguageDictionary = @Sendable (Lexicon) -> (learner: any PinyinLearner, words: any UserLexiconSource)?
}

/// Where each new keyboard gets its `KeyboardEngine`: one engine shared by all, or one made
/// afresh per keyboard (the playground gives each session a user dictionary of its own).
public struct KeyboardEngineSource: Sendable {
    private let make: @Sendable () -> KeyboardEngine

    /// A source that calls `make` for each keyboard.
    public init(make: @escaping @Sendable () -> KeyboardEngine) { self.make = make }

    /// Every keyboard shares `engine` (and whatever user dictionary and learner it carries).
    public static func shared(_ engine: PinyinEngine) -> KeyboardEngineSource {
        let shared = KeyboardEngine(engine)
        return KeyboardEngineSource { shared }
    }

    /// The engine for a new keyboard.
    public func makeEngine() -> KeyboardEngine { make() }
}
