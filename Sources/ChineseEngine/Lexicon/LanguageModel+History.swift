extension LanguageModel {
    /// The two words a next word is scored after, with each component's trigram block for the
    /// pair looked up once (a decoder keeps one per hypothesis and scores many arcs after it).
    public struct History: Hashable, Sendable {
        /// The word before `last`, or −1 when unknown.
        public let previous: Int32
        /// The last word (0 is the sentence start), or −1 for none (context-free).
        public let last: Int32
        /// The main component's trigram block for the pair, or −1.
        let block: Int32
        /// The companion's trigram block for the pair, or −1.
        let companionBlock: Int32
        /// The new words' trigram block for the pair (`words-libime.bin`), or −1.
        let newWordsBlock: Int32
        /// Whether either word is a new word (then `LanguageModel.costWithNewWords` scores after it).
        let hasNewWord: Bool

        init(previous: Int32, last: Int32, block: Int32, companionBlock: Int32 = -1, newWordsBlock: Int32 = -1, hasNewWord: Bool = false) {
            self.previous = previous
            self.last = last
            self.block = block
            self.companionBlock = companionBlock
            self.newWordsBlock = newWordsBlock
            self.hasNewWord = hasNewWord
        }

        /// No context: every word is scored by its unigram.
        public static let none = History(previous: -1, last: -1, block: -1)
    }

    /// Where the searches of words asked in ascending order after one history ended, one per
    /// component (see `ModelComponent.cost(_:after:hint:)`).
    public struct Hint {
        var main = 0
        var companion = 0
        /// A hint with no search begun: the first look-up searches from the start.
        public init() {}
    }

    /// The history of `last` after `previous` (either may be −1: unknown). Either may also be an
    /// id the model does not score (a user or English word: the decoder keeps its words in the
    /// history): it keeps its place as the history's word, and the model reads it as unknown.
    public func history(_ previous: Int32, _ last: Int32) -> History {
        History(previous: previous, last: last, block: main.block(previous, last),
                companionBlock: companion?.block(previous, last) ?? -1, newWordsBlock: newWordModel?.block(previous, last) ?? -1,
                hasNewWord: isNewWord(previous) || isNewWord(last))
    }

    /// The history after one more word.
    @inline(__always)
    public func history(_ history: History, then word: Int32) -> History {
        self.history(history.last, word)
    }

    /// Cost of `word` after `history`: in each component the trigram if listed, else the pair's
    /// back-off plus the bigram cost after the last word; then combined.
    @inline(__always)
    public func cost(_ word: Int32, after history: History) -> Float {
        var hint = Hint()
        return cost(word, after: history, hint: &hint)
    }

    /// `cost(word, after: history)` for words asked in ascending order after one history (`hint`
    /// starts as `Hint()`).
    @inline(__always)
    public func cost(_ word: Int32, after history: History, hint: inout Hint) -> Float {
        if word >= newWordBase || history.hasNewWord, let newWordModel { return costWithNewWords(word, after: history, newWordModel) }
        if UInt32(bitPattern: word) >= UInt32(bitPattern: newWordBase) { return Self.unknownWordCost }
        let cost = main.cost(word, after: history.last, block: history.block, hint: &hint.main)
        guard hasCompanion, history.last != 0 || companionKnowsStart else { return cost }
        guard second.covers(word) else { return cost + uncoveredOffset }
        return mixed(cost, second.cost(word, after: history.last, block: history.companionBlock, hint: &hint.companion))
    }

    /// Whether the model scores the end of a sentence (a component with `</s>`).
    public var hasSentenceEnd: Bool { main.hasSentenceEnd || companion?.hasSentenceEnd == true }

    /// Cost of ending the sentence after `history` (`P(</s> | a b)`), from the components that
    /// score sentence ends; 0 when none does, or after a history without a word (a literal).
    @inline(__always)
    public func endCost(after history: History) -> Float {
        let scorers = (main.hasSentenceEnd, companion?.hasSentenceEnd == true)
        guard scorers.0 || scorers.1 else { return 0 }
        guard history.last >= 0 else {
            if scorers.0, scorers.1, let companion { return mixed(main.unigramCost(0), companion.unigramCost(0)) }
            return scorers.0 ? main.unigramCost(0) : companion!.unigramCost(0)
        }
        var hint = 0
        let mainCost = main.cost(0, after: history.last, block: history.block, hint: &hint)
        guard let companion, scorers.1 else { return mainCost }
        hint = 0
        let companionCost = companion.cost(0, after: history.last, block: history.companionBlock, hint: &hint)
        return scorers.0 ? mixed(mainCost, companionCost) : companionCost
    }

    /// The stored trigram cost of `word` after `previous last` in the main component, if listed.
    public func trigramCost(_ word: Int32, after previous: Int32, _ last: Int32) -> Float? {
        main.trigramCost(word, after: previous, last)
    }

    /// The words listed after `history`'s pair as trigrams in either component, cheapest first
    /// by the combined model, at most `limit` (none when no component has a block for the pair).
    public func trigramFollowers(of history: History, limit: Int) -> [(word: Int32, cost: Float)] {
        let listed = main.trigramFollowers(inBlock: history.block, limit: limit)
        guard let companion else { return listed }
        var words = Set(listed.map(\.word) + companion.trigramFollowers(inBlock: history.companionBlock, limit: limit).map(\.word))
        if let newWordModel { words.formUnion(newWordModel.trigramFollowers(inBlock: history.newWordsBlock, limit: limit).map(\.word)) }
        return Self.best(words.map { ($0, cost($0, after: history)) }, limit: limit)
    }

    /// How many trigrams the components list.
    public var trigramCount: Int { components.reduce(0) { $0 + $1.trigramCount } }
    /// How many bigrams the components list.
    public var bigramCount: Int { components.reduce(0) { $0 + $1.bigramCount } }
}
