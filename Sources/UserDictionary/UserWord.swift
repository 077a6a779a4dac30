import Foundation

/// A word in the user dictionary: its text, its reading, how much the user wants it, where it
/// came from and when it was made and last used.
public struct UserWord: Hashable, Sendable, Codable {
    /// Where a user word came from.
    public enum Source: String, Hashable, Sendable, Codable, CaseIterable {
        /// Added by hand (`shurufa dict add`, a settings screen).
        case typed
        /// Made by the keyboard from picks (造词).
        case learned
        /// Read from an import file.
        case imported
        /// Read from an import file that carried no readings: the reading was guessed from the engine's lexicon.
        case guessed
        /// From a hot-word feed (热词).
        case hot
    }

    /// The word: Han characters only, checked (with the reading and weight) whenever a word enters the dictionary.
    public var text: String
    /// Syllable spellings, one per character (`xiao xue sheng`).
    public var syllables: [String]
    /// How strongly to prefer it (≥ 0; 1 for a word made once).
    public var weight: Double
    /// Where the word came from.
    public var source: Source
    /// When the word was first stored (the epoch when not known).
    public var created: Date
    /// When the word was last picked or stored (the epoch when not known).
    public var lastUsed: Date

    /// A word; nothing is checked until it enters the dictionary (`add`, an import, a hot feed).
    public init(text: String, syllables: [String], weight: Double = 1, source: Source = .typed,
                created: Date = Date(timeIntervalSince1970: 0), lastUsed: Date = Date(timeIntervalSince1970: 0)) {
        self.text = text
        self.syllables = syllables
        self.weight = weight
        self.source = source
        self.created = created
        self.lastUsed = lastUsed
    }

    /// The reading as stored: spellings joined by single spaces.
    public var pinyin: String { syllables.joined(separator: " ") }
}

/// A word as the learner sees it: a text and the syllables it was read by.
public struct LearnedWord: Hashable, Sendable {
    /// The text the user committed.
    public var text: String
    /// The syllable spellings the decoder read it by, one per character.
    public var syllables: [String]
    /// A word to learn.
    public init(text: String, syllables: [String]) {
        self.text = text
        self.syllables = syllables
    }
    var pinyin: String { syllables.joined(separator: " ") }
}
