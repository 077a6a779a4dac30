import Foundation

/// An immutable, in-memory snapshot of what the user dictionary tells the decoder: the user's
/// own words (found through a small syllable trie, abbreviations included) and the learned bonuses
/// of words and word pairs. Built once per commit, consulted per keystroke (never a query).
/// User-only words get `WordID.user` ids, by their index in the snapshot.
public struct UserLexicon: Sendable {
    /// A word the lexicon may lack: its text, reading (syllable spellings) and unigram cost in nats.
    public struct Word: Hashable, Sendable {
        /// The word as typed (Han characters, or any text the user added).
        public var text: String
        /// Its reading, one toneless syllable spelling per syllable (`["shu", "ru", "fa"]`); syllables not in
        /// the syllable table keep the word out of the trie.
        public var syllables: [String]
        /// The unigram cost in nats (−ln P); lower ranks higher.
        public var cost: Float
        /// A user word; nothing is checked until the snapshot is built.
        public init(text: String, syllables: [String], cost: Float) {
            self.text = text
            self.syllables = syllables
            self.cost = cost
        }
    }

    /// A word's learned use: its decayed count (how often it was picked, fading with time).
    public struct Usage: Hashable, Sendable {
        /// The word's text.
        public var text: String
        /// Its reading, one toneless syllable spelling per syllable.
        public var syllables: [String]
        /// The decayed pick count (≥ 0; it fades with time, so it need not be whole).
        public var count: Double
        /// A word's use as the user dictionary reports it.
        public init(text: String, syllables: [String], count: Double) {
            self.text = text
            self.syllables = syllables
            self.count = count
        }
    }

    /// A learned pair: `next` picked right after `previous` (each a text and its reading), with its decayed count.
    public struct PairUsage: Hashable, Sendable {
        /// The first word: its text and reading.
        public var previous: (text: String, syllables: [String])
        /// The word picked right after it: its text and reading.
        public var next: (text: String, syllables: [String])
        /// The decayed count of the pair (≥ 0).
        public var count: Double
        /// A pair's use as the user dictionary reports it.
        public init(previous: (text: String, syllables: [String]), next: (text: String, syllables: [String]), count: Double) {
            self.previous = previous
            self.next = next
            self.count = count
        }
        /// Equal when both words, readings and counts are equal (tuples are not `Equatable`, hence by hand).
        public static func == (a: PairUsage, b: PairUsage) -> Bool {
            a.previous == b.previous && a.next == b.next && a.count == b.count
        }
        /// Hashes the same fields `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(previous.text); hasher.combine(previous.syllables)
            hasher.combine(next.text); hasher.combine(next.syllables); hasher.combine(count)
        }
    }

    /// How learned counts lower costs. Learning is a cache model interpolated with the language
    /// model: a learned word adds probability mass (its share of what the user picked, and of
    /// what followed the same word), `P = P_model + mass`. A rare word picked once gains much;
    /// a word the model already prefers strongly in context is barely moved, so a learned
    /// homophone (世间) does not take over where the model is sure of the other (时间).
    /// Weights chosen on dev.tsv and everyday.tsv together (`scripts/userdict/learning_eval.py`).
    public struct Tuning: Hashable, Sendable {
        /// Longest user word searched, in syllables.
        public var maxSyllables = 32
        /// Weight of a word's share of all picks (`count / (total + countPrior)`).
        public var wordMass: Double = 0.05
        /// Weight of a single character's share (characters are picked all day long).
        public var characterMass: Double = 0.01
        /// Weight of a pair's share of what followed its first word (`count / (context + contextPrior)`).
        public var pairMass: Double = 0.15
        /// Pseudo-counts that keep the first few picks from weighing as much as a history.
        public var countPrior: Double = 20
        /// Pseudo-count added to a pair's context, so a first word seen once does not give its follower the whole share.
        public var contextPrior: Double = 1
        /// The most learning lowers a cost, in nats: no amount of picks makes a word free.
        public var massLimit: Float = 8
        /// The weights chosen on the dev sets (the defaults above).
        public init() {}
    }

    /// Changes whenever the content does; a decoder that sees a new version starts afresh.
    public internal(set) var version: Int
    /// The lexicon's word count: user word `i`'s bit in `flagged` follows the lexicon's words.
    var lexiconWordCount: Int
    var texts: [String]
    var costs: [Float]
    var readings: [[UInt16]]
    /// Trie nodes: children sorted by syllable id, and the user word ids ending at each node.
    var children: [[Branch]]
    var wordsAt: [[WordID]]
    /// The learned counts (decayed): per word, per pair, per pair's first word, and in all.
    var wordCounts: [WordID: Double] = [:]
    /// Each counted word's weight (`Tuning.wordMass`, or `characterMass` for a single character).
    var wordWeights: [WordID: Double] = [:]
    var pairCounts: [Int64: Double] = [:]
    var contextCounts: [WordID: Double] = [:]
    var totalCount: Double = 0
    /// One bit per word (the lexicon's, then the user's: see `flagIndex(of:)`): set when the word has a learned count or is the second word of a
    /// learned pair. Most words have neither, and one bit test spares them two hash lookups in
    /// the decoder's inner loop.
    var flagged: [UInt64]
    /// The weights this snapshot was built with.
    public internal(set) var tuning: Tuning
    /// The syllables its readings are spelled in: its lexicon's (Mandarin pinyin, 粤拼's jyutping).
    public private(set) var syllableInventory = SyllableInventory.mandarin

    /// Nothing learned, no user words.
    public static let empty = UserLexicon()

    private init() {
        version = 0
        lexiconWordCount = 0
        texts = []
        costs = []
        readings = []
        children = [[]]
        wordsAt = [[]]
        flagged = []
        tuning = Tuning()
    }

    /// Whether it changes nothing: decoding with it equals decoding without it.
    public var isEmpty: Bool { texts.isEmpty && wordCounts.isEmpty && pairCounts.isEmpty }

    /// The number of user-only words.
    public var wordCount: Int { texts.count }

    /// Builds a snapshot over `lexicon`: a word the lexicon has under the same reading keeps its
    /// lexicon id (and its learned count); others become user-only words (a word given twice
    /// keeps its lower cost). Words with a syllable the lexicon's inventory does not know are skipped. Each
    /// count is the largest any of its entries gives.
    public init(lexicon: Lexicon, words: [Word], usage: [Usage], pairs: [PairUsage], version: Int, tuning: Tuning = Tuning()) {
        self.init()
        self.tuning = tuning
        syllableInventory = lexicon.syllables
        lexiconWordCount = lexicon.allWordCount
        apply(lexicon: lexicon, words: words, usage: usage, pairs: pairs, version: version, rebuilding: true)
    }

    /// Whether `word` is a user-only word of this snapshot.
    @inline(__always)
    public func isUserWord(_ word: WordID) -> Bool { word.isUser && word.userIndex < texts.count }

    /// The text of a user-only word.
    public func text(of word: WordID) -> String { isUserWord(word) ? texts[word.userIndex] : "" }

    /// The unigram cost of a user-only word.
    public func cost(of word: WordID) -> Float { isUserWord(word) ? costs[word.userIndex] : .infinity }

    /// The reading (syllable spellings) of a user-only word.
    public func syllables(of word: WordID) -> [String] {
        reading(of: word).map { syllableInventory.spelling(of: $0) }
    }

    /// The reading (syllable ids) of a user-only word; empty for any other id.
    public func reading(of word: WordID) -> [UInt16] { isUserWord(word) ? readings[word.userIndex] : [] }

    /// A word's bit in `flagged`: a lexicon word's at its index, a user word's after the lexicon's.
    @inline(__always)
    func flagIndex(of word: WordID) -> Int { word.isUser ? lexiconWordCount + word.userIndex : Int(word.rawValue) }

    /// How much learning lowers `cost`, the model's cost of `word` after `context` (≥ 0, bounded).
    @inline(__always)
    public func bonus(_ word: WordID, after context: WordID, cost: Float) -> Float {
        let index = flagIndex(of: word)
        guard index >= 0, index >> 6 < flagged.count, flagged[index >> 6] & (1 << UInt64(index & 63)) != 0 else { return 0 }
        var mass = 0.0
        if let count = wordCounts[word] {
            mass += (wordWeights[word] ?? 0) * count / (totalCount + tuning.countPrior)
        }
        if !pairCounts.isEmpty, let count = pairCounts[Self.pairKey(context, word)] {
            mass += tuning.pairMass * count / ((contextCounts[context] ?? 0) + tuning.contextPrior)
        }
        // −ln(P + mass) = cost − ln(1 + mass·e^cost)
        return min(tuning.massLimit, Float(log1p(mass * exp(Double(cost)))))
    }

    @inline(__always)
    static func pairKey(_ previous: WordID, _ next: WordID) -> Int64 {
        Int64(previous.rawValue) << 32 | Int64(UInt32(bitPattern: next.rawValue))
    }

    /// The ids of `syllables` in `inventory`; nil when one is not its syllable.
    static func syllableIDs(_ syllables: [String], in inventory: SyllableInventory) -> [UInt16]? {
        var result: [UInt16] = []
        for spelling in syllables {
            guard let id = inventory.id(of: spelling) else { return nil }
            result.append(id)
        }
        return result
    }
}

extension Lexicon {
    /// The id of the word `text` read exactly as `reading` (syllable ids), if the lexicon has it.
    public func word(_ text: String, reading: [UInt16]) -> WordID? {
        if let found = mainWord(text, reading: reading) { return found }
        guard let supplement, let found = supplement.words.mainWord(text, reading: reading) else { return nil }
        return .lexicon(supplement.base + found.rawValue)
    }

    private func mainWord(_ text: String, reading: [UInt16]) -> WordID? {
        var node = root
        for id in reading {
            guard let next = child(of: node, syllable: id) else { return nil }
            node = next
        }
        // Compared in UTF-16 units where they are stored: a String per word of a busy node (家, 加,
        // 假… under jia) made each learning commit and each re-read of the dictionary slow.
        let units = Array(text.utf16)
        for entry in wordRange(at: node) where hasText(word(atEntry: entry), units) {
            return .lexicon(word(atEntry: entry))
        }
        return nil
    }
}
