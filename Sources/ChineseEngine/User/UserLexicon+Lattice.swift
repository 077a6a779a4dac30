extension UserLexicon {
    /// The user's own words as a `SyllableTrie`, so full, fuzzy, abbreviated and unfinished
    /// syllables find user words as they find lexicon words.
    struct Trie: SyllableTrie {
        let user: UserLexicon

        var rootNode: Int32 { 0 }
        var longestWord: Int { user.tuning.maxSyllables }

        @inline(__always)
        func appendChildren(of node: Int32, along edge: SyllableGraph.Edge, to children: inout [Int32]) {
            guard let lowest = edge.syllables.lowestID, let highest = edge.syllables.highestID else { return }
            user.children[Int(node)].withUnsafeBufferPointer { next in
                // The children between the set's lowest and highest ids (see `Lexicon.appendChildren`).
                var index = UserLexicon.search(next, for: lowest).index
                while index < next.count, next[index].syllable <= highest {
                    if edge.syllables.contains(next[index].syllable) { children.append(next[index].node) }
                    index += 1
                }
            }
        }

        @inline(__always)
        func mayHaveChild(of node: Int32, in syllables: SyllableSet) -> Bool {
            user.children[Int(node)].withUnsafeBufferPointer { next in
                guard next.count <= childrenChecked else { return true }
                for branch in next where syllables.contains(branch.syllable) { return true }
                return false
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

