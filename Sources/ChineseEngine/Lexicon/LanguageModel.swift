import Foundation

/// The language model the decoder and 联想 score with: one `ModelComponent` file, or two combined
/// at run time (one licence per file: `lm.bin`, CC-BY-SA, and `lm-libime.bin`, LGPL). Two
/// components are interpolated, `P = (1 − λ)·P_main + λ·P_companion`, each conditioned on the
/// same history by its own back-off; a word the companion does not cover is scored by the main
/// component alone. Costs are −ln p in nats.
public struct LanguageModel: Sendable {
    /// The component every word has statistics in (`lm.bin` when it opened).
    public let main: ModelComponent
    /// The second component, if one opened.
    public var companion: ModelComponent? { hasCompanion ? second : nil }
    /// Whether there is a second component: `second` is read in place on every scored arc (an
    /// optional's payload would be copied, its mapped arrays retained, on each look-up).
    let hasCompanion: Bool
    /// Whether the companion scores words after the sentence start (word 0 has followers in it):
    /// libime's model has no `<s>`, and its unigram is no estimate of a sentence's first word
    /// (你好 for `nh`), so after the start the main component scores alone.
    let companionKnowsStart: Bool
    /// The second component, or `main` again when there is none.
    let second: ModelComponent
    /// The companion's weight λ in the interpolation (0 < λ < 1).
    public let companionWeight: Float
    /// −ln(1 − λ) and −ln λ: added to each component's cost before the two are summed.
    private let mainOffset: Float
    private let companionOffset: Float
    /// What a word the companion does not cover pays over its main cost: the companion is taken
    /// to give it `e^−uncoveredCost` of its main probability (0: the main cost alone).
    public let uncoveredCost: Float
    let uncoveredOffset: Float
    /// The new words' statistics (`Lexicon.Supplement.model`), if added.
    public internal(set) var newWordModel: NewWordModel?
    /// The first id past `main`'s words (its word count): a new word's, scored by
    /// `costWithNewWords`, or, without new words, an id no component knows (a word costs
    /// `unknownWordCost`; as a context it is unknown, the unigram).
    let newWordBase: Int32
    /// What a new word pays over libime's cost for `main`'s share of it (`Mix.newWordCost`):
    /// −ln(λ + (1 − λ)·e^−newWordCost).
    var newWordOffset: Float
    /// The commonest words, found on first use (`commonestWords`).
    let commonest = CommonestWords()

    /// How two components combine: the companion's weight λ and `uncoveredCost`.
    public struct Mix: Sendable, Equatable {
        /// The companion's weight λ, strictly between 0 and 1.
        public var companionWeight: Float
        /// What a word the companion lacks pays over its main cost, in nats (0: the main cost alone).
        public var uncoveredCost: Float
        /// A new word (`words-libime.bin`) has no main cost: it is taken as its libime cost plus
        /// this, in nats, for `main`'s share (see `newWordOffset`).
        public var newWordCost: Float
        /// A mix; the values are not checked here (the model's initializer is given them as they are).
        public init(companionWeight: Float, uncoveredCost: Float, newWordCost: Float = 0) {
            self.companionWeight = companionWeight
            self.uncoveredCost = uncoveredCost
            self.newWordCost = newWordCost
        }
        /// What the shipped data was tuned with (dev.tsv and everyday.tsv together): λ 0.7; a word
        /// libime lacks (mostly open-gram's segmentation pieces, 在主) pays 6 nats, nearly the
        /// companion's silence: dev 96.41/80.15 → 96.47/80.20, everyday 93.45/69.45 → 93.49/69.60
        /// from 1 nat (3: 96.44/80.20, 93.48/69.55; 10 as 6; λ 0.6 or 0.8 with 6 lose on both).
        /// A new word of `words-libime.bin` pays 2 nats over its libime cost (−ln λ = 0.36, what
        /// the mix gives a word `lm.bin` has nothing for, let names such as 于大宝 beat 与打包):
        /// with 6,973 words (the shipped 5,150 score the same at 2), dev 96.48/80.25, everyday 93.54/69.75 at 2 (1:
        /// 96.50/80.30, 93.53/69.70; 1.5: 96.49/80.25, 93.54/69.75; 3: 96.48/80.25, 93.52/69.70);
        /// with all 52,673 words 2.5 was best (96.50/80.35, 93.62/70.15; 0.36: 96.44/80.20,
        /// 93.52/69.95).
        ///
        /// Other forms of the mix tried against this one (everyday | dev, chars/sentences; this
        /// one 93.54/69.75 | 96.48/80.25): none gains on both sets.
        /// - λ by whether each component lists the n-gram or backs off (four λs; listed = a bigram
        ///   or trigram found): best 93.54/70.05 | 96.42/80.20 (λ 0.8 when both list); listed at
        ///   the history's full order: 93.55/69.70 | 96.46/80.25 at best. A companion's back-off
        ///   is no sign that it knows less: `lm-libime.bin` is pruned where its back-off nearly
        ///   gives the n-gram.
        /// - λ by the last word's follower counts, logit λ = 0.85 + β·ln((n_libime + 1)/(n_main + 1)):
        ///   β 0.2 93.45/69.90 | 96.44/80.35, β −0.2 93.42/69.15 | 96.37/79.70.
        /// - Log-linear, 0.3·main + 0.7·companion cost: 93.02/68.25 | 95.97/78.65 (0.4/0.6:
        ///   92.91/67.55 | 96.05/79.10). Capping main's advantage over the companion at 5 nats:
        ///   93.40/69.25 | 96.46/80.45.
        /// - After the start (libime has no `<s>`, nor punctuation to stand for one): libime's
        ///   unigram mixed in at 0.1 / 0.3 / 0.5, 93.51/69.85, 93.53/69.95, 93.45/69.90 with dev
        ///   96.47–96.44; λ 0.5 / 0.8 for the second word: 93.52/69.70 | 96.49/80.25, 93.52/69.75 | 96.43/80.15.
        /// - A cost per word, ±0.5 nat: 93.40/69.35 | 96.38/79.85 (−), 93.42/69.65 | 96.38/80.15 (+).
        /// - A word libime lacks scored by libime as its pieces among libime's words (做的 = 做 + 的,
        ///   89,148 lexicon words; fewest pieces), and such a word as a context read as its last
        ///   pieces: 93.54/69.95 | 96.50/80.30, 9-key everyday 86.04 → 86.35; computed at run time
        ///   it took 1.3 s to open and 50 % more CPU, and stored it would need about 1 MB of pages
        ///   (peak RSS has no room). The pieces' chained libime unigram alone: 93.56/69.85 | 96.49/80.30.
        public static let `default` = Mix(companionWeight: 0.7, uncoveredCost: 6, newWordCost: 2)
    }

    /// The number of words the model covers (the lexicon's ids).
    public var wordCount: Int { main.wordCount }

    /// One component alone.
    public init(_ main: ModelComponent) {
        self.main = main
        second = main
        hasCompanion = false
        companionKnowsStart = false
        companionWeight = 0
        mainOffset = 0
        companionOffset = 0
        uncoveredCost = 0
        uncoveredOffset = 0
        newWordModel = nil
        newWordBase = Int32(main.wordCount)
        newWordOffset = 0
    }

    /// What a word no component knows costs (a new word when the new words' file is not open).
    static let unknownWordCost: Float = 100

    /// Two components over the same word ids, combined as `mix` says.
    public init(main: ModelComponent, companion: ModelComponent, mix: Mix = .default) throws {
        let companionWeight = mix.companionWeight, uncoveredCost = mix.uncoveredCost
        guard companion.wordCount == main.wordCount else {
            throw ChineseEngineError.corruptFile(path: companion.path,
                                                reason: "covers \(companion.wordCount) words, \(main.path) covers \(main.wordCount)")
        }
        guard companionWeight > 0, companionWeight < 1 else {
            throw ChineseEngineError.invalidOption("a model component's weight must lie strictly between 0 and 1, not \(companionWeight)")
        }
        self.main = main
        second = companion
        hasCompanion = true
        companionKnowsStart = companion.bigramStart[1] > companion.bigramStart[0]
        self.companionWeight = companionWeight
        mainOffset = -log(1 - companionWeight)
        companionOffset = -log(companionWeight)
        self.uncoveredCost = max(0, uncoveredCost)
        uncoveredOffset = -log((1 - companionWeight) + companionWeight * exp(-max(0, uncoveredCost)))
        newWordModel = nil
        newWordBase = Int32(main.wordCount)
        newWordOffset = 0
    }

    /// Opens one component file (a model of one file).
    public init(path: String, verifyChecksum: Bool = true) throws {
        self.init(try ModelComponent(path: path, verifyChecksum: verifyChecksum))
    }

    /// The components, main first.
    public var components: [ModelComponent] { [main] + (companion.map { [$0] } ?? []) }

    /// The interpolated cost of costs `mainCost` and `companionCost`:
    /// −ln((1 − λ)·e^−a + λ·e^−b) = min(a′, b′) − ln(1 + e^−|a′ − b′|), a′ and b′ the costs with
    /// their weights' offsets; the last term from `SoftPlus`.
    @inline(__always)
    func mixed(_ mainCost: Float, _ companionCost: Float) -> Float {
        let a = mainCost + mainOffset, b = companionCost + companionOffset
        return min(a, b) - SoftPlus.ofNegative(abs(a - b), in: softPlusTable)
    }

    /// `SoftPlus.table`, held here: the global is read through a once-check on every mixed cost
    /// (half a million a hundred sentences).
    private let softPlusTable = SoftPlus.table

    /// Whether `word` is an id this model scores: a word of `main` or a new word. An id of another
    /// domain (a user word, an English word, a decoder's marker) is not: every entry point checks
    /// its ids here, where they come in, before any read of a mapped table.
    @inline(__always)
    public func scores(_ word: Int32) -> Bool { word >= 0 && Int(word) < allWordCount }

    /// Whether `word` is one of the new words (`words-libime.bin`), past `main`'s.
    @inline(__always)
    func isNewWord(_ word: Int32) -> Bool { word >= newWordBase && Int(word) < allWordCount }

    /// Unigram cost of a word (`unknownWordCost` for an id the model does not score).
    @inline(__always)
    public func unigramCost(_ word: Int32) -> Float {
        if UInt32(bitPattern: word) >= UInt32(bitPattern: newWordBase) {
            guard isNewWord(word), let newWordModel else { return Self.unknownWordCost }
            return newWordModel.unigramCost(ofNew: word) + newWordOffset
        }
        let cost = main.unigramCost(word)
        guard hasCompanion else { return cost }
        guard second.covers(word) else { return cost + uncoveredOffset }
        return mixed(cost, second.unigramCost(word))
    }

    /// Cost of `word` after `context` (a word id; 0 is the sentence start, negative means none; an
    /// id the model does not score is an unknown context, the unigram).
    @inline(__always)
    public func cost(_ word: Int32, after context: Int32) -> Float {
        if word >= newWordBase || context >= newWordBase, let newWordModel {
            return costWithNewWords(word, after: history(-1, context), newWordModel)
        }
        if UInt32(bitPattern: word) >= UInt32(bitPattern: newWordBase) { return Self.unknownWordCost }
        let cost = main.cost(word, after: context)
        guard hasCompanion, context != 0 || companionKnowsStart else { return cost }
        guard second.covers(word) else { return cost + uncoveredOffset }
        return mixed(cost, second.cost(word, after: context))
    }

    /// Whether either component lists `word` after `context` as a pair it saw (not a back-off); a
    /// word no component has (a user's, an English one, a new word) has no pair listed.
    public func listsPair(_ word: WordID, after context: WordID) -> Bool {
        guard word.isLexicon, context.isLexicon, word.rawValue < newWordBase, context.rawValue < newWordBase else { return false }
        return main.bigramCost(word.rawValue, after: context.rawValue) != nil
            || (hasCompanion && second.bigramCost(word.rawValue, after: context.rawValue) != nil)
    }

    /// The stored bigram cost of `word` after `context` in the main component, if listed.
    public func bigramCost(_ word: Int32, after context: Int32) -> Float? { main.bigramCost(word, after: context) }

    /// The likeliest followers of `context` (for 联想 prediction), best first (equal costs by id):
    /// each component's likeliest, scored by the combined model.
    public func followers(of context: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        guard let companion else { return main.followers(of: context, limit: limit) }
        var words = Set(main.followers(of: context, limit: limit).map(\.word)
                        + companion.followers(of: context, limit: limit).map(\.word))
        if let newWordModel { words.formUnion(newWordModel.followers(of: context, limit: limit).map(\.word)) }
        return Self.best(words.map { ($0, cost($0, after: context)) }, limit: limit)
    }

    /// The `limit` cheapest of `scored`, cheapest first, equal costs by id.
    static func best(_ scored: [(word: Int32, cost: Float)], limit: Int) -> [(word: Int32, cost: Float)] {
        Array(scored.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }.prefix(limit))
    }
}

/// ln(1 + e^−d) for d ≥ 0, from a table of 1/64-nat steps up to 16 nats (beyond, e^−16 is below
/// the costs' 0.001-nat grain), interpolated linearly: the interpolation's one transcendental,
/// without a call per scored arc.
enum SoftPlus {
    static let step: Float = 1.0 / 64
    static let table: [Float] = (0...1025).map { Float(log1p(exp(-Double($0) / 64))) }

    /// ln(1 + e^−d) read from `table` (which must be `SoftPlus.table`, passed in so a hot loop
    /// does not check the global's initialisation on every call).
    @inline(__always)
    static func ofNegative(_ d: Float, in table: [Float]) -> Float {
        let scaled = d * 64
        guard scaled < 1024 else { return 0 }
        let index = Int(scaled)
        let fraction = scaled - Float(index)
        return table.withUnsafeBufferPointer { $0[index] + ($0[index + 1] - $0[index]) * fraction }
    }
}
