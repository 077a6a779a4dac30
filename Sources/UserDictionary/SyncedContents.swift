import Foundation
import GRDB

/// What the dictionary's synced tables hold, read in one transaction: the words, the removed
/// words, learning (rows as stored: a count and when it was last updated), the saved phrases in
/// order with their row ids, the synced settings, the remembered picks, the kept English words
/// and the emoji recents. The clipboard and hot words are not read: they never sync. (Its
/// encoding is that of the base a sync of an earlier version stored: the newer parts are optional.)
public struct SyncedContents: Codable, Hashable, Sendable {
    /// A learned row as stored: a count at `updated` (seconds since 1970), fading after.
    public struct Count: Codable, Hashable, Sendable {
        /// The count at `updated`.
        public var count: Double
        /// When it was written.
        public var updated: Double
        /// A count at `updated`.
        public init(count: Double, updated: Double) { (self.count, self.updated) = (count, updated) }
        /// The count faded to `time`.
        public func faded(to time: Double, halfLifeDays: Double) -> Double {
            count * pow(0.5, max(0, time - updated) / 86_400 / max(halfLifeDays, 0.001))
        }
    }

    /// A saved phrase row.
    public struct Phrase: Codable, Hashable, Sendable {
        /// The row id.
        public var rowID: Int64
        /// Its text, code and group.
        public var value: SyncPhraseValue
        /// Its id across devices, when the dictionary gave it one (a built-in phrase's, one a sync brought).
        public var syncID: String?
        /// Its place across devices, once a sync gave it one.
        public var place: Double?
    }

    /// An emoji recent as stored: when it was last used and its skin tones.
    public struct EmojiUse: Codable, Hashable, Sendable {
        /// When it was last used (seconds since 1970).
        public var used: Double
        /// Its skin tones (`SkinTone` raw values; empty: the default form).
        public var tones: [String]
        /// A use.
        public init(used: Double, tones: [String]) { (self.used, self.tones) = (used, tones) }
    }

    /// The user words.
    public var words: [SyncWordKey: SyncWordValue] = [:]
    /// The words removed.
    public var deleted: Set<SyncWordKey> = []
    /// Learned words.
    public var learned: [SyncWordKey: Count] = [:]
    /// Learned pairs.
    public var pairs: [SyncPairKey: Count] = [:]
    /// The saved phrases in the user's order.
    public var phrases: [Phrase] = []
    /// The synced settings (the keyboard's `KeyboardConfiguration.syncedKeys`), by key.
    public var settings: [String: String] = [:]
    /// The remembered picks, each when it was made.
    public var choices: [SyncChoiceKey: Double]?
    /// The English words kept against correction, each when it was kept.
    public var keptEnglishWords: [String: Double]?
    /// The emoji recents, by emoji.
    public var emojiRecents: [String: EmojiUse]?

    /// An empty state (before the first sync).
    public init() {}

    /// Reads the tables.
    init(_ db: Database) throws {
        for row in try Row.fetchAll(db, sql: "SELECT text, pinyin, weight, source, created, lastUsed FROM userWord") {
            words[SyncWordKey(text: row["text"], pinyin: row["pinyin"])] =
                SyncWordValue(weight: row["weight"], source: row["source"], created: row["created"], lastUsed: row["lastUsed"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT text, pinyin FROM deletedWord") {
            deleted.insert(SyncWordKey(text: row["text"], pinyin: row["pinyin"]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT text, pinyin, count, updated FROM learnedWord") {
            learned[SyncWordKey(text: row["text"], pinyin: row["pinyin"])] = Count(count: row["count"], updated: row["updated"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT previousText, previousPinyin, text, pinyin, count, updated FROM learnedPair") {
            let key = SyncPairKey(previous: SyncWordKey(text: row["previousText"], pinyin: row["previousPinyin"]),
                                  next: SyncWordKey(text: row["text"], pinyin: row["pinyin"]))
            pairs[key] = Count(count: row["count"], updated: row["updated"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, text, code, groupName, syncID, place FROM phrase ORDER BY position, id") {
            phrases.append(Phrase(rowID: row["id"], value: SyncPhraseValue(text: row["text"], code: row["code"], group: row["groupName"]),
                                  syncID: row["syncID"], place: row["place"]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE ?", arguments: [UserDictionary.syncedSettingPrefix + "%"]) {
            settings[row["key"]] = row["value"]
        }
        var choices: [SyncChoiceKey: Double] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT kind, context, text, chosen FROM chosenText") {
            choices[SyncChoiceKey(kind: row["kind"], context: row["context"], text: row["text"])] = row["chosen"]
        }
        self.choices = choices
        keptEnglishWords = Dictionary(try Row.fetchAll(db, sql: "SELECT word, kept FROM keptEnglishWord").map { ($0["word"], $0["kept"]) },
                                      uniquingKeysWith: { a, _ in a })
        var recents: [String: EmojiUse] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT emoji, used, tones FROM emojiRecent") {
            recents[row["emoji"]] = EmojiUse(used: row["used"], tones: UserDictionary.tones(row["tones"]))
        }
        emojiRecents = recents
    }

    /// The removals an earlier version noted for its next sync, oldest first: (journal id, word).
    static func journal(_ db: Database) throws -> [(id: Int64, key: SyncWordKey)] {
        try Row.fetchAll(db, sql: "SELECT id, text, pinyin FROM changeJournal WHERE kind = 'removedWord' ORDER BY id").map {
            (id: $0["id"], key: SyncWordKey(text: $0["text"], pinyin: $0["pinyin"]))
        }
    }
}
