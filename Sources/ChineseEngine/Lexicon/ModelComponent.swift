import MappedData

/// One memory-mapped back-off trigram model file (`lm.bin`, `lm-libime.bin`; kind `LM02`, the
/// bigram-only `LM01` too), one licence per file: `LanguageModel` combines the components. Costs
/// are −ln p in nats: smaller is likelier.
///
/// - every word: a unigram cost and the back-off cost of it as a one-word context;
/// - every context word: its followers, sorted, packed as `follower << 8 | quantised cost`;
/// - the bigrams that are themselves contexts (`TKEY`, ascending bigram indices): their
///   back-off cost and their followers, packed the same way with a codebook of their own.
///
/// Scoring is ARPA back-off: `P(c | a b)` is the listed trigram, else `bow(a b) · P(c | b)`;
/// `P(c | b)` is the listed bigram, else `bow(b) · P(c)`. The builder
/// (`scripts/engine/build_engine_data.py`) writes interpolated, normalised back-off weights.
public struct ModelComponent: Sendable {
    let data: DataFile
    let unigram: MappedArray<UInt16>
    let backoff: MappedArray<Int16>
    let bigramStart: MappedArray<UInt32>
    let bigrams: MappedArray<UInt32>
    let codebook: [Float]
    let trigramKeys: MappedArray<UInt32>
    let trigramStart: MappedArray<UInt32>
    let trigramBackoff: MappedArray<Int16>
    let trigrams: MappedArray<UInt32>
    let trigramCodebook: [Float]

    /// The data kind this reader writes and prefers.
    public static let kind = "LM02"
    /// The bigram-only kind of version 1 is still read: it is LM02 without the trigram sections
    /// (its back-off costs, unsigned there, all fit the signed field).
    public static let bigramKind = "LM01"

    /// The number of words the model covers (the lexicon's ids).
    public let wordCount: Int
    /// The file it was read from.
    public let path: String
    /// The unigram field of a lexicon word this component has no statistics for (a component
    /// built from another source's vocabulary): the other component scores it alone.
    public static let notCovered: UInt16 = 0xFFFF

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        try self.init(data: DataFile(path: path, kinds: [Self.kind, Self.bigramKind], verifyChecksum: verifyChecksum))
    }

    /// The component in `data`, an open file of its own kind or one that holds its sections
    /// beside others (`words-libime.bin`: its META is then `metaTag`, trigrams always).
    init(data: DataFile, metaTag: String = "META") throws {
        let path = data.file.path
        self.path = path
        self.data = data
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        let hasTrigrams = data.kind != Self.bigramKind
        let meta = try data.array(metaTag, of: UInt32.self, count: hasTrigrams ? 3 : 2)
        wordCount = Int(meta[0])
        // Word 0 is the sentence start: a model without it is corrupt (and `1...0` would trap below).
        guard wordCount >= 1 else { throw fail("covers no words") }
        guard wordCount < 1 << 24 else { throw fail("covers more words than a packed entry can name") }
        unigram = try data.array("UNIG", of: UInt16.self, count: wordCount)
        backoff = try data.array("BOFF", of: Int16.self, count: wordCount)
        bigramStart = try data.array("BIDX", of: UInt32.self, count: wordCount + 1)
        bigrams = try data.array("BGRM", of: UInt32.self, count: Int(meta[1]))
        codebook = try Self.codebook(data, "QBOK", path: path)
        try Self.checkIndex(bigramStart, entries: bigrams.count, what: "bigram", fail: fail)
        guard hasTrigrams else {
            trigramKeys = MappedArray(UnsafeRawBufferPointer(start: nil, count: 0))
            trigramStart = MappedArray(UnsafeRawBufferPointer(start: nil, count: 0))
            trigramBackoff = MappedArray(UnsafeRawBufferPointer(start: nil, count: 0))
            trigrams = MappedArray(UnsafeRawBufferPointer(start: nil, count: 0))
            trigramCodebook = codebook
            return
        }
        let keyCount = Int(meta[2])
        trigramKeys = try data.array("TKEY", of: UInt32.self, count: keyCount)
        trigramStart = try data.array("TIDX", of: UInt32.self, count: keyCount + 1)
        trigramBackoff = try data.array("TBOF", of: Int16.self, count: keyCount)
        trigrams = try data.array("TGRM", of: UInt32.self)
        trigramCodebook = try Self.codebook(data, "QTRI", path: path)
        try Self.checkIndex(trigramStart, entries: trigrams.count, what: "trigram", fail: fail)
        var previous: Int64 = -1
        for index in 0..<keyCount {
            let key = Int64(trigramKeys[index])
            guard key > previous, key < Int64(bigrams.count) else { throw fail("trigram keys are not ascending bigram indices") }
            previous = key
        }
    }

    private static func codebook(_ data: DataFile, _ tag: String, path: String) throws -> [Float] {
        let book = try data.array(tag, of: UInt32.self, count: 256)
        let values = (0..<256).map { Float(bitPattern: book[$0]) }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw ChineseEngineError.corruptFile(path: path, reason: "bad cost codebook \(tag)")
        }
        return values
    }

    /// An index must start at 0, never decrease and end at the entry count.
    private static func checkIndex(_ index: MappedArray<UInt32>, entries: Int, what: String,
                                   fail: (String) -> ChineseEngineError) throws {
        guard index[0] == 0, Int(index[index.count - 1]) == entries else { throw fail("\(what) index is inconsistent") }
        var previous: UInt32 = 0
        for position in 1..<index.count {
            guard index[position] >= previous else { throw fail("\(what) index is not monotonic") }
            previous = index[position]
        }
    }

    /// Unigram cost of a word.
    @inline(__always)
    public func unigramCost(_ word: Int32) -> Float { Float(unigram[Int(word)]) * 0.001 }

    /// Whether this component has statistics for `word` (see `notCovered`); for word 0 as a
    /// follower, the end of a sentence, whether it scores sentence ends.
    @inline(__always)
    public func covers(_ word: Int32) -> Bool { word == 0 ? unigram[0] != 0 : unigram[Int(word)] != Self.notCovered }

    /// The size of the file on disk.
    public var fileSize: Int { data.file.bytes.count }

    /// Cost of `word` after `context` (a word id; 0 is the sentence start, negative means none).
    @inline(__always)
    public func cost(_ word: Int32, after context: Int32) -> Float {
        var hint = 0
        return cost(word, after: context, hint: &hint)
    }

    /// `cost(word, after: context)` for words asked in ascending order after one context:
    /// `hint` (start it at 0) is where the last word's search ended among the context's
    /// followers, and the search gallops on from there.
    @inline(__always)
    public func cost(_ word: Int32, after context: Int32, hint: inout Int) -> Float {
        // No context, or one the model does not know (a user-only word): the unigram.
        guard context >= 0, Int(context) < wordCount else { return unigramCost(word) }
        let from = Int(bigramStart[Int(context)]), to = Int(bigramStart[Int(context) + 1])
        // (Not `max`: its generic form was called, not inlined, on every look-up.)
        if let entry = Self.gallop(bigrams, from: hint > from ? hint : from, to: to, for: UInt32(word), hint: &hint) {
            return codebook[Int(bigrams[entry] & 0xFF)]
        }
        return Float(backoff[Int(context)]) * 0.001 + unigramCost(word)
    }

    /// Search of packed entries in `from..<to` for `key`, probing 1, 2, 4, … entries ahead of
    /// `from` first; `end` becomes where `key` is or would be.
    @inline(__always)
    static func gallop(_ entries: MappedArray<UInt32>, from: Int, to: Int, for key: UInt32, hint end: inout Int) -> Int? {
        var low = from, step = 1
        var high = to
        while low + step < to {
            if entries[low + step] >> 8 >= key { high = low + step + 1; break }
            low += step
            step <<= 1
        }
        while low < high {
            let middle = (low + high) >> 1
            let follower = entries[middle] >> 8
            if follower == key { end = middle; return middle }
            if follower < key { low = middle + 1 } else { high = middle }
        }
        end = low
        return nil
    }

    /// The stored bigram cost of `word` after `context`, if the model has that pair.
    @inline(__always)
    public func bigramCost(_ word: Int32, after context: Int32) -> Float? {
        guard context >= 0, Int(context) < wordCount, let entry = bigramEntry(word, after: context) else { return nil }
        return codebook[Int(bigrams[entry] & 0xFF)]
    }

    /// The index of the pair `context word` in the bigram table, if listed.
    @inline(__always)
    func bigramEntry(_ word: Int32, after context: Int32) -> Int? {
        Self.search(bigrams, from: Int(bigramStart[Int(context)]), to: Int(bigramStart[Int(context) + 1]), for: UInt32(word))
    }

    /// Binary search of packed `follower << 8 | code` entries in `from..<to` for `key`.
    @inline(__always)
    static func search(_ entries: MappedArray<UInt32>, from: Int, to: Int, for key: UInt32) -> Int? {
        var low = from, high = to
        while low < high {
            let middle = (low + high) >> 1
            let follower = entries[middle] >> 8
            if follower == key { return middle }
            if follower < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The likeliest followers of `context` (for 联想 prediction), best first (equal costs by id).
    public func followers(of context: Int32, limit: Int) -> [(word: Int32, cost: Float)] {
        guard context >= 0, Int(context) < wordCount else { return [] }
        return Self.cheapest(bigrams, Int(bigramStart[Int(context)])..<Int(bigramStart[Int(context) + 1]), codebook: codebook, limit: limit)
    }

    /// The `limit` cheapest of the packed `follower << 8 | code` entries in `range`, sorted. The
    /// commonest contexts have tens of thousands of followers: a count per code (there are 256)
    /// finds the cost the `limit`-th entry has, and only entries up to it are collected and sorted.
    static func cheapest(_ entries: MappedArray<UInt32>, _ range: Range<Int>, codebook: [Float],
                         limit: Int) -> [(word: Int32, cost: Float)] {
        guard limit > 0, !range.isEmpty else { return [] }
        var threshold = Float.infinity
        if range.count > limit {
            var counts = [Int](repeating: 0, count: 256)
            for index in range { counts[Int(entries[index] & 0xFF)] += 1 }
            let codes = (0..<256).filter { counts[$0] > 0 }.sorted { codebook[$0] < codebook[$1] }
            var total = 0
            for code in codes {
                total += counts[code]
                if total >= limit { threshold = codebook[code]; break }
            }
        }
        var result: [(word: Int32, cost: Float)] = []
        for index in range {
            let entry = entries[index]
            let cost = codebook[Int(entry & 0xFF)]
            if cost <= threshold { result.append((Int32(entry >> 8), cost)) }
        }
        result.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
        return Array(result.prefix(limit))
    }
}
