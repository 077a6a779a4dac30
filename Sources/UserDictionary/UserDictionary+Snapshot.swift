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
        for row in try Row.fetchAll(db, sql: """
            SELECT text, pinyin, weight FROM userWord
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = userWord.text AND d.pinyin = userWord.pinyin)
            """) {
            let text: String = row["text"], pinyin: String = row["pinyin"], weight: Double = row["weight"]
            parts.words.append(UserLexicon.Word(text: text, syllables: syllables(pinyin), cost: cost(weight)))
            // A user word the lexicon already has gets its preference as a bonus instead.
            parts.usage.append(UserLexicon.Usage(text: text, syllables: syllables(pinyin), count: weight))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT text, pinyin, weight, expires FROM hotWord
            WHERE expires > ? AND \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = hotWord.text AND d.pinyin = hotWord.pinyin)
            """, arguments: [time]) {
            let text: String = row["text"], pinyin: String = row["pinyin"], weight: Double = row["weight"]
            let expires: Double = row["expires"]
            parts.nextExpiry = min(parts.nextExpiry ?? expires, expires)
            parts.words.append(UserLexicon.Word(text: text, syllables: syllables(pinyin), cost: cost(weight, boost: tuning.hotBoost)))
            parts.usage.append(UserLexicon.Usage(text: text, syllables: syllables(pinyin), count: weight + 1))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT text, pinyin, count, updated FROM learnedWord
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = learnedWord.text AND d.pinyin = learnedWord.pinyin)
            """) {
            let count = decayed(row["count"], from: row["updated"], to: time, halfLifeDays: tuning.halfLifeDays)
            parts.usage.append(UserLexicon.Usage(text: row["text"], syllables: syllables(row["pinyin"]), count: count))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT previousText, previousPinyin, text, pinyin, count, updated FROM learnedPair
            WHERE \(readings.condition("pinyin")) AND NOT EXISTS (SELECT 1 FROM deletedWord d WHERE d.text = learnedPair.text AND d.pinyin = learnedPair.pinyin)
            """) {
            let count = decayed(row["count"], from: row["updated"], to: time, halfLifeDays: tuning.halfLifeDays)
            parts.pairs.append(UserLexicon.PairUsage(previous: (row["previousText"], syllables(row["previousPinyin"])),
                                                     next: (row["text"], syllables(row["pinyin"])), count: count))
        }
        return parts
    }
}
