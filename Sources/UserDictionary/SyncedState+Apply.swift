import Foundation
import GRDB

extension SyncedState {
    /// Writes the merged state into the dictionary's tables (inside the caller's transaction),
    /// touching only rows that differ; records nothing in the change feed. Phrases are matched by
    /// their id across devices. Learning of a removed word is not kept, as the dictionary's own
    /// removal does not keep it.
    func apply(to db: Database, time: Double, halfLifeDays: Double) throws {
        let current = try SyncedContents(db)
        try applyWords(db, current, time: time)
        try applyCounts(db, table: "learnedWord", current.learned, learned.filter { !deleted.contains($0.key) }, time: time,
                        halfLifeDays: halfLifeDays, columns: { [$0.text, $0.pinyin] }, names: ["text", "pinyin"])
        try applyCounts(db, table: "learnedPair", current.pairs,
                        pairs.filter { !deleted.contains($0.key.previous) && !deleted.contains($0.key.next) }, time: time,
                        halfLifeDays: halfLifeDays, columns: { [$0.previous.text, $0.previous.pinyin, $0.next.text, $0.next.pinyin] },
                        names: ["previousText", "previousPinyin", "text", "pinyin"])
        try applyPhrases(db, current)
        for (key, _) in current.settings where settings[key] == nil {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
        for (key, value) in settings where current.settings[key] != value {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
        try applyRemembered(db, current)
    }

    private func applyWords(_ db: Database, _ current: SyncedContents, time: Double) throws {
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
        _ db: Database, table: String, _ current: [Key: SyncedContents.Count], _ target: [Key: Double], time: Double,
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

    /// Writes the phrases, their order and their places.
    private func applyPhrases(_ db: Database, _ current: SyncedContents) throws {
        let wanted = Set(phrases.map(\.id))
        var rows: [String: SyncedContents.Phrase] = [:]
        for phrase in current.phrases {
            if let id = phrase.syncID, wanted.contains(id), rows[id] == nil {
                rows[id] = phrase
            } else {
                try db.execute(sql: "DELETE FROM phrase WHERE id = ?", arguments: [phrase.rowID])
            }
        }
        for (index, phrase) in phrases.enumerated() {
            let value = phrase.value
            if let row = rows[phrase.id] {
                if row.value != value {
                    try db.execute(sql: "UPDATE phrase SET text = ?, code = ?, groupName = ? WHERE id = ?",
                                   arguments: [value.text, value.code, value.group, row.rowID])
                }
                try db.execute(sql: "UPDATE phrase SET position = ?, place = ? WHERE id = ? AND (position != ? OR place IS NOT ?)",
                               arguments: [index, phrase.position, row.rowID, index, phrase.position])
            } else {
                try db.execute(sql: "INSERT INTO phrase (text, code, groupName, position, syncID, place) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: [value.text, value.code, value.group, index, phrase.id, phrase.position])
            }
        }
    }

    /// Writes the remembered picks (the newest `UserDictionary.chosenTextLimit`), the kept English
    /// words and the emoji recents.
    private func applyRemembered(_ db: Database, _ current: SyncedContents) throws {
        let chosen = Dictionary(choices.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(UserDictionary.chosenTextLimit).map { ($0.key, $0.value) },
                                uniquingKeysWith: { a, _ in a })
        let had = current.choices ?? [:]
        for key in had.keys where chosen[key] == nil {
            try db.execute(sql: "DELETE FROM chosenText WHERE kind = ? AND context = ? AND text = ?", arguments: [key.kind, key.context, key.text])
        }
        for (key, time) in chosen where had[key] != time {
            try db.execute(sql: """
                INSERT INTO chosenText (kind, context, text, chosen) VALUES (?, ?, ?, ?)
                ON CONFLICT (kind, context, text) DO UPDATE SET chosen = excluded.chosen
                """, arguments: [key.kind, key.context, key.text, time])
        }
        let kept = current.keptEnglishWords ?? [:]
        for (word, time) in keptEnglishWords where kept[word] != time {
            try db.execute(sql: "INSERT INTO keptEnglishWord (word, kept) VALUES (?, ?) ON CONFLICT (word) DO UPDATE SET kept = excluded.kept",
                           arguments: [word, time])
        }
        let recents = current.emojiRecents ?? [:]
        for (emoji, use) in emojiRecents where recents[emoji] != use {
            try db.execute(sql: """
                INSERT INTO emojiRecent (emoji, used, tones, uses) VALUES (?, ?, ?, 1)
                ON CONFLICT (emoji) DO UPDATE SET used = excluded.used, tones = excluded.tones
                """, arguments: [emoji, use.used, use.tones.joined(separator: " ")])
        }
    }
}
