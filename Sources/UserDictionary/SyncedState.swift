import Foundation

/// The merged state in the dictionary's terms: what its tables should hold.
public struct SyncedState: Hashable, Sendable {
    /// A count at or under this is no learning (a delta and its undoing cancel to rounding).
    public static let smallestCount = 1e-9

    /// A saved phrase with its id across devices and its place.
    public struct Phrase: Hashable, Sendable {
        /// The id across devices.
        public var id: String
        /// Its text, code and group.
        public var value: SyncPhraseValue
        /// Its place (listed by place, then id).
        public var position: Double
        /// A phrase.
        public init(id: String, value: SyncPhraseValue, position: Double) { (self.id, self.value, self.position) = (id, value, position) }
    }

    /// The user words.
    public var words: [SyncWordKey: SyncWordValue] = [:]
    /// The words removed.
    public var deleted: Set<SyncWordKey> = []
    /// Learned words' counts now.
    public var learned: [SyncWordKey: Double] = [:]
    /// Learned pairs' counts now.
    public var pairs: [SyncPairKey: Double] = [:]
    /// The saved phrases in order.
    public var phrases: [Phrase] = []
    /// The synced settings set.
    public var settings: [String: String] = [:]
    /// The remembered picks, each when it was made.
    public var choices: [SyncChoiceKey: Double] = [:]
    /// The English words kept against correction, each when it was kept.
    public var keptEnglishWords: [String: Double] = [:]
    /// The emoji recents, by emoji.
    public var emojiRecents: [String: SyncedContents.EmojiUse] = [:]

    /// Nothing.
    public init() {}
}
