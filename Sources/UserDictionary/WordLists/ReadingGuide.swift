import Foundation
import ChineseEngine

/// Readings from the engine's lexicon, for the lists that carry none or carry them unsplit:
/// each character's likeliest reading (its usual one, the commonest character of a syllable
/// first), and whether the lexicon reads a word a given way. Built once per import, when first asked.
public final class ReadingGuide: @unchecked Sendable {
    private let lexicon: Lexicon
    private lazy var likeliest: [Character: String] = {
        var best: [Character: (cost: Float, rank: Int, spelling: String)] = [:]
        for child in lexicon.children(of: lexicon.root) {
            let spelling = lexicon.syllables.spelling(of: lexicon.syllable(into: child))
            for (rank, entry) in lexicon.wordRange(at: child).enumerated() {
                let text = lexicon.text(of: lexicon.word(atEntry: entry))
                guard text.count == 1, let character = text.first else { continue }
                let candidate = (cost: lexicon.readingCost(atEntry: entry), rank: rank, spelling: spelling)
                if let known = best[character], (known.cost, known.rank) <= (candidate.cost, candidate.rank) { continue }
                best[character] = candidate
            }
        }
        return best.mapValues(\.spelling)
    }()

    /// A guide over `lexicon`'s readings.
    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The syllables the lexicon's readings are spelt in (what a list read with it is checked against).
    var inventory: SyllableInventory { lexicon.syllables }

    /// The likeliest reading of each character of `text`, or nil when one has none.
    func reading(of text: String) -> [String]? {
        var syllables: [String] = []
        for character in text {
            guard let spelling = likeliest[character] else { return nil }
            syllables.append(spelling)
        }
        return syllables
    }

    /// How many characters of `text` read as `syllables` agree with the lexicon: the whole word
    /// known that way counts as every character.
    func agreement(_ text: String, _ syllables: [String]) -> Int {
        if lexicon.words(reading: syllables).contains(text) { return syllables.count + 1 }
        return zip(text, syllables).filter { likeliest[$0.0] == $0.1 || lexicon.words(reading: [$0.1]).contains(String($0.0)) }.count
    }
}

/// Splits pinyin written without separators (Gboard's `nihao`) into syllables, as many as the
/// word has characters; among several splits (`fangan`: fang'an, fan'gan) the one the lexicon
/// agrees with for the word.
enum PinyinSplitter {
    /// The split of `letters` into `count` syllables, or nil when there is none.
    static func split(_ letters: String, into count: Int, text: String, guide: ReadingGuide?) -> [String]? {
        let letters = Array(letters.lowercased().replacingOccurrences(of: "ü", with: "v"))
        guard (1...UserWord.maximumCharacters).contains(count), letters.count <= count * SyllableTable.maxSpellingLength,
              letters.allSatisfy(\.isASCII) else { return nil }
        var splits: [[String]] = []
        var current: [String] = []
        var dead = Set<Int>()  // (start, syllables so far) from which no split ends well
        func walk(_ start: Int) {
            guard splits.count < 16, !dead.contains(start * 64 + current.count) else { return }
            if start == letters.count {
                if current.count == count { splits.append(current) }
                return
            }
            guard current.count < count else { return }
            let found = splits.count
            for length in stride(from: min(SyllableTable.maxSpellingLength, letters.count - start), through: 1, by: -1) {
                let spelling = String(letters[start ..< start + length])
                guard SyllableTable.id(of: spelling) != nil else { continue }
                current.append(spelling)
                walk(start + length)
                current.removeLast()
            }
            if splits.count == found { dead.insert(start * 64 + current.count) }
        }
        walk(0)
        guard splits.count > 1, let guide else { return splits.first }
        return splits.max { guide.agreement(text, $0) < guide.agreement(text, $1) }
    }
}
