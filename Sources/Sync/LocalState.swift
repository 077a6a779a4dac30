import Foundation
import GRDB

/// What the dictionary's synced tables hold, read in one transaction: the words, the removed
/// words, learning (rows as stored: a count and when it was last updated), the saved phrases in
/// order with their row ids, and the synced settings. The clipboard and hot words are not read:
/// they never sync.
public struct LocalState: Codable, Hashable, Sendable {
    /// A learned row as stored: a count at `updated` (seconds since 1970), fading after.
    public struct Count: Codable, Hashable, Sendable {
        /// The count at `updated`.
        public var count: Double
        /// When it was written.
        public var updated: Double
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
    /// The synced settings (`SyncedSettings`), by key.
    public var settings: [String: String] = [:]

    /// An empty state (before the first sync).
    public init() {}

    /// Reads the tables.
    public init(_ db: Database) throws {
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
        for row in try Row.fetchAll(db, sql: "SELECT id, text, code, groupName, syncID FROM phrase ORDER BY position, id") {
            phrases.append(Phrase(rowID: row["id"], value: SyncPhraseValue(text: row["text"], code: row["code"], group: row["groupName"]),
                                  syncID: row["syncID"]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE ?", arguments: [SyncedSettings.prefix + "%"]) {
            settings[row["key"]] = row["value"]
        }
    }

    /// The removals the dictionary noted since the last sync, oldest first: (journal id, word).
    static func journal(_ db: Database) throws -> [(id: Int64, key: SyncWordKey)] {
        try Row.fetchAll(db, sql: "SELECT id, text, pinyin FROM changeJournal WHERE kind = 'removedWord' ORDER BY id").map {
            (id: $0["id"], key: SyncWordKey(text: $0["text"], pinyin: $0["pinyin"]))
        }
    }
}
