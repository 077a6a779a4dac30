/// The syllable spellings and initials as a letter trie, so a reading that may take several
/// letters at a unit (a 9-key digit) walks every matching spelling at once.
struct SpellingTrie: Sendable {
    struct Node: Sendable {
        /// Child node index by letter (`a`…`z`), -1 when none.
        var children = [Int32](repeating: -1, count: 26)
        /// The syllable spelled by the path to this node (aliases included), if any.
        var syllable: UInt16?
        /// Whether the path spells an initial that is not a syllable (`zh`, `b`).
        var isInitial = false
        /// Every syllable whose spelling starts with the path.
        var prefix = SyllableSet()
    }

    private(set) var nodes: [Node] = [Node()]

    /// The trie of `SyllableTable`'s spellings, aliases and initials.
    static let shared: SpellingTrie = {
        var trie = SpellingTrie()
        let spellings = SyllableTable.spellings + Array(SyllableTable.aliases.keys).sorted() + SyllableTable.initials
        for spelling in spellings {
            var node = 0
            var path = ""
            for letter in spelling.utf8 {
                path.unicodeScalars.append(Unicode.Scalar(letter))
                let slot = Int(letter) - Int(UInt8(ascii: "a"))
                if trie.nodes[node].children[slot] < 0 {
                    trie.nodes[node].children[slot] = Int32(trie.nodes.count)
                    var child = Node()
                    child.syllable = SyllableTable.id(of: path)
                    child.isInitial = child.syllable == nil && SyllableTable.initials.contains(path)
                    child.prefix = SyllableTable.syllables(withPrefix: path)
                    trie.nodes.append(child)
                }
                node = Int(trie.nodes[node].children[slot])
            }
        }
        return trie
    }()

    /// The child of `node` along `letter` (ASCII lower case), or nil.
    @inline(__always)
    func child(of node: Int, letter: UInt8) -> Int? {
        guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") else { return nil }
        let index = nodes[node].children[Int(letter - UInt8(ascii: "a"))]
        return index < 0 ? nil : Int(index)
    }
}
