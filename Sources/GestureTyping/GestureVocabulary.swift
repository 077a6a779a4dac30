/// A word list a gesture is decoded over: words in ascending order of their letters (so words
/// that begin alike are neighbours and share the match of their beginning), each with a prior
/// cost (−ln of its probability, in nats).
public protocol GestureVocabulary: Sendable {
    /// The number of words.
    var count: Int { get }
    /// Writes the ASCII bytes of word `index` into `bytes` (replacing its contents).
    func spelling(of index: Int, into bytes: inout [UInt8])
    /// The word's prior cost in nats (lower is commoner).
    func priorCost(of index: Int) -> Float
    /// A bound no word's prior cost is under: what a beginning is bounded with.
    var leastPriorCost: Float { get }
    /// Whether word `index`'s bytes begin with `prefix`: how a decoder jumps past the words that
    /// share a hopeless beginning (they are neighbours in the sorted list).
    func spelling(of index: Int, hasPrefix prefix: ArraySlice<UInt8>) -> Bool
}

extension GestureVocabulary {
    /// Whether word `index`'s bytes begin with `prefix`, from `spelling(of:into:)`.
    public func spelling(of index: Int, hasPrefix prefix: ArraySlice<UInt8>) -> Bool {
        var bytes: [UInt8] = []
        spelling(of: index, into: &bytes)
        return bytes.starts(with: prefix)
    }

    /// The first index after `index` (whose word begins with `prefix`) whose word does not:
    /// a galloping search, so a small run of sharers costs a few look-ups.
    func end(ofRunFrom index: Int, sharing prefix: ArraySlice<UInt8>) -> Int {
        var low = index, step = 1  // low begins with prefix
        var high = count
        while low + step < count {
            if spelling(of: low + step, hasPrefix: prefix) { low += step; step *= 2 } else { high = low + step; break }
        }
        while high - low > 1 {  // low shares, high does not (or is the end)
            let middle = (low + high) / 2
            if spelling(of: middle, hasPrefix: prefix) { low = middle } else { high = middle }
        }
        return high
    }
    /// Every word's prior cost, scanned.
    public var leastPriorCost: Float {
        var least = Float.infinity
        for index in 0..<count { least = min(least, priorCost(of: index)) }
        return least
    }
}

/// A vocabulary of words given in memory, sorted on creation: tests and small lists.
public struct ListedVocabulary: GestureVocabulary {
    private let words: [(spelling: [UInt8], cost: Float)]

    /// `words` with their prior costs (any order; sorted here by their lower-case spelling).
    public init(_ words: [(word: String, priorCost: Float)]) {
        self.words = words.map { (Array($0.word.utf8), $0.priorCost) }
            .sorted { $0.spelling.lexicographicallyPrecedes($1.spelling) }
    }

    /// The number of words.
    public var count: Int { words.count }
    /// Writes the word's bytes.
    public func spelling(of index: Int, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: words[index].spelling)
    }
    /// The word's prior cost.
    public func priorCost(of index: Int) -> Float { words[index].cost }
}
