import Foundation
import GRDB

extension UserDictionary {
    /// Learns one commit: each picked word's count (a single character only when it is the whole
    /// commit) and each pair with the word before grow by one (after fading), and `newWord` (a
    /// sentence built from several picks, 造词) becomes a user word. Deleted words are not
    /// learned. One transaction; the snapshot is rebuilt after it.
    public func learn(words: [LearnedWord], newWord: LearnedWord? = nil) throws {
        try learn(commits: [(words, newWord)])
    }

    /// Learns many commits in one transaction and rebuilds the snapshot once (imports, benchmarks).
    public func learn(commits: [(words: [LearnedWord], newWord: LearnedWord?)]) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            for commit in commits { try self.learn(db, words: commit.words, newWord: commit.newWord, time: time) }
        }
        try refresh()
    }

    private func learn(_ db: Database, words: [LearnedWord], newWord: LearnedWord?, time: Double) throws {
        let words = words.filter { !$0.text.isEmpty && !$0.syllables.isEmpty }
        guard !words.isEmpty || newWord != nil else { return }
        let halfLife = tuning.halfLifeDays
        do {
            let deleted = try Self.deletedKeys(db, words + (newWord.map { [$0] } ?? []))
            func bump(_ table: String, key: [String: String]) throws {
                let condition = key.keys.sorted().map { "\($0) = ?" }.joined(separator: " AND ")
                let values = key.keys.sorted().map { key[$0]! }
                if let row = try Row.fetchOne(db, sql: "SELECT count, updated FROM \(table) WHERE \(condition)",
                                              arguments: StatementArguments(values)) {
                    let count = Self.decayed(row["count"], from: row["updated"], to: time, halfLifeDays: halfLife) + 1
                    try db.execute(sql: "UPDATE \(table) SET count = ?, updated = ? WHERE \(condition)",
                                   arguments: StatementArguments([count, time] as [any DatabaseValueConvertible] + values))
                } else {
                    let columns = key.keys.sorted()
                    try db.execute(sql: "INSERT INTO \(table) (\(columns.joined(separator: ", ")), count, updated) VALUES (\(Array(repeating: "?", count: columns.count + 2).joined(separator: ", ")))",
                                   arguments: StatementArguments(values as [any DatabaseValueConvertible] + [1.0, time]))
                }
            }
            var previous: LearnedWord?
            for word in words {
                defer { previous = word }
                guard !deleted.contains(word.text + "|" + word.pinyin) else { continue }
                // A character inside a longer commit teaches its pair only: 的 or 在 learned on
                // their own would win everywhere; picked alone, a character is learned.
                if words.count == 1 || word.text.count > 1 {
                    try bump("learnedWord", key: ["text": word.text, "pinyin": word.pinyin])
                }
                if let previous, !deleted.contains(previous.text + "|" + previous.pinyin) {
                    try bump("learnedPair", key: ["previousText": previous.text, "previousPinyin": previous.pinyin,
                                                  "text": word.text, "pinyin": word.pinyin])
                }
            }
            if let newWord, !deleted.contains(newWord.text + "|" + newWord.pinyin) {
                try db.execute(sql: """
                    INSERT INTO userWord (text, pinyin, weight, source, created, lastUsed) VALUES (?, ?, 1, ?, ?, ?)
                    ON CONFLICT (text, pinyin) DO UPDATE SET weight = weight + 1, lastUsed = excluded.lastUsed
                    """, arguments: [newWord.text, newWord.pinyin, UserWord.Source.learned.rawValue, time, time])
            }
        }
    }

    static func deletedKeys(_ db: Database, _ words: [LearnedWord]) throws -> Set<String> {
        var result: Set<String> = []
        for word in words where try Bool.fetchOne(db, sql: "SELECT 1 FROM deletedWord WHERE text = ? AND pinyin = ?",
                                                   arguments: [word.text, word.pinyin]) ?? false {
            result.insert(word.text + "|" + word.pinyin)
        }
        return result
    }
}
