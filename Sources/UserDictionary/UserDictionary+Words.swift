import Foundation
import GRDB
import ChineseEngine

extension UserDictionary {
    /// Adds (or updates) a word the user typed or imported; un-deletes it if it was deleted.
    /// Returns once the word is durably in the file (one transaction).
    public func add(_ word: UserWord) throws {
        try add([word])
    }

    /// Adds many words in one transaction (all or none); the snapshot is re-read once, when next used.
    /// Each is checked against the user-word rules, its reading against this dictionary's inventory
    /// (jyutping for one opened over 粤拼's lexicon): a bad one throws `invalidWord` and none is added.
    public func add(_ words: [UserWord]) throws {
        for word in words { try Self.validate(word.text, word.syllables, weight: word.weight, inventory: readings.inventory) }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            var changes: [SyncChange] = []
            for word in words {
                let pinyin = readings.stored(word.syllables)
                try db.execute(sql: "DELETE FROM deletedWord WHERE text = ? AND pinyin = ?", arguments: [word.text, pinyin])
                let row = try Row.fetchOne(db, sql: """
                    INSERT INTO userWord (text, pinyin, weight, source, created, lastUsed) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (text, pinyin) DO UPDATE SET weight = excluded.weight, source = excluded.source, lastUsed = excluded.lastUsed
                    RETURNING weight, source, created, lastUsed
                    """, arguments: [word.text, pinyin, max(0, word.weight), word.source.rawValue, time, time])
                if let value = row.flatMap(Self.wordValue) { changes.append(.word(SyncWordKey(text: word.text, pinyin: pinyin), value)) }
            }
            try Self.record(changes, at: time, db)
        }
        snapshotChanged()
    }

    /// Forgets a word (the candidate bar's 删除): its user entry and what was learned about it go,
    /// and it is remembered as deleted, so learning does not bring it back (adding it does).
    /// The pairs learned inside it go too (输入法→号 for 输入法号), so a sentence does not stay on
    /// top through its pieces.
    public func remove(text: String, syllables: [String]) throws {
        let pinyin = readings.stored(syllables)
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(sql: "DELETE FROM userWord WHERE text = ? AND pinyin = ?", arguments: [text, pinyin])
            try db.execute(sql: "DELETE FROM learnedWord WHERE text = ? AND pinyin = ?", arguments: [text, pinyin])
            try db.execute(sql: "DELETE FROM learnedPair WHERE (text = ? AND pinyin = ?) OR (previousText = ? AND previousPinyin = ?)",
                           arguments: [text, pinyin, text, pinyin])
            try db.execute(sql: """
                INSERT INTO deletedWord (text, pinyin, deleted) VALUES (?, ?, ?)
                ON CONFLICT (text, pinyin) DO UPDATE SET deleted = excluded.deleted
                """, arguments: [text, pinyin, time])
            // Compared without the inventory's prefix (`jyutping:ngo`), among that inventory's pairs.
            let start = readings.prefix.count + 1
            let inside = try Row.fetchAll(db, sql: """
                DELETE FROM learnedPair WHERE \(readings.condition("pinyin")) AND instr(?, previousText || text) > 0
                AND instr(?, ' ' || substr(previousPinyin, \(start)) || ' ' || substr(pinyin, \(start)) || ' ') > 0
                RETURNING previousText, previousPinyin, text, pinyin, count, updated
                """, arguments: [text, " " + syllables.joined(separator: " ") + " "])
            // The word's removal clears its own learning everywhere; the pairs inside it go as
            // learning undone.
            let halfLife = tuning.halfLifeDays
            // (A pair removed whose row could not be read is removed without its count.)
            let undone = inside.compactMap { row -> SyncChange? in
                let row = StoredRow(row: row)
                guard let count = try? Self.decayed(row.number("count"), from: row.number("updated"), to: time, halfLifeDays: halfLife),
                      let previous = try? SyncWordKey(text: row.text("previousText"), pinyin: row.text("previousPinyin")),
                      let next = try? SyncWordKey(text: row.text("text"), pinyin: row.text("pinyin")) else { return nil }
                return .pair(SyncPairKey(previous: previous, next: next), delta: -count, at: time)
            }
            // (Before joining, the removal is kept as the word's last edit; a device that synced
            // with an earlier version journals it for the sync that upgrades it.)
            if try !Self.feedIsOn(db) { try Self.noteRemoval(db, text: text, pinyin: pinyin, time: time) }
            try Self.record(undone + [.word(SyncWordKey(text: text, pinyin: pinyin), nil)], at: time, db)
        }
        snapshotChanged()
    }

    /// The user's words (deleted ones left out) of this dictionary's inventory, by text.
    public func words() throws -> [UserWord] {
        let readings = self.readings
        return try pool.read { db in
            try StoredRow.fetchAll(db, sql: """
                SELECT * FROM userWord
                WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = userWord.text AND d.pinyin = userWord.pinyin)
                ORDER BY text, pinyin
                """) { row in
                UserWord(text: try row.text("text"), syllables: readings.syllables(try row.text("pinyin")), weight: try row.number("weight"),
                         source: UserWord.Source(rawValue: try row.text("source")) ?? .typed,
                         created: Date(timeIntervalSince1970: try row.number("created")),
                         lastUsed: Date(timeIntervalSince1970: try row.number("lastUsed")))
            }
        }
    }

    /// Every learned word of this dictionary's inventory with its decayed count now, by text.
    public func learnedWords() throws -> [(word: LearnedWord, count: Double)] {
        let time = now().timeIntervalSince1970
        let halfLife = tuning.halfLifeDays, readings = self.readings
        return try pool.read { db in
            try StoredRow.fetchAll(db, sql: """
                SELECT text, pinyin, count, updated FROM learnedWord WHERE \(readings.condition("pinyin")) ORDER BY text, pinyin
                """) { row in
                (LearnedWord(text: try row.text("text"), syllables: readings.syllables(try row.text("pinyin"))),
                 Self.decayed(try row.number("count"), from: try row.number("updated"), to: time, halfLifeDays: halfLife))
            }
        }
    }

    /// Whether a word is marked deleted.
    public func isDeleted(text: String, syllables: [String]) throws -> Bool {
        try pool.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM deletedWord WHERE text = ? AND pinyin = ?",
                              arguments: [text, readings.stored(syllables)]) ?? false
        }
    }

    /// The decayed learned count of a word now (0 if never learned).
    public func learnedCount(text: String, syllables: [String]) throws -> Double {
        let time = now().timeIntervalSince1970
        let halfLife = tuning.halfLifeDays
        return try pool.read { db in
            try StoredRow.fetchOne(db, sql: "SELECT count, updated FROM learnedWord WHERE text = ? AND pinyin = ?",
                                   arguments: [text, readings.stored(syllables)]) { row in
                Self.decayed(try row.number("count"), from: try row.number("updated"), to: time, halfLifeDays: halfLife)
            } ?? 0
        }
    }

    /// A `userWord` row's value; nil when a value of it is not of its kind (the word is kept, and
    /// its change is not fed to sync: the next open sets the row aside).
    static func wordValue(_ row: Row) -> SyncWordValue? {
        let row = StoredRow(row: row)
        return try? SyncWordValue(weight: row.number("weight"), source: row.text("source"), created: row.number("created"),
                                  lastUsed: row.number("lastUsed"))
    }

    /// Notes a removal for the first sync of a file that synced with an earlier version (whose
    /// last base cannot tell a word removed and added back from one never removed).
    static func noteRemoval(_ db: Database, text: String, pinyin: String, time: Double) throws {
        try db.execute(sql: "INSERT INTO changeJournal (kind, text, pinyin, time) VALUES ('removedWord', ?, ?, ?)",
                       arguments: [text, pinyin, time])
    }

    static func validate(_ text: String, _ syllables: [String], weight: Double = 1, inventory: SyllableInventory = .mandarin) throws {
        if let reason = UserWord.problem(text: text, syllables: syllables, inventory: inventory) ?? UserWord.problem(weight: weight) {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw UserDictionaryError.invalidWord(text: shown, pinyin: syllables.prefix(40).joined(separator: " "), reason: reason)
        }
    }
}
