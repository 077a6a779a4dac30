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
        try StoredRow.fetchAll(db, sql: "SELECT id, text, code, groupName FROM phrase ORDER BY position, id") {
            StoredPhrase(id: try $0.integer("id"), text: try $0.text("text"), code: try $0.text("code"), group: try $0.text("groupName"))
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
            let added = try Self.append(phrases, db)
            try Self.record(added.flatMap { [SyncChange.phrase(id: $0.syncID, $0.value), .phrasePosition(id: $0.syncID, position: $0.place)] },
                            at: now().timeIntervalSince1970, db)
            return added.map(\.phrase)
        }
    }

    /// Appends phrases after the last, each with an id across devices (`syncIDs`, else a new
    /// random one) and the place after the last.
    private static func append(_ phrases: [StoredPhrase], syncIDs: [String]? = nil,
                               _ db: Database) throws -> [(phrase: StoredPhrase, syncID: String, value: SyncPhraseValue, place: Double)] {
        // (A stored position is not trusted to leave room: one near the end of Int is taken as half of it.)
        var position = min(try Int.fetchOne(db, sql: "SELECT MAX(position) FROM phrase") ?? -1, Int.max / 2) + 1
        var place = (try Double.fetchOne(db, sql: "SELECT MAX(COALESCE(place, position)) FROM phrase") ?? -1) + 1
        return try phrases.enumerated().map { index, phrase in
            let syncID = syncIDs?[index] ?? "p-" + (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
            try db.execute(
                sql: "INSERT INTO phrase (text, code, groupName, position, syncID, place) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [phrase.text, phrase.code, phrase.group, position, syncID, place])
            defer { position += 1; place += 1 }
            var stored = phrase
            stored.id = db.lastInsertedRowID
            return (stored, syncID, SyncPhraseValue(text: phrase.text, code: phrase.code, group: phrase.group), place)
        }
    }

    /// Replaces the text, code and group of the phrase with `phrase.id`.
    public func updatePhrase(_ phrase: StoredPhrase) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(
                sql: "UPDATE phrase SET text = ?, code = ?, groupName = ? WHERE id = ?", arguments: [phrase.text, phrase.code, phrase.group, phrase.id])
            if let id = try Self.phraseSyncID(phrase.id, db) {
                try Self.record([.phrase(id: id, SyncPhraseValue(text: phrase.text, code: phrase.code, group: phrase.group))], at: time, db)
            }
        }
    }

    /// Moves a phrase to `index` of the whole list (clamped), renumbering in one transaction. It
    /// gets a place between its new neighbours' (the others keep theirs), so a move on another
    /// device of another phrase stands beside it.
    public func movePhrase(_ id: Int64, to index: Int) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            // (A phrase whose row cannot be read is left where it is.)
            let rows = try StoredRow.fetchAll(db, sql: "SELECT id, syncID, COALESCE(place, position) AS place FROM phrase ORDER BY position, id") {
                (id: try $0.integer("id"), syncID: try $0.optionalText("syncID"), place: try $0.number("place"))
            }
            var ids = rows.map(\.id)
            guard let from = ids.firstIndex(of: id) else { return }
            ids.remove(at: from)
            let to = min(max(0, index), ids.count)
            ids.insert(id, at: to)
            for (position, id) in ids.enumerated() {
                try db.execute(sql: "UPDATE phrase SET position = ? WHERE id = ?", arguments: [position, id])
            }
            let places = Dictionary(rows.map { ($0.id, $0.place) }, uniquingKeysWith: { a, _ in a })
            let syncIDs = Dictionary(rows.map { ($0.id, $0.syncID) }, uniquingKeysWith: { a, _ in a })
            let low = to > 0 ? places[ids[to - 1]] : nil, high = to + 1 < ids.count ? places[ids[to + 1]] : nil
            let place: Double? = switch (low, high) {
            case let (low?, high?): low + (high - low) / 2
            case let (low?, nil): low + 1
            case let (nil, high?): high - 1
            case (nil, nil): 0
            }
            var moved: [(Int64, Double)]
            if let place, low.map({ $0 < place }) ?? true, high.map({ place < $0 }) ?? true {
                moved = [(id, place)]
            } else {
                // The places ran out of room (or were never in order): every phrase at its index.
                moved = ids.enumerated().map { ($1, Double($0)) }
            }
            var changes: [SyncChange] = []
            for (row, place) in moved {
                try db.execute(sql: "UPDATE phrase SET place = ? WHERE id = ?", arguments: [place, row])
                if let syncID = syncIDs[row] ?? nil { changes.append(.phrasePosition(id: syncID, position: place)) }
            }
            try Self.record(changes, at: time, db)
        }
    }

    /// Removes a phrase.
    public func removePhrase(_ id: Int64) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            let syncID = try Self.phraseSyncID(id, db)
            try db.execute(sql: "DELETE FROM phrase WHERE id = ?", arguments: [id])
            if let syncID { try Self.record([.phrase(id: syncID, nil)], at: time, db) }
        }
    }

    /// A phrase row's id across devices.
    private static func phraseSyncID(_ row: Int64, _ db: Database) throws -> String? {
        try StoredRow.fetchOne(db, sql: "SELECT syncID FROM phrase WHERE id = ?", arguments: [row]) { try $0.optionalText("syncID") } ?? nil
    }

    /// Adds `defaults` the first time this file is asked (never again, even once the user
    /// deleted them): the check and the insert are one transaction, so two processes add them once.
    /// Each gets its `StoredPhrase.builtinID`; one whose id a sync already brought is not added again.
    public func addPhrasesOnce(_ defaults: [StoredPhrase]) throws {
        try pool.write { db in
            guard try !Self.hasSetting("phrasesSeeded", db) else { return }
            let known = Set(try StoredRow.fetchAll(db, sql: "SELECT syncID FROM phrase WHERE syncID IS NOT NULL") { try $0.text("syncID") })
            let missing = defaults.filter { !known.contains(StoredPhrase.builtinID($0.text, $0.code, $0.group)) }
            let added = try Self.append(missing, syncIDs: missing.map { StoredPhrase.builtinID($0.text, $0.code, $0.group) }, db)
            try Self.record(added.flatMap { [SyncChange.phrase(id: $0.syncID, $0.value), .phrasePosition(id: $0.syncID, position: $0.place)] },
                            at: 0, builtIn: true, db)
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
