extension LanguageModel {
    /// The two words a next word is scored after, with the model's trigram block for the pair
    /// looked up once (a decoder keeps one per hypothesis and scores many arcs after it).
    public struct History: Hashable, Sendable {
        /// The word before `last`, or −1 when unknown.
        public let previous: Int32
        /// The last word (0 is the sentence start), or −1 for none (context-free).
        public let last: Int32
        /// Index into the trigram keys when the pair has trigram followers, else −1.
        let block: Int32

        /// No context: every word is scored by its unigram.
        public static let none = History(previous: -1, last: -1, block: -1)
    }

    /// The history of `last` after `previous` (either may be −1: unknown).
    public func history(_ previous: Int32, _ last: Int32) -> History {
        guard previous >= 0, last >= 0, Int(previous) < wordCount,
              let entry = bigramEntry(last, after: previous), let block = trigramBlock(ofBigram: entry)
        else { return History(previous: previous, last: last, block: -1) }
        return History(previous: previous, last: last, block: Int32(block))
    }

    /// The history after one more word.
    @inline(__always)
    public func history(_ history: History, then word: Int32) -> History {
        self.history(history.last, word)
    }

    /// Cost of `word` after `history`: the trigram if listed, else the pair's back-off plus the
    /// bigram cost after the last word.
    @inline(__always)
    public func cost(_ word: Int32, after history: History) -> Float {
        var hint = 0
        return cost(word, after: history, hint: &hint)
    }

    /// `cost(word, after: history)` for words asked in ascending order after one history (see
    /// `cost(_:after:hint:)`; `hint` starts at 0).
    @inline(__always)
    public func cost(_ word: Int32, after history: History, hint: inout Int) -> Float {
        guard history.block >= 0 else { return cost(word, after: history.last, hint: &hint) }
        let block = Int(history.block)
        if let entry = Self.search(trigrams, from: Int(trigramStart[block]), to: Int(trigramStart[block + 1]), for: UInt32(word)) {
            return trigramCodebook[Int(trigrams[entry] & 0xFF)]
        }
        return Float(trigramBackoff[block]) * 0.001 + cost(word, after: history.last, hint: &hint)
    }

    /// Whether the model scores the end of a sentence: its `</s>` is word 0 as a follower (0 is
    /// the sentence start as a context), with its unigram cost in word 0's unigram field, which
    /// data without sentence ends leaves at 0.
    public var hasSentenceEnd: Bool { wordCount > 0 && unigram[0] != 0 }

    /// Cost of ending the sentence after `history` (`P(</s> | a b)`); 0 when the model does not
    /// score sentence ends, or after a history without a word (a literal).
    @inline(__always)
    public func endCost(after history: History) -> Float {
        guard hasSentenceEnd, history.last >= 0 else { return hasSentenceEnd ? unigramCost(0) : 0 }
        return cost(0, after: history)
    }

    /// The stored trigram cost of `word` after `previous last`, if the model has that triple.
    public func trigramCost(_ word: Int32, after previous: Int32, _ last: Int32) -> Float? {
        let history = history(previous, last)
        guard history.block >= 0 else { return nil }
        let block = Int(history.block)
        guard let entry = Self.search(trigrams, from: Int(trigramStart[block]), to: Int(trigramStart[block + 1]), for: UInt32(word))
        else { return nil }
        return trigramCodebook[Int(trigrams[entry] & 0xFF)]
    }

    /// The words listed after `history`'s pair as trigrams, cheapest first, at most `limit`
    /// (none when the pair has no trigram block).
    public func trigramFollowers(of history: History, limit: Int) -> [(word: Int32, cost: Float)] {
        guard history.block >= 0 else { return [] }
        let block = Int(history.block)
        return Self.cheapest(trigrams, Int(trigramStart[block])..<Int(trigramStart[block + 1]), codebook: trigramCodebook, limit: limit)
    }

    /// The position of bigram entry `entry` among the trigram keys, if it has trigram followers.
    func trigramBlock(ofBigram entry: Int) -> Int? {
        let key = UInt32(entry)
        var low = 0, high = trigramKeys.count
        while low < high {
            let middle = (low + high) >> 1
            let value = trigramKeys[middle]
            if value == key { return middle }
            if value < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// How many trigrams the model lists.
    public var trigramCount: Int { trigrams.count }
    /// How many bigrams the model lists.
    public var bigramCount: Int { bigrams.count }
}
