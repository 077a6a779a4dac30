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
    /// When each removed word was removed (seconds since 1970), as its row says.
    public var deletedAt: [SyncWordKey: Double]?
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

    /// Reads the tables (a row that cannot be read is left out: `StoredRow`; a sync sets such
    /// rows aside before it reads, `SyncStore`).
    init(_ db: Database) throws {
        func word(_ row: StoredRow, _ text: String = "text", _ pinyin: String = "pinyin") throws -> SyncWordKey {
            SyncWordKey(text: try row.text(text), pinyin: try row.text(pinyin))
        }
        func count(_ row: StoredRow) throws -> Count { Count(count: try row.number("count"), updated: try row.number("updated")) }
        words = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT text, pinyin, weight, source, created, lastUsed FROM userWord") {
            (try word($0), SyncWordValue(weight: try $0.number("weight"), source: try $0.text("source"), created: try $0.number("created"),
                                         lastUsed: try $0.number("lastUsed")))
        }, uniquingKeysWith: { a, _ in a })
        let removals = try StoredRow.fetchAll(db, sql: "SELECT text, pinyin, deleted FROM deletedWord") { (try word($0), try $0.number("deleted")) }
        deleted = Set(removals.map(\.0))
        deletedAt = Dictionary(removals, uniquingKeysWith: { a, _ in a })
        learned = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT text, pinyin, count, updated FROM learnedWord") {
            (try word($0), try count($0))
        }, uniquingKeysWith: { a, _ in a })
        pairs = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT previousText, previousPinyin, text, pinyin, count, updated FROM learnedPair") {
            (SyncPairKey(previous: try word($0, "previousText", "previousPinyin"), next: try word($0)), try count($0))
        }, uniquingKeysWith: { a, _ in a })
        phrases = try StoredRow.fetchAll(db, sql: "SELECT id, text, code, groupName, syncID, place FROM phrase ORDER BY position, id") {
            Phrase(rowID: try $0.integer("id"), value: SyncPhraseValue(text: try $0.text("text"), code: try $0.text("code"), group: try $0.text("groupName")),
                   syncID: try $0.optionalText("syncID"), place: try $0.optionalNumber("place"))
        }
        settings = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE ?",
                                                     arguments: [UserDictionary.syncedSettingPrefix + "%"]) {
            (try $0.text("key"), try $0.text("value"))
        }, uniquingKeysWith: { a, _ in a })
        choices = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT kind, context, text, chosen FROM chosenText") {
            (SyncChoiceKey(kind: try $0.text("kind"), context: try $0.text("context"), text: try $0.text("text")), try $0.number("chosen"))
        }, uniquingKeysWith: { a, _ in a })
        keptEnglishWords = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT word, kept FROM keptEnglishWord") {
            (try $0.text("word"), try $0.number("kept"))
        }, uniquingKeysWith: { a, _ in a })
        emojiRecents = Dictionary(try StoredRow.fetchAll(db, sql: "SELECT emoji, used, tones FROM emojiRecent") {
            (try $0.text("emoji"), EmojiUse(used: try $0.number("used"), tones: UserDictionary.tones(try $0.text("tones"))))
        }, uniquingKeysWith: { a, _ in a })
    }

    /// The removals noted for the next sync of a device without a feed (one that has not joined,
    /// or synced with an earlier version), oldest first: (journal id, word, when).
    static func journal(_ db: Database) throws -> [(id: Int64, key: SyncWordKey, time: Double)] {
        try StoredRow.fetchAll(db, sql: "SELECT id, text, pinyin, time FROM changeJournal WHERE kind = 'removedWord' ORDER BY id") {
            (id: try $0.integer("id"), key: SyncWordKey(text: try $0.text("text"), pinyin: try $0.text("pinyin")), time: try $0.number("time"))
        }
    }
}
