import MappedData

/// The memory-mapped lexicon (`lexicon.bin`, kind `LEX1`): every word's text, and a trie over
/// syllable ids whose nodes list the words read by the path to them, most likely first.
/// Nodes are numbered breadth-first, so the children of a node are consecutive and the child
/// entry `e` is node `e + 1`: a node costs 10 bytes and no pointers. A node's entry is a word id
/// in the low 24 bits and, in the top 8, the reading's extra cost in tenths of a nat (她 read as
/// the archaic `chi` costs more than 她 read `ta`).
public struct Lexicon: Sendable {
    /// A node of the syllable trie.
    public typealias Node = Int32

    let data: DataFile
    let wordOffsets: MappedArray<UInt32>
    let wordText: MappedArray<UInt16>
    let firstChild: MappedArray<UInt32>
    let edgeSyllable: MappedArray<UInt16>
    let wordStart: MappedArray<UInt32>
    let wordList: MappedArray<UInt32>

    /// The number of words (ids `0..<wordCount`; id 0 is the sentence start `<s>`).
    public let wordCount: Int
    /// The number of trie nodes.
    public let nodeCount: Int

    /// The trie's root.
    public let root: Node = 0

    /// The syllables the trie's edges are ids of: the file's own inventory (`SYLS`: a name, the
    /// spellings, the initials, a line each) or, without one, Mandarin pinyin.
    public let syllables: SyllableInventory

    /// The new words of `words-libime.bin`, if the engine opened them: ids from `wordCount` on,
    /// trie nodes from `nodeCount` on (see `Lexicon.Supplement`).
    public internal(set) var supplement: Supplement? {
        didSet { textIndex = WordTextIndexCache() }
    }
    /// Words by their text (`WordTextIndex`), built at the first use and shared by this lexicon's
    /// copies; a lexicon with other words (a supplement added) gets its own.
    private(set) var textIndex = WordTextIndexCache()
    /// The same table of this file's own words, when the file carries it (`TXWD`, `TXPF`): mapped,
    /// so finding the words that end a text needs neither a pass over the words nor private memory.
    let textTable: TextTable?

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        try self.init(data: DataFile(path: path, kind: "LEX1", verifyChecksum: verifyChecksum))
    }

    /// The lexicon sections of `data` (a `lexicon.bin`, or the new words of `words-libime.bin`).
    init(data: DataFile) throws {
        self.data = data
        let path = data.file.path
        let meta = try data.array("META", of: UInt32.self, count: 3)
        wordCount = Int(meta[0])
        nodeCount = Int(meta[1])
        let entries = Int(meta[2])
        // Word 0 (the sentence start) and node 0 (the root) always exist; validation relies on them.
        guard wordCount >= 1, nodeCount >= 1 else {
            throw ChineseEngineError.corruptFile(path: path, reason: "has \(wordCount) words and \(nodeCount) trie nodes; at least one of each is needed")
        }
        wordOffsets = try data.array("WOFF", of: UInt32.self, count: wordCount + 1)
        wordText = try data.array("WTXT", of: UInt16.self)
        firstChild = try data.array("NCHD", of: UInt32.self, count: nodeCount + 1)
        edgeSyllable = try data.array("NSYL", of: UInt16.self, count: nodeCount)
        wordStart = try data.array("NWRD", of: UInt32.self, count: nodeCount + 1)
        wordList = try data.array("WLST", of: UInt32.self, count: entries)
        syllables = try Self.inventory(in: data)
        textTable = try TextTable(in: data, wordCount: wordCount)
        try validate()
    }

    /// Checks the invariants every lookup relies on, so a corrupt file with a right checksum
    /// (or one opened without checking it) still cannot send a read out of bounds.
    private func validate() throws {
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: data.file.path, reason: reason) }
        guard nodeCount > 0, wordCount > 0 else { throw fail("empty lexicon") }
        guard wordOffsets[0] == 0, Int(wordOffsets[wordCount]) == wordText.count else { throw fail("word offsets do not match the text") }
        guard firstChild[0] == 0, Int(firstChild[nodeCount]) == nodeCount - 1 else { throw fail("trie child index is inconsistent") }
        guard wordStart[0] == 0, Int(wordStart[nodeCount]) == wordList.count else { throw fail("trie word index is inconsistent") }
        var previous: UInt32 = 0
        for index in 1...nodeCount {
            let value = firstChild[index]
            guard value >= previous, Int(value) <= nodeCount - 1 else { throw fail("trie child index is not monotonic") }
            previous = value
        }
        previous = 0
        for index in 1...nodeCount {
            let value = wordStart[index]
            guard value >= previous else { throw fail("trie word index is not monotonic") }
            previous = value
        }
        previous = 0
        for index in 1...wordCount {
            let value = wordOffsets[index]
            guard value >= previous else { throw fail("word offsets are not monotonic") }
            previous = value
        }
        for index in 0..<wordList.count where Int(wordList[index] & 0xFF_FFFF) >= wordCount {
            throw fail("trie names word \(wordList[index] & 0xFF_FFFF), beyond the word table")
        }
        for index in 0..<nodeCount where Int(edgeSyllable[index]) >= syllables.spellings.count && index > 0 {
            throw fail("trie names syllable \(edgeSyllable[index]), beyond the syllable table")
        }
    }

    /// The text of a word (a new word's too).
    public func text(of word: Int32) -> String {
        guard let range = unitRange(of: word) else { return "" }
        // Written as UTF-8 in place (at most 3 bytes a unit; a surrogate pair's 4 bytes are 2 units'):
        // no array, and not the generic transcoder, which every candidate's text went through.
        return String(unsafeUninitializedCapacity: range.count * 3) { bytes in
            var count = 0, position = range.lowerBound
            func put(_ byte: UInt32) { bytes[count] = UInt8(truncatingIfNeeded: byte); count += 1 }
            while position < range.upperBound {
                var scalar = UInt32(unit(at: position))
                position += 1
                if scalar & 0xF800 == 0xD800 {
                    let low = position < range.upperBound ? UInt32(unit(at: position)) : 0
                    if scalar < 0xDC00, low & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        position += 1
                    } else {
                        scalar = 0xFFFD  // an unpaired surrogate, as String(decoding:) repairs it
                    }
                }
                if scalar < 0x80 {
                    put(scalar)
                } else if scalar < 0x800 {
                    put(0xC0 | scalar >> 6); put(0x80 | scalar & 0x3F)
                } else if scalar < 0x10000 {
                    put(0xE0 | scalar >> 12); put(0x80 | scalar >> 6 & 0x3F); put(0x80 | scalar & 0x3F)
                } else {
                    put(0xF0 | scalar >> 18); put(0x80 | scalar >> 12 & 0x3F); put(0x80 | scalar >> 6 & 0x3F); put(0x80 | scalar & 0x3F)
                }
            }
            return count
        }
    }

    /// The UTF-16 unit at `position` of `unitRange(of:)`'s ranges: the lexicon's word text, then
    /// the supplement's.
    @inline(__always)
    func unit(at position: Int) -> UInt16 {
        position < wordText.count ? wordText[position] : supplement!.words.wordText[position - wordText.count]
    }

    /// Whether the text of `word` is `units` (UTF-16), compared without making a String.
    @inline(__always)
    func hasText<Units: Collection<UInt16>>(_ word: Int32, _ units: Units) -> Bool {
        guard let range = unitRange(of: word), range.count == units.count else { return false }
        return zip(range, units).allSatisfy { unit(at: $0) == $1 }
    }

    /// Where a word's UTF-16 units lie (read them with `unit(at:)`: a new word's follow the
    /// lexicon's), or nil for an id outside the lexicon and its supplement.
    @inline(__always)
    func unitRange(of word: Int32) -> Range<Int>? {
        let index = Int(word)
        guard index >= 0 else { return nil }
        guard index < wordCount else {
            guard let supplement, let range = supplement.words.unitRange(of: word - Int32(wordCount)) else { return nil }
            return (range.lowerBound + wordText.count)..<(range.upperBound + wordText.count)
        }
        return Int(wordOffsets[index])..<Int(wordOffsets[index + 1])
    }

    /// The length of a word in UTF-16 units (one per Han character of the BMP).
    public func length(of word: Int32) -> Int {
        unitRange(of: word)?.count ?? 0
    }

    /// The children of a node as node numbers.
    @inline(__always)
    public func children(of node: Node) -> Range<Int32> {
        let first = Int32(firstChild[Int(node)]) + 1
        let end = Int32(firstChild[Int(node) + 1]) + 1
        return first..<end
    }

    /// The node whose child `node` is (nil for the root): a binary search, since children are
    /// numbered in their parents' order.
    public func parent(of node: Node) -> Node? {
        guard node > 0, Int(node) < nodeCount else { return nil }
        var low = 0, high = nodeCount  // the first parent whose children end after `node`
        while low < high {
            let middle = low + (high - low) / 2
            if Int(firstChild[middle + 1]) + 1 <= Int(node) { low = middle + 1 } else { high = middle }
        }
        // A parent precedes its children (breadth-first): a corrupt file cannot make a cycle.
        return low < Int(node) && children(of: Node(low)).contains(node) ? Node(low) : nil
    }

    /// The syllables on the path from the root to `node`: the reading of the words there (a
    /// node from `nodeCount` on is the supplement's).
    public func reading(of node: Node) -> [UInt16] {
        if Int(node) >= nodeCount, let supplement { return supplement.words.reading(of: node - Int32(nodeCount)) }
        var syllables: [UInt16] = []
        var node = node
        while let parent = parent(of: node) {
            syllables.append(syllable(into: node))
            node = parent
        }
        return syllables.reversed()
    }

    /// The syllable on the edge into a node.
    @inline(__always)
    public func syllable(into node: Node) -> UInt16 { edgeSyllable[Int(node)] }

    /// The range of entries in `words(at:)` of a node.
    @inline(__always)
    public func wordRange(at node: Node) -> Range<Int> {
        Int(wordStart[Int(node)])..<Int(wordStart[Int(node) + 1])
    }

    /// The word at an entry index of `wordRange(at:)`.
    @inline(__always)
    public func word(atEntry entry: Int) -> Int32 { Int32(wordList[entry] & 0xFF_FFFF) }

    /// The extra cost (nats) of the reading an entry stands for: 0 for a word's usual reading.
    @inline(__always)
    public func readingCost(atEntry entry: Int) -> Float { Float(wordList[entry] >> 24) * 0.1 }

    /// The child of `node` reached by syllable `id`, if any (binary search: children are sorted).
    public func child(of node: Node, syllable id: UInt16) -> Node? {
        let child = firstChild(of: node, from: id)
        return child < children(of: node).upperBound && syllable(into: child) == id ? child : nil
    }

    /// The first child of `node` whose syllable is `id` or later (the end of `children(of:)` if none).
    @inline(__always)
    public func firstChild(of node: Node, from id: UInt16) -> Node {
        var low = children(of: node).lowerBound, high = children(of: node).upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if syllable(into: middle) < id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Appends the children of `node` whose syllable is in `syllables`, in syllable order: the
    /// children between the set's lowest and highest ids are scanned (an unfinished syllable or
    /// an initial stands for a run of neighbouring ids: `sh` is sha…shuo).
    @inline(__always)
    public func appendChildren(of node: Node, in syllables: SyllableSet, to result: inout [Node]) {
        guard let lowest = syllables.lowestID, let highest = syllables.highestID else { return }
        let end = children(of: node).upperBound
        var child = firstChild(of: node, from: lowest)
        while child < end {
            let id = syllable(into: child)
            if id > highest { break }
            if syllables.contains(id) { result.append(child) }
            child += 1
        }
    }

    /// The words read exactly as `syllables` (by spelling), most likely first; then the
    /// supplement's, likeliest first.
    public func words(reading syllables: [String]) -> [String] {
        mainWords(reading: syllables) + (supplement?.words.mainWords(reading: syllables) ?? [])
    }

    private func mainWords(reading syllables: [String]) -> [String] {
        var node = root
        for spelling in syllables {
            guard let id = self.syllables.id(of: spelling), let next = child(of: node, syllable: id) else { return [] }
            node = next
        }
        return wordRange(at: node).map { text(of: word(atEntry: $0)) }
    }
}
