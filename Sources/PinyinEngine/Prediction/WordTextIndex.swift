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

    /// Builds the index over `lexicon` (a few milliseconds).
    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        let count = max(0, lexicon.wordCount - 1)
        var keyed = [(hash: UInt32, word: Int32)]()
        keyed.reserveCapacity(count)
        for word in 1..<max(1, Int32(lexicon.wordCount)) { keyed.append((Self.hash(of: word, in: lexicon), word)) }
        keyed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.word < $1.word }
        words = keyed.map(\.word)
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
            if lexicon.hasText(words[low], Array(units)) { return words[low] }
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

    private static func hash(of word: Int32, in lexicon: Lexicon) -> UInt32 {
        guard let range = lexicon.unitRange(of: word) else { return 0 }
        var value: UInt32 = 0x811C_9DC5
        for position in range { value = (value ^ UInt32(lexicon.wordText[position])) &* 0x0100_0193 }
        return value
    }

    private static func hash(_ units: ArraySlice<UInt16>) -> UInt32 {
        var value: UInt32 = 0x811C_9DC5
        for unit in units { value = (value ^ UInt32(unit)) &* 0x0100_0193 }
        return value
    }
}
