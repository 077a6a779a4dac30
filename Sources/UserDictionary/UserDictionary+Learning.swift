import Foundation
import GRDB
import ChineseEngine

extension UserDictionary {
    /// Learns one commit: each picked word's count (a single character only when it is the whole
    /// commit) and each pair with the word before grow by one (after fading), and `newWord` (a
    /// sentence built from several picks, 造词) becomes a user word. Deleted words are not
    /// learned. One transaction; the snapshot is updated with what it changed (no re-read).
    public func learn(words: [LearnedWord], newWord: LearnedWord? = nil) throws {
        try learn(commits: [(words, newWord)])
    }

    /// Learns many commits in one transaction (imports, benchmarks).
    public func learn(commits: [(words: [LearnedWord], newWord: LearnedWord?)]) throws {
        let time = now().timeIntervalSince1970
        try writeAndUpdate { db in
            var changes = SnapshotParts()
            for commit in commits {
                try self.learn(db, words: commit.words, newWord: commit.newWord, time: time, changes: &changes)
            }
            try Self.record(changes.feed, at: time, db)
            return changes
        }
    }

    private func learn(_ db: Database, words: [LearnedWord], newWord: LearnedWord?, time: Double,
                       changes: inout SnapshotParts) throws {
        let words = words.filter { !$0.text.isEmpty && !$0.syllables.isEmpty }
        guard !words.isEmpty || newWord != nil else { return }
        let halfLife = tuning.halfLifeDays
        let readings = self.readings
        let deleted = try Self.deletedKeys(db, words + (newWord.map { [$0] } ?? []), readings: readings)
        var previous: LearnedWord?
        for word in words {
            defer { previous = word }
            guard !deleted.contains(word.text + "|" + readings.stored(word.syllables)) else { continue }
            // A character inside a longer commit teaches its pair only: 的 or 在 learned on
            // their own would win everywhere; picked alone, a character is learned.
            if words.count == 1 || word.text.count > 1 {
                let count = try Self.bump(db, word: word, time: time, halfLifeDays: halfLife, readings: readings)
                changes.feed.append(.learned(SyncWordKey(text: word.text, pinyin: readings.stored(word.syllables)), delta: 1, at: time))
                changes.usage.append(UserLexicon.Usage(text: word.text, syllables: word.syllables, count: count))
            }
            if let previous, !deleted.contains(previous.text + "|" + readings.stored(previous.syllables)) {
                let count = try Self.bump(db, pair: previous, word, time: time, halfLifeDays: halfLife, readings: readings)
                changes.feed.append(.pair(SyncPairKey(previous: SyncWordKey(text: previous.text, pinyin: readings.stored(previous.syllables)),
                                                      next: SyncWordKey(text: word.text, pinyin: readings.stored(word.syllables))),
                                          delta: 1, at: time))
                changes.pairs.append(UserLexicon.PairUsage(previous: (previous.text, previous.syllables),
                                                           next: (word.text, word.syllables), count: count))
            }
        }
        if let newWord, !deleted.contains(newWord.text + "|" + readings.stored(newWord.syllables)) {
            let pinyin = readings.stored(newWord.syllables)
            let row = try Row.fetchOne(db, sql: """
                INSERT INTO userWord (text, pinyin, weight, source, created, lastUsed) VALUES (?, ?, 1, ?, ?, ?)
                ON CONFLICT (text, pinyin) DO UPDATE SET weight = weight + 1, lastUsed = excluded.lastUsed
                RETURNING weight, source, created, lastUsed
                """, arguments: [newWord.text, pinyin, UserWord.Source.learned.rawValue, time, time])
            let value = row.flatMap(Self.wordValue)
            let weight = value?.weight ?? 1
            if let value { changes.feed.append(.word(SyncWordKey(text: newWord.text, pinyin: pinyin), value)) }
            changes.words.append(UserLexicon.Word(text: newWord.text, syllables: newWord.syllables,
                                                  cost: Self.cost(weight: weight, tuning: tuning)))
            changes.usage.append(UserLexicon.Usage(text: newWord.text, syllables: newWord.syllables, count: weight))
        }
    }

    /// A learned word's count, faded to `time` and one more; returns the new count.
    private static func bump(_ db: Database, word: LearnedWord, time: Double, halfLifeDays: Double,
                             readings: StoredReading) throws -> Double {
        let reading = readings.stored(word.syllables)
        let old = try Row.fetchOne(db.cachedStatement(sql: "SELECT rowid, count, updated FROM learnedWord WHERE text = ? AND pinyin = ?"),
                                   arguments: [word.text, reading])
        let count = try storedCount(old, in: db, table: "learnedWord", time: time, halfLifeDays: halfLifeDays)
        try db.cachedStatement(sql: """
            INSERT INTO learnedWord (text, pinyin, count, updated) VALUES (?, ?, ?, ?)
            ON CONFLICT (text, pinyin) DO UPDATE SET count = excluded.count, updated = excluded.updated
            """).execute(arguments: [word.text, reading, count + 1, time])
        return count + 1
    }

    /// A learned pair's count, faded to `time` and one more; returns the new count.
    private static func bump(_ db: Database, pair previous: LearnedWord, _ word: LearnedWord, time: Double,
                             halfLifeDays: Double, readings: StoredReading) throws -> Double {
        let arguments: StatementArguments = [previous.text, readings.stored(previous.syllables), word.text, readings.stored(word.syllables)]
        let old = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT rowid, count, updated FROM learnedPair WHERE previousText = ? AND previousPinyin = ? AND text = ? AND pinyin = ?
            """), arguments: arguments)
        let count = try storedCount(old, in: db, table: "learnedPair", time: time, halfLifeDays: halfLifeDays)
        try db.cachedStatement(sql: """
            INSERT INTO learnedPair (previousText, previousPinyin, text, pinyin, count, updated) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (previousText, previousPinyin, text, pinyin) DO UPDATE SET count = excluded.count, updated = excluded.updated
            """).execute(arguments: arguments + [count + 1, time])
        return count + 1
    }

    /// The count of a learned row (`rowid, count, updated`) faded to `time`, 0 for none. A row
    /// whose count or time is not a number is set aside first (`UserDictionary+SetAside.swift`),
    /// so learning starts it again rather than overwrite what it held.
    private static func storedCount(_ old: Row?, in db: Database, table: String, time: Double, halfLifeDays: Double) throws -> Double {
        guard let old else { return 0 }
        let row = StoredRow(row: old)
        do {
            return decayed(try row.number("count"), from: try row.number("updated"), to: time, halfLifeDays: halfLifeDays)
        } catch is StoredValueError {
            if let stored = StoredTable.named(table) { _ = try setAside(db, stored, rowID: try row.integer("rowid"), time: time) }
            return 0
        }
    }

    /// The words of `words` marked deleted, as `text|stored reading`.
    static func deletedKeys(_ db: Database, _ words: [LearnedWord], readings: StoredReading) throws -> Set<String> {
        var result: Set<String> = []
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM deletedWord WHERE text = ? AND pinyin = ?")
        for word in words {
            let key = readings.stored(word.syllables)
            if try Bool.fetchOne(statement, arguments: [word.text, key]) ?? false { result.insert(word.text + "|" + key) }
        }
        return result
    }
}
