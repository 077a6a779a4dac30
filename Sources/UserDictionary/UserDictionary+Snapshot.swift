import Foundation
import GRDB
import ChineseEngine

extension UserDictionary {
    struct SnapshotParts {
        var words: [UserLexicon.Word] = []
        var usage: [UserLexicon.Usage] = []
        var pairs: [UserLexicon.PairUsage] = []
        /// When the first live hot word expires.
        var nextExpiry: Double?
        /// The changes a write made, for the change feed.
        var feed: [SyncChange] = []
    }

    /// The unigram cost of a user word of `weight` (lower for heavier words, bounded), less `boost`.
    static func cost(weight: Double, boost: Float = 0, tuning: Tuning) -> Float {
        tuning.userWordCost - min(tuning.maxWeightBonus, Float(log(1 + max(0, weight)))) - boost
    }

    /// A count last updated at `updated`, faded to `time`.
    static func decayed(_ count: Double, from updated: Double, to time: Double, halfLifeDays: Double) -> Double {
        let days = max(0, time - updated) / 86_400
        return count * pow(0.5, days / max(halfLifeDays, 0.001))
    }

    static func syllables(_ pinyin: String) -> [String] {
        pinyin.split(separator: " ").map(String.init)
    }

    /// Everything the decoder needs, read in one transaction; deleted words and expired hot words
    /// left out, and the words of other inventories than `readings`'.
    static func snapshotParts(_ db: Database, time: Double, tuning: Tuning, readings: StoredReading) throws -> SnapshotParts {
        var parts = SnapshotParts()
        func syllables(_ pinyin: String) -> [String] { readings.syllables(pinyin) }
        func cost(_ weight: Double, boost: Float = 0) -> Float { Self.cost(weight: weight, boost: boost, tuning: tuning) }
        for (text, pinyin, weight) in try StoredRow.fetchAll(db, sql: """
            SELECT text, pinyin, weight FROM userWord
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = userWord.text AND d.pinyin = userWord.pinyin)
            """, { (try $0.text("text"), try $0.text("pinyin"), try $0.number("weight")) }) {
            parts.words.append(UserLexicon.Word(text: text, syllables: syllables(pinyin), cost: cost(weight)))
            // A user word the lexicon already has gets its preference as a bonus instead.
            parts.usage.append(UserLexicon.Usage(text: text, syllables: syllables(pinyin), count: weight))
        }
        for (text, pinyin, weight, expires) in try StoredRow.fetchAll(db, sql: """
            SELECT text, pinyin, weight, expires FROM hotWord
            WHERE expires > ? AND \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = hotWord.text AND d.pinyin = hotWord.pinyin)
            """, arguments: [time], { (try $0.text("text"), try $0.text("pinyin"), try $0.number("weight"), try $0.number("expires")) }) {
            parts.nextExpiry = min(parts.nextExpiry ?? expires, expires)
            parts.words.append(UserLexicon.Word(text: text, syllables: syllables(pinyin), cost: cost(weight, boost: tuning.hotBoost)))
            parts.usage.append(UserLexicon.Usage(text: text, syllables: syllables(pinyin), count: weight + 1))
        }
        parts.usage += try StoredRow.fetchAll(db, sql: """
            SELECT text, pinyin, count, updated FROM learnedWord
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = learnedWord.text AND d.pinyin = learnedWord.pinyin)
            """) { row in
            let count = decayed(try row.number("count"), from: try row.number("updated"), to: time, halfLifeDays: tuning.halfLifeDays)
            return UserLexicon.Usage(text: try row.text("text"), syllables: syllables(try row.text("pinyin")), count: count)
        }
        parts.pairs = try StoredRow.fetchAll(db, sql: """
            SELECT previousText, previousPinyin, text, pinyin, count, updated FROM learnedPair
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = learnedPair.text AND d.pinyin = learnedPair.pinyin)
            """) { row in
            let count = decayed(try row.number("count"), from: try row.number("updated"), to: time, halfLifeDays: tuning.halfLifeDays)
            return UserLexicon.PairUsage(previous: (try row.text("previousText"), syllables(try row.text("previousPinyin"))),
                                         next: (try row.text("text"), syllables(try row.text("pinyin"))), count: count)
        }
        return parts
    }
}
