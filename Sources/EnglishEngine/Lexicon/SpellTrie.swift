import MappedData

/// The trie over the valid words' folded keys in `en-spell.bin` (sections `NLAB`, `NFIR`,
/// `NNUM`, `NKEY`): node 0 is the root; a node's children are consecutive and sorted by letter;
/// a node where a key ends names the first word of that key. Correction walks it.
struct SpellTrie: LetterTrie, Sendable {
    let labels: RawBytes
    let firstChild: RawUInt32s
    let childCount: RawBytes
    let keys: RawUInt32s
    let count: Int

    init(_ data: DataFile<EnglishEngineError>, path: String, words: Int) throws {
        labels = RawBytes(try data.section("NLAB"))
        count = labels.count
        firstChild = RawUInt32s(try data.raw("NFIR", size: 4, count: count))
        childCount = RawBytes(try data.raw("NNUM", size: 1, count: count))
        keys = RawUInt32s(try data.raw("NKEY", size: 4, count: count))
        for node in 0..<count {
            let first = firstChild[node], children = Int(childCount[node])
            guard (children == 0 || first > node), first + children <= count, keys[node] <= words else {
                throw EnglishEngineError.corruptFile(path: path, reason: "the word trie is inconsistent at node \(node)")
            }
        }
    }

    func children(of node: Int) -> Range<Int> {
        let first = firstChild[node]
        return first..<(first + Int(childCount[node]))
    }

    func letter(at node: Int) -> UInt8 { labels[node] }

    func endsWord(at node: Int) -> Bool { keys[node] != 0 }

    /// The word index whose key ends at `node`, if one does.
    @inline(__always) func word(at node: Int) -> Int? {
        let key = keys[node]
        return key == 0 ? nil : key - 1
    }
}

/// A trie of folded keys that correction walks: node 0 is the root; a node's children are
/// consecutive and sorted by letter.
protocol LetterTrie {
    /// The nodes under `node`.
    func children(of node: Int) -> Range<Int>
    /// The letter on the edge into `node`.
    func letter(at node: Int) -> UInt8
    /// Whether a key ends at `node`.
    func endsWord(at node: Int) -> Bool
}
