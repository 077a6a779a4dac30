import Foundation

/// A word's key: its text and reading (`ni hao`).
public struct SyncWordKey: Codable, Hashable, Comparable, Sendable {
    /// The text.
    public var text: String
    /// The syllables joined by spaces.
    public var pinyin: String
    /// A key.
    public init(text: String, pinyin: String) { (self.text, self.pinyin) = (text, pinyin) }
    /// By text, then reading.
    public static func < (a: SyncWordKey, b: SyncWordKey) -> Bool { (a.text, a.pinyin) < (b.text, b.pinyin) }
}

/// A learned pair's key: the word before and the word.
public struct SyncPairKey: Codable, Hashable, Comparable, Sendable {
    /// The word before.
    public var previous: SyncWordKey
    /// The word.
    public var next: SyncWordKey
    /// A key.
    public init(previous: SyncWordKey, next: SyncWordKey) { (self.previous, self.next) = (previous, next) }
    /// By the word before, then the word.
    public static func < (a: SyncPairKey, b: SyncPairKey) -> Bool { (a.previous, a.next) < (b.previous, b.next) }
}

/// A user word's value (its row of `userWord`).
public struct SyncWordValue: Codable, Hashable, Sendable {
    /// How much the user wants it.
    public var weight: Double
    /// Where it came from (`UserWord.Source`'s raw value).
    public var source: String
    /// When it was made (seconds since 1970).
    public var created: Double
    /// When it was last used (seconds since 1970).
    public var lastUsed: Double
    /// A value.
    public init(weight: Double, source: String, created: Double, lastUsed: Double) { (self.weight, self.source, self.created, self.lastUsed) = (weight, source, created, lastUsed) }
}

/// A saved phrase's value.
public struct SyncPhraseValue: Codable, Hashable, Sendable {
    /// The text inserted.
    public var text: String
    /// Its short code.
    public var code: String
    /// Its group.
    public var group: String
    /// A value.
    public init(text: String, code: String, group: String) { (self.text, self.code, self.group) = (text, code, group) }
}

/// What one change does.
public enum SyncChange: Codable, Hashable, Sendable {
    /// A user word set (nil: removed — a tombstone that also clears what was learned of it before).
    case word(SyncWordKey, SyncWordValue?)
    /// A device's learning of a word: `delta` picks (negative when it forgot some) at `at` (seconds
    /// since 1970, where its fading starts). Deltas of all devices add up.
    case learned(SyncWordKey, delta: Double, at: Double)
    /// A device's learning of a pair, as `learned`.
    case pair(SyncPairKey, delta: Double, at: Double)
    /// A saved phrase set, by its id across devices (nil: removed).
    case phrase(id: String, SyncPhraseValue?)
    /// A saved phrase's place in the list (phrases are listed by place, then id).
    case phrasePosition(id: String, position: Double)
    /// A synced setting (nil: back to its default).
    case setting(key: String, value: String?)
    /// A pick the candidate bar remembers, at `chosen` (seconds since 1970; nil: forgotten).
    case choice(SyncChoiceKey, chosen: Double?)
    /// An English word kept against correction (lower case), at `kept` (seconds since 1970).
    case keptEnglishWord(String, kept: Double)
    /// An emoji used (its default form), at `used` (seconds since 1970), with its skin tones
    /// (`SkinTone` raw values, empty for the default form).
    case emojiRecent(String, used: Double, tones: [String])
}

/// A remembered pick's key (`chosenText`): the list it was made in (`chinese`, `english`, …),
/// what came before, and the text picked.
public struct SyncChoiceKey: Codable, Hashable, Comparable, Sendable {
    /// The list (`ChoiceMemory`'s kind).
    public var kind: String
    /// The text before the pick.
    public var context: String
    /// The text picked.
    public var text: String
    /// A key.
    public init(kind: String, context: String, text: String) { (self.kind, self.context, self.text) = (kind, context, text) }
    /// By kind, context, then text.
    public static func < (a: SyncChoiceKey, b: SyncChoiceKey) -> Bool { (a.kind, a.context, a.text) < (b.kind, b.context, b.text) }
}
