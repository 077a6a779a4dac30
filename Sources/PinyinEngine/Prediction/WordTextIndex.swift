import Foundation

/// Lexicon words by their text, for finding the words that end committed text many times a second
/// (`shurufa predict`, one text per line). The word ids sorted by a hash of their UTF-16 units: 4
/// bytes a word (0.9 MB for the shipped lexicon, where a `[String: Int32]` took 9 MB of private
/// memory); a look-up is a binary search on the hash, each probe hashing a word's text in the
/// mapped lexicon. A keyboard finds its context once per composition and uses the lexicon's scan
/// (`Lexicon.longestWord(endingWith:)`), which needs no index.
struct WordTextIndex {
    private let lexicon: Lexicon
    /// Word ids (from 1) ordered by `hash(of:)`, then by id.
    private let words: [Int32]

    /// The index over `lexicon`: built once per opened lexicon (a few milliseconds) and shared by
    /// every copy of it, so a server's sessions (each a handwriting context) hold one, not one each.
    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        words = lexicon.textIndex.words { Self.build(lexicon) }
    }

    /// The word ids ordered by their text's hash.
    private static func build(_ lexicon: Lexicon) -> [Int32] {
        let count = max(0, lexicon.allWordCount - 1)
        var keyed = [(hash: UInt32, word: Int32)]()
        keyed.reserveCapacity(count)
        for word in 1..<max(1, Int32(lexicon.allWordCount)) { keyed.append((Self.hash(of: word, in: lexicon), word)) }
        keyed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.word < $1.word }
        return keyed.map(\.word)
    }

    /// The first (lowest) word id whose text is `units`, or nil.
    func word(_ units: ArraySlice<UInt16>) -> Int32? {
        let key = Self.hash(units)
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high) >> 1
            if Self.hash(of: words[middle], in: lexicon) < key { low = middle + 1 } else { high = middle }
        }
        while low < words.count, Self.hash(of: words[low], in: lexicon) == key {
            if lexicon.hasText(words[low], units) { return words[low] }
            low += 1
        }
        return nil
    }

    /// The longest word whose text ends `units`, or nil: the same answer as the lexicon's scan.
    func longestWord(endingWith units: [UInt16]) -> Int32? {
        for length in stride(from: min(Lexicon.longestWordLength, units.count), through: 1, by: -1) {
            if let word = word(units[(units.count - length)...]) { return word }
        }
        return nil
    }

    /// FNV-1a over a word's text, read in place in the mapped lexicon.
    private static func hash(of word: Int32, in lexicon: Lexicon) -> UInt32 {
        guard let range = lexicon.unitRange(of: word) else { return 0 }
        var value = offsetBasis
        for position in range { value = mix(value, lexicon.unit(at: position)) }
        return value
    }

    /// FNV-1a over UTF-16 units: the same hash as `hash(of:in:)` for the same text.
    private static func hash(_ units: ArraySlice<UInt16>) -> UInt32 {
        var value = offsetBasis
        for unit in units { value = mix(value, unit) }
        return value
    }

    private static let offsetBasis: UInt32 = 0x811C_9DC5

    @inline(__always)
    private static func mix(_ value: UInt32, _ unit: UInt16) -> UInt32 { (value ^ UInt32(unit)) &* 0x0100_0193 }
}

/// The word-text index of one opened lexicon, built at the first use and shared by the lexicon's
/// copies (a lexicon is a value over mapped memory; this is its only mutable state, behind a lock).
/// It holds the ids only, never the lexicon, so no cycle keeps either alive.
final class WordTextIndexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: [Int32]?

    /// The cached ids, or `build`'s, cached (a second caller waits for the first's).
    func words(build: () -> [Int32]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let words = build()
        cached = words
        return words
    }
}
