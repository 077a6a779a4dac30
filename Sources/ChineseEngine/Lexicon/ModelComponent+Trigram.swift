extension ModelComponent {
    /// The trigram block of the pair `previous last` (an index into the trigram keys), or −1 when
    /// the pair has no trigram followers or either word is unknown (−1).
    public func block(_ previous: Int32, _ last: Int32) -> Int32 {
        guard previous >= 0, last >= 0, Int(previous) < wordCount,
              let entry = bigramEntry(last, after: previous), let block = trigramBlock(ofBigram: entry)
        else { return -1 }
        return Int32(block)
    }

    /// Cost of `word` after `last` whose pair with the word before has trigram block `block`:
    /// the trigram if listed, else the pair's back-off plus the bigram cost after `last`. `hint`
    /// as in `cost(_:after:hint:)`.
    @inline(__always)
    public func cost(_ word: Int32, after last: Int32, block: Int32, hint: inout Int) -> Float {
        guard block >= 0 else { return cost(word, after: last, hint: &hint) }
        let block = Int(block)
        if let entry = Self.search(trigrams, from: Int(trigramStart[block]), to: Int(trigramStart[block + 1]), for: UInt32(word)) {
            return trigramCodebook[Int(trigrams[entry] & 0xFF)]
        }
        return Float(trigramBackoff[block]) * 0.001 + cost(word, after: last, hint: &hint)
    }

    /// Whether the component scores the end of a sentence: its `</s>` is word 0 as a follower (0
    /// is the sentence start as a context), with its unigram cost in word 0's unigram field,
    /// which data without sentence ends leaves at 0.
    public var hasSentenceEnd: Bool { wordCount > 0 && unigram[0] != 0 }

    /// The stored trigram cost of `word` after `previous last`, if the component has that triple.
    public func trigramCost(_ word: Int32, after previous: Int32, _ last: Int32) -> Float? {
        let block = block(previous, last)
        guard block >= 0 else { return nil }
        guard let entry = Self.search(trigrams, from: Int(trigramStart[Int(block)]), to: Int(trigramStart[Int(block) + 1]), for: UInt32(word))
        else { return nil }
        return trigramCodebook[Int(trigrams[entry] & 0xFF)]
    }

    /// The words listed as trigrams in block `block`, cheapest first, at most `limit` (none for −1).
    public func trigramFollowers(inBlock block: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        guard block >= 0 else { return [] }
        let block = Int(block)
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

    /// The trigram listed for `word` in block `block` (≥ 0), if any.
    @inline(__always)
    func listedTrigramCost(_ word: Int32, inBlock block: Int32) -> Float? {
        let block = Int(block)
        guard let entry = Self.search(trigrams, from: Int(trigramStart[block]), to: Int(trigramStart[block + 1]), for: UInt32(word))
        else { return nil }
        return trigramCodebook[Int(trigrams[entry] & 0xFF)]
    }

    /// The back-off cost of the pair whose trigram block is `block` (≥ 0).
    @inline(__always)
    func pairBackoffCost(inBlock block: Int32) -> Float { Float(trigramBackoff[Int(block)]) * 0.001 }

    /// The back-off cost of `word` as a one-word context.
    @inline(__always)
    func backoffCost(_ word: Int32) -> Float { Float(backoff[Int(word)]) * 0.001 }

    /// How many trigrams the component lists.
    public var trigramCount: Int { trigrams.count }
    /// How many bigrams the component lists.
    public var bigramCount: Int { bigrams.count }
}
