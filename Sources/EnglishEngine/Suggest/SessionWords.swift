/// The words of the text before the caret — what the user has typed in this text: a word typed
/// again is meant (never corrected), a slip of one is corrected toward it in the casing it was
/// typed (`typeXefs` → `typeDefs`), and completions and next words lean toward them (a cache
/// beside the language model: a chat or a snippet repeats its words).
struct SessionWords {
    /// How often each word (lower case) occurs.
    private(set) var counts: [[UInt8]: Int] = [:]
    /// Each folded key's last form as typed.
    private(set) var forms: [[UInt8]: [UInt8]] = [:]
    /// The words counted.
    private(set) var total = 0

    /// How much text before the caret is read, in bytes.
    static let window = 1000

    /// The words of `text` (its last `window` bytes).
    init(text: String) {
        let bytes = Array(text.utf8.suffix(Self.window))
        var start = 0
        // A word cut by the window's start is not read.
        if bytes.count == Self.window { while start < bytes.count, Self.inWord(bytes[start]) { start += 1 } }
        var index = start
        while index <= bytes.count {
            if index < bytes.count, Self.inWord(bytes[index]) { index += 1; continue }
            if index > start {
                let word = Array(bytes[start..<index])
                if EnglishKey.isWord(word) {
                    counts[word.map(EnglishKey.lower), default: 0] += 1
                    forms[EnglishKey.folded(word)] = word
                    total += 1
                }
            }
            index += 1
            start = index
        }
    }

    private static func inWord(_ byte: UInt8) -> Bool { EnglishKey.isLetter(byte) || byte == UInt8(ascii: "'") }

    /// Whether `lower` (lower case) was typed before.
    func contains(_ lower: [UInt8]) -> Bool { counts[lower] != nil }

    /// The share of the words before that are `lower`.
    func share(of lower: [UInt8]) -> Float {
        guard total > 0, let count = counts[lower] else { return 0 }
        return Float(count) / Float(total)
    }

    /// The words typed before whose key starts with `key` (folded), in lower case.
    func words(prefix key: [UInt8]) -> [[UInt8]] {
        counts.keys.filter { EnglishKey.folded($0).starts(with: key) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The folded keys as a trie for correction.
    func trie() -> SessionTrie { SessionTrie(keys: forms.keys.sorted { $0.lexicographicallyPrecedes($1) }) }
}

/// A small trie over a few folded keys, laid out as `LetterTrie` asks (children consecutive and
/// sorted): the session's words for correction.
struct SessionTrie: LetterTrie {
    private var labels: [UInt8] = [0]
    private var ranges: [Range<Int>] = [0..<0]
    private var ends: [Bool] = [false]

    /// The trie of `keys` (sorted, distinct).
    init(keys: [[UInt8]]) {
        // Breadth first: each node's keys, the depth they share.
        var queue: [(node: Int, keys: ArraySlice<[UInt8]>, depth: Int)] = [(0, keys[...], 0)]
        var head = 0
        while head < queue.count {
            let (node, group, depth) = queue[head]
            head += 1
            var rest = group.drop(while: { $0.count == depth })
            ends[node] = rest.count < group.count
            let first = labels.count
            while let key = rest.first {
                let letter = key[depth]
                let same = rest.prefix(while: { $0[depth] == letter })
                labels.append(letter); ranges.append(0..<0); ends.append(false)
                queue.append((labels.count - 1, same, depth + 1))
                rest = rest.dropFirst(same.count)
            }
            ranges[node] = first..<labels.count
        }
    }

    func children(of node: Int) -> Range<Int> { ranges[node] }
    func letter(at node: Int) -> UInt8 { labels[node] }
    func endsWord(at node: Int) -> Bool { ends[node] }
}
