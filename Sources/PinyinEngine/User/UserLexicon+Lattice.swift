extension UserLexicon {
    /// The user's own words as a `SyllableTrie`, so full, fuzzy, abbreviated and unfinished
    /// syllables find user words as they find lexicon words.
    struct Trie: SyllableTrie {
        let user: UserLexicon

        var rootNode: Int32 { 0 }
        var longestWord: Int { user.tuning.maxSyllables }

        @inline(__always)
        func appendChildren(of node: Int32, along edge: SyllableGraph.Edge, to children: inout [Int32]) {
            user.children[Int(node)].withUnsafeBufferPointer { next in
                guard !next.isEmpty else { return }
                // Look up the smaller side: a whole syllable (one id) against the root's hundreds
                // of children is one binary search, not a scan.
                if edge.syllables.count * 8 < next.count {
                    for id in edge.syllables.ids {
                        let (found, index) = UserLexicon.search(next, for: id)
                        if found { children.append(next[index].node) }
                    }
                } else {
                    for branch in next where edge.syllables.contains(branch.syllable) { children.append(branch.node) }
                }
            }
        }

        @inline(__always)
        func appendWords(at node: Int32, few: Bool, as template: WordLattice.Arc, to arcs: inout [WordLattice.Arc]) {
            for word in user.wordsAt[Int(node)] {
                var arc = template
                arc.word = word
                arcs.append(arc)
            }
        }
    }
}

extension UserLexicon {
    /// A trie edge: the child reached by one syllable.
    struct Branch: Sendable {
        var syllable: UInt16
        var node: Int32
    }

    /// Whether `branches` (sorted by syllable) has `syllable`, and where it is or would go.
    @inline(__always)
    static func search<Branches: RandomAccessCollection>(_ branches: Branches, for syllable: UInt16) -> (found: Bool, index: Int)
        where Branches.Element == Branch, Branches.Index == Int {
        var low = branches.startIndex, high = branches.endIndex
        while low < high {
            let middle = (low + high) / 2
            if branches[middle].syllable < syllable { low = middle + 1 } else { high = middle }
        }
        return (low < branches.endIndex && branches[low].syllable == syllable, low)
    }
}

