/// The memory-mapped word bigram model (`lm.bin`, kind `LM01`): for each word a unigram cost
/// and a back-off cost, and for each context word its followers, sorted, packed as
/// `follower << 8 | quantised cost` in 4 bytes. Costs are −ln p: smaller is likelier.
public struct LanguageModel: Sendable {
    let data: DataFile
    let unigram: MappedArray<UInt16>
    let backoff: MappedArray<UInt16>
    let bigramStart: MappedArray<UInt32>
    let bigrams: MappedArray<UInt32>
    let codebook: [Float]

    /// The number of words the model covers (the lexicon's ids).
    public let wordCount: Int

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: "LM01", verifyChecksum: verifyChecksum)
        let meta = try data.array("META", of: UInt32.self, count: 2)
        wordCount = Int(meta[0])
        // Word 0 is the sentence start: a model without it is corrupt (and `1...0` would trap below).
        guard wordCount >= 1 else { throw PinyinEngineError.corruptFile(path: path, reason: "covers no words") }
        unigram = try data.array("UNIG", of: UInt16.self, count: wordCount)
        backoff = try data.array("BOFF", of: UInt16.self, count: wordCount)
        bigramStart = try data.array("BIDX", of: UInt32.self, count: wordCount + 1)
        bigrams = try data.array("BGRM", of: UInt32.self, count: Int(meta[1]))
        let book = try data.array("QBOK", of: UInt32.self, count: 256)
        codebook = (0..<256).map { Float(bitPattern: book[$0]) }
        func fail(_ reason: String) -> PinyinEngineError { .corruptFile(path: data.file.path, reason: reason) }
        guard bigramStart[0] == 0, Int(bigramStart[wordCount]) == bigrams.count else { throw fail("bigram index is inconsistent") }
        var previous: UInt32 = 0
        for index in 1...wordCount {
            guard bigramStart[index] >= previous else { throw fail("bigram index is not monotonic") }
            previous = bigramStart[index]
        }
        guard codebook.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw fail("bad cost codebook") }
    }

    /// Unigram cost of a word.
    @inline(__always)
    public func unigramCost(_ word: Int32) -> Float { Float(unigram[Int(word)]) * 0.001 }

    /// Cost of `word` after `context` (a word id; 0 is the sentence start, negative means none).
    @inline(__always)
    public func cost(_ word: Int32, after context: Int32) -> Float {
        guard context >= 0 else { return unigramCost(word) }
        if let direct = bigramCost(word, after: context) { return direct }
        return Float(backoff[Int(context)]) * 0.001 + unigramCost(word)
    }

    /// The stored bigram cost of `word` after `context`, if the model has that pair.
    @inline(__always)
    public func bigramCost(_ word: Int32, after context: Int32) -> Float? {
        var low = Int(bigramStart[Int(context)])
        var high = Int(bigramStart[Int(context) + 1])
        let key = UInt32(word)
        while low < high {
            let middle = (low + high) >> 1
            let entry = bigrams[middle]
            let follower = entry >> 8
            if follower == key { return codebook[Int(entry & 0xFF)] }
            if follower < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The likeliest followers of `context` (for 联想 prediction), best first.
    public func followers(of context: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        guard context >= 0, Int(context) < wordCount else { return [] }
        var result: [(word: Int32, cost: Float)] = []
        for index in Int(bigramStart[Int(context)])..<Int(bigramStart[Int(context) + 1]) {
            let entry = bigrams[index]
            result.append((Int32(entry >> 8), codebook[Int(entry & 0xFF)]))
        }
        result.sort { $0.cost < $1.cost }
        return Array(result.prefix(limit))
    }
}
