import Foundation
import GRDB

/// A saved phrase (常用语) as the file keeps it, in the user's order.
public struct StoredPhrase: Hashable, Sendable {
    /// The row id.
    public var id: Int64
    /// The text inserted.
    public var text: String
    /// The short code that offers it in the candidate bar (empty: none).
    public var code: String
    /// The group it is listed under.
    public var group: String

    /// A phrase (an id of 0 for one not yet stored).
    public init(id: Int64 = 0, text: String, code: String, group: String) {
        self.id = id
        self.text = text
        self.code = code
        self.group = group
    }
}

extension UserDictionary {
    /// Every saved phrase, in the user's order.
    public func phrases() throws -> [StoredPhrase] {
        try pool.read { db in try Self.phrases(db) }
    }

    static func phrases(_ db: Database) throws -> [StoredPhrase] {
        try Row.fetchAll(db, sql: "SELECT id, text, code, groupName FROM phrase ORDER BY position, id").map {
            StoredPhrase(id: $0["id"], text: $0["text"], code: $0["code"], group: $0["groupName"])
        }
    }

    /// Adds phrases at the end, in one transaction (an import is all or nothing); returns them with
    /// their ids. With `limit`, an add that would leave more than `limit` phrases in the file adds
    /// nothing and throws `UserDictionaryError.tooManyPhrases` (counted in the transaction, so two
    /// processes adding at once cannot pass it together).
    @discardableResult
    public func addPhrases(_ phrases: [StoredPhrase], limit: Int? = nil) throws -> [StoredPhrase] {
        try pool.write { db in
            if let limit {
                let stored = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM phrase") ?? 0
                guard stored + phrases.count <= limit else {
                    throw UserDictionaryError.tooManyPhrases(stored: stored, adding: phrases.count, limit: limit)
                }
            }
            return try Self.append(phrases, db)
        }
    }

    private static func append(_ phrases: [StoredPhrase], _ db: Database) throws -> [StoredPhrase] {
        var position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM phrase") ?? -1) + 1
        return try phrases.map { phrase in
            try db.execute(
                sql: "INSERT INTO phrase (text, code, groupName, position) VALUES (?, ?, ?, ?)",
                arguments: [phrase.text, phrase.code, phrase.group, position])
            position += 1
            var stored = phrase
            stored.id = db.lastInsertedRowID
            return stored
        }
    }

    /// Replaces the text, code and group of the phrase with `phrase.id`.
    public func updatePhrase(_ phrase: StoredPhrase) throws {
        try pool.write { db in
            try db.execute(
                sql: "UPDATE phrase SET text = ?, code = ?, groupName = ? WHERE id = ?", arguments: [phrase.text, phrase.code, phrase.group, phrase.id])
        }
    }

    /// Moves a phrase to `index` of the whole list (clamped), renumbering in one transaction.
    public func movePhrase(_ id: Int64, to index: Int) throws {
        try pool.write { db in
            var ids = try Int64.fetchAll(db, sql: "SELECT id FROM phrase ORDER BY position, id")
            guard let from = ids.firstIndex(of: id) else { return }
            ids.remove(at: from)
            ids.insert(id, at: min(max(0, index), ids.count))
            for (position, id) in ids.enumerated() {
                try db.execute(sql: "UPDATE phrase SET position = ? WHERE id = ?", arguments: [position, id])
            }
        }
    }

    /// Removes a phrase.
    public func removePhrase(_ id: Int64) throws {
        try pool.write { db in try db.execute(sql: "DELETE FROM phrase WHERE id = ?", arguments: [id]) }
    }

    /// Adds `defaults` the first time this file is asked (never again, even once the user
    /// deleted them): the check and the insert are one transaction, so two processes add them once.
    /// Each gets its `StoredPhrase.builtinID`; one whose id a sync already brought is not added again.
    public func addPhrasesOnce(_ defaults: [StoredPhrase]) throws {
        try pool.write { db in
            guard try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'phrasesSeeded'") == nil else { return }
            let known = Set(try String.fetchAll(db, sql: "SELECT syncID FROM phrase WHERE syncID IS NOT NULL"))
            let added = try Self.append(defaults.filter { !known.contains(StoredPhrase.builtinID($0.text, $0.code, $0.group)) }, db)
            for phrase in added {
                try db.execute(sql: "UPDATE phrase SET syncID = ? WHERE id = ?",
                               arguments: [StoredPhrase.builtinID(phrase.text, phrase.code, phrase.group), phrase.id])
            }
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('phrasesSeeded', '1')")
        }
    }
}

extension StoredPhrase {
    /// The id across devices of a built-in phrase (`addPhrasesOnce`): the same on every device,
    /// from its text, code and group, so two devices' defaults are one phrase each.
    public static func builtinID(_ text: String, _ code: String, _ group: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(text)\u{1}\(code)\u{1}\(group)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "builtin-" + String(hash, radix: 16)
    }
}
