import Foundation
import Emoji
import ChineseEngine

/// What one keyboard types with: the engine (carrying the user's words and the learner the host
/// injected, `ChineseEngine.learner`) and, when the host made a user dictionary for this keyboard
/// alone, its folder. Holding it keeps that dictionary; releasing it runs the host's clean-up (a
/// playground session's temporary dictionary is removed with it). Hosts that go through the core
/// (the playground, the iOS extension) receive these and never open the engine or the dictionary.
public final class KeyboardEngine: Sendable {
    /// The engine, with its user lexicon and learner.
    public let engine: ChineseEngine
    /// The folder of this keyboard's own user dictionary, if it has one.
    public let userDictionaryDirectory: URL?
    /// Where this keyboard keeps what it remembers across sessions (the user dictionary's file,
    /// when the host gave one): clipboard, phrases, kept English words, choices, word lists, emoji
    /// recents and other languages' dictionaries, as one value.
    public let stores: KeyboardStores
    private let release: (@Sendable () -> Void)?
    private let owner: (any Sendable)?

    /// `engine` for a keyboard; `owner` is kept alive as long as this value (a user dictionary),
    /// and `release` runs when it goes. `stores` are where the keyboard keeps what it remembers
    /// (`KeyboardStores.none`: in memory for the session).
    public init(
        _ engine: ChineseEngine, userDictionaryDirectory: URL? = nil, stores: KeyboardStores = .none,
        owner: (any Sendable)? = nil, release: (@Sendable () -> Void)? = nil
    ) {
        self.engine = engine
        self.userDictionaryDirectory = userDictionaryDirectory
        self.stores = stores
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
    public static func shared(_ engine: ChineseEngine) -> KeyboardEngineSource {
        let shared = KeyboardEngine(engine)
        return KeyboardEngineSource { shared }
    }

    /// The engine for a new keyboard.
    public func makeEngine() -> KeyboardEngine { make() }
}
