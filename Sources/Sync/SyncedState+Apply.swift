import Foundation
import GRDB

extension SyncedState {
    /// Writes the merged state into the dictionary's tables (inside the caller's transaction),
    /// touching only rows that differ, and returns the new `SyncBase`. `phraseIDs` maps the
    /// phrase rows known to their ids across devices. Learning of a removed word is not kept, as
    /// the dictionary's own removal does not keep it.
    func apply(to db: Database, current: LocalState, phraseIDs: [Int64: String], time: Double, halfLifeDays: Double) throws -> SyncBase {
        try applyWords(db, current, time: time)
        try applyCounts(db, table: "learnedWord", current.learned, learned.filter { !deleted.contains($0.key) }, time: time,
                        halfLifeDays: halfLifeDays, columns: { [$0.text, $0.pinyin] }, names: ["text", "pinyin"])
        try applyCounts(db, table: "learnedPair", current.pairs,
                        pairs.filter { !deleted.contains($0.key.previous) && !deleted.contains($0.key.next) }, time: time,
                        halfLifeDays: halfLifeDays, columns: { [$0.previous.text, $0.previous.pinyin, $0.next.text, $0.next.pinyin] },
                        names: ["previousText", "previousPinyin", "text", "pinyin"])
        let ids = try applyPhrases(db, current, phraseIDs: phraseIDs)
        for (key, _) in current.settings where settings[key] == nil {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
        for (key, value) in settings where current.settings[key] != value {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
        var base = SyncBase()
        base.state = try LocalState(db)
        base.phraseIDs = ids
        base.positions = Dictionary(phrases.map { ($0.id, $0.position) }, uniquingKeysWith: { a, _ in a })
        return base
    }

    private func applyWords(_ db: Database, _ current: LocalState, time: Double) throws {
        for key in current.words.keys where words[key] == nil {
            try db.execute(sql: "DELETE FROM userWord WHERE text = ? AND pinyin = ?", arguments: [key.text, key.pinyin])
        }
        for (key, value) in words where current.words[key] != value {
            try db.execute(sql: """
                INSERT INTO userWord (text, pinyin, weight, source, created, lastUsed) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (text, pinyin) DO UPDATE SET weight = excluded.weight, source = excluded.source,
                created = excluded.created, lastUsed = excluded.lastUsed
                """, arguments: [key.text, key.pinyin, value.weight, value.source, value.created, value.lastUsed])
        }
        for key in current.deleted where !deleted.contains(key) {
            try db.execute(sql: "DELETE FROM deletedWord WHERE text = ? AND pinyin = ?", arguments: [key.text, key.pinyin])
        }
        for key in deleted where !current.deleted.contains(key) {
            try db.execute(sql: "INSERT INTO deletedWord (text, pinyin, deleted) VALUES (?, ?, ?) ON CONFLICT (text, pinyin) DO NOTHING",
                           arguments: [key.text, key.pinyin, time])
        }
    }

    private func applyCounts<Key: Hashable>(
        _ db: Database, table: String, _ current: [Key: LocalState.Count], _ target: [Key: Double], time: Double,
        halfLifeDays: Double, columns: (Key) -> [String], names: [String]
    ) throws {
        let match = names.map { "\($0) = ?" }.joined(separator: " AND ")
        for key in current.keys where target[key] == nil {
            try db.execute(sql: "DELETE FROM \(table) WHERE \(match)", arguments: StatementArguments(columns(key)))
        }
        for (key, count) in target {
            if let row = current[key], abs(row.faded(to: time, halfLifeDays: halfLifeDays) - count) <= 1e-9 * max(1, count) { continue }
            try db.execute(sql: """
                INSERT INTO \(table) (\(names.joined(separator: ", ")), count, updated) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")), ?, ?)
                ON CONFLICT (\(names.joined(separator: ", "))) DO UPDATE SET count = excluded.count, updated = excluded.updated
                """, arguments: StatementArguments(columns(key)) + [count, time])
        }
    }

    /// Writes the phrases and their order; returns each row's id across devices.
    private func applyPhrases(_ db: Database, _ current: LocalState, phraseIDs: [Int64: String]) throws -> [Int64: String] {
        let rowOf = Dictionary(phraseIDs.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let currentValues = Dictionary(current.phrases.map { ($0.rowID, $0.value) }, uniquingKeysWith: { a, _ in a })
        let wanted = Set(phrases.map(\.id))
        for phrase in current.phrases where !(phraseIDs[phrase.rowID].map(wanted.contains) ?? false) {
            try db.execute(sql: "DELETE FROM phrase WHERE id = ?", arguments: [phrase.rowID])
        }
        var ids: [Int64: String] = [:]
        for (position, phrase) in phrases.enumerated() {
            let value = phrase.value
            if let row = rowOf[phrase.id], let old = currentValues[row] {
                if old != value {
                    try db.execute(sql: "UPDATE phrase SET text = ?, code = ?, groupName = ? WHERE id = ?",
                                   arguments: [value.text, value.code, value.group, row])
                }
                try db.execute(sql: "UPDATE phrase SET position = ? WHERE id = ? AND position != ?", arguments: [position, row, position])
                ids[row] = phrase.id
            } else {
                try db.execute(sql: "INSERT INTO phrase (text, code, groupName, position, syncID) VALUES (?, ?, ?, ?, ?)",
                               arguments: [value.text, value.code, value.group, position, phrase.id])
                ids[db.lastInsertedRowID] = phrase.id
            }
        }
        return ids
    }
}
