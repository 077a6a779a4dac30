import Foundation

/// The words of the text before the caret — what the user has typed in this text: a word typed
/// again is meant (never corrected), a slip of one is corrected toward it in the casing it was
/// typed (`typeXefs` → `typeDefs`), and completions and next words lean toward them (a cache
/// beside the language model: a chat or a snippet repeats its words). Read once per text
/// (`SessionCache`): a keystroke only looks up.
struct SessionWords {
    /// How often each word (lower case) occurs.
    private(set) var counts: [[UInt8]: Int] = [:]
    /// Each folded key's last form as typed.
    private(set) var forms: [[UInt8]: [UInt8]] = [:]
    /// The words counted.
    private(set) var total = 0
    /// Each word (lower case) with its folded key, in the order of the keys.
    private var byKey: [(key: [UInt8], word: [UInt8])] = []
    /// The folded keys, sorted.
    private var keys: [[UInt8]] = []
    /// Each key's letters counted (26 a key), in the keys' order, for `keys(near:)`.
    private var letterCounts: [UInt8] = []

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
        byKey = counts.keys.map { (EnglishKey.folded($0), $0) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        keys = forms.keys.sorted { $0.lexicographicallyPrecedes($1) }
        letterCounts = [UInt8](repeating: 0, count: keys.count * 26)
        for (number, key) in keys.enumerated() {
            for letter in key where letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") {
                letterCounts[number * 26 + Int(letter - UInt8(ascii: "a"))] &+= 1
            }
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

    /// The words typed before whose key starts with `key` (folded), in lower case, in their order.
    func words(prefix key: [UInt8]) -> [[UInt8]] {
        // The first key not before `key`: the keys starting with it follow.
        var low = 0, high = byKey.count
        while low < high {
            let middle = (low + high) / 2
            if byKey[middle].key.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        var found: [[UInt8]] = []
        while low < byKey.count, byKey[low].key.starts(with: key) {
            found.append(byKey[low].word)
            low += 1
        }
        return found.count > 1 ? found.sorted { $0.lexicographicallyPrecedes($1) } : found
    }

    /// The keys (sorted) that may lie within `budget` of `typed` (folded) at `costs`, as a trie
    /// for correction (most keystrokes: none): a bound from the lengths (each letter more or less
    /// is an omission or insertion) and from the letters (each letter one has and the other lacks
    /// takes a slip) leaves out the keys a search could not find.
    func trie(near typed: [UInt8], budget: Float, costs: SlipCosts) -> SessionTrie? {
        let indel = max(0, min(costs.omission, costs.doubledOmission, costs.insertion, costs.nearInsertion))
        let slip = max(0, min(indel, costs.touch.base, costs.neighbour, costs.farKey, costs.soundAlike))
        var typedCounts = [Int](repeating: 0, count: 26)
        for letter in typed where letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") {
            typedCounts[Int(letter - UInt8(ascii: "a"))] += 1
        }
        var near: [[UInt8]] = []
        for (number, key) in keys.enumerated() where Float(abs(key.count - typed.count)) * indel <= budget {
            var missing = 0, extra = 0
            for letter in 0..<26 {
                let difference = Int(letterCounts[number * 26 + letter]) - typedCounts[letter]
                if difference > 0 { missing += difference } else { extra -= difference }
            }
            if Float(max(missing, extra)) * slip <= budget { near.append(key) }
        }
        return near.isEmpty ? nil : SessionTrie(keys: near)
    }
}

/// The words of the last text read, kept while the text stays the same: the keystrokes of a
/// word read the text before it once. Shared by an engine's copies; safe across threads.
final class SessionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (text: String, words: SessionWords)?

    /// The words of `text`, read now if the last text read was another.
    func words(of text: String) -> SessionWords {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.text == text { return last.words }
        let words = SessionWords(text: text)
        last = (text, words)
        return words
    }
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
