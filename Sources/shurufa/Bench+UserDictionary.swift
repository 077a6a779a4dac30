import Foundation
import KeyboardCore
import ChineseEngine
import UserDictionary

/// `bench engine --user-words N --learned-pairs M`: a temporary user dictionary of N user words
/// (2–4 random syllables) and M learned pairs between them, so the per-keystroke numbers include
/// the user snapshot; also times a commit's learning (write + snapshot rebuild).
struct BenchUserDictionary {
    let directory: URL
    let dictionary: UserDictionary

    /// With `synced`, the dictionary's change feed is on (as on a device that joined sync).
    init(engine: ChineseEngine, words: Int, pairs: Int, synced: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-bench-\(UUID().uuidString)")
        dictionary = try UserDictionary(directory: directory, lexicon: engine.lexicon)
        var generator = BenchSequence(seed: 12)
        let spellings = SyllableTable.spellings
        let made = (0..<words).map { index -> UserWord in
            let count = 2 + Int(generator.next() % 3)
            let syllables = (0..<count).map { _ in spellings[Int(generator.next() % UInt64(spellings.count))] }
            // Han text only, one character a syllable (a user word's rules): the index's last digits in Chinese digits.
            let digits = String(String(10_000 + index % 10_000).suffix(count))
            return UserWord(text: String(digits.map { Array("零一二三四五六七八九")[Int(String($0))!] }), syllables: syllables)
        }
        try dictionary.add(made)
        let learned = made.map { LearnedWord(text: $0.text, syllables: $0.syllables) }
        let commits = (0..<pairs).map { _ -> (words: [LearnedWord], newWord: LearnedWord?) in
            ([learned[Int(generator.next() % UInt64(learned.count))], learned[Int(generator.next() % UInt64(learned.count))]], nil)
        }
        try dictionary.learn(commits: commits)
        // Joined after it was filled (the feed holds what changed since the last sync, here nothing yet).
        if synced { try dictionary.syncTransaction { store in try store.startFeed() } }
    }

    /// Median and p90 milliseconds of learning `commits` picks through the real learner.
    func timeLearning(engine: ChineseEngine, inputs: [String]) -> (median: Double, p90: Double) {
        let decoder = engine.makeDecoder()
        var samples: [Double] = []
        for input in inputs {
            decoder.decode(input)
            guard let first = decoder.candidates(limit: 1).first else { continue }
            var composition = Composition(input: input)
            composition.select(first)
            let start = BenchClock.now()
            dictionary.learn(composition.picks, committed: first.text)
            samples.append(Double(BenchClock.now() - start) / 1e6)
        }
        return (BenchClock.quantile(samples, 0.5), BenchClock.quantile(samples, 0.9))
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// A deterministic linear congruential sequence (bench data only; the high bits are used).
struct BenchSequence {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 24
    }
}
