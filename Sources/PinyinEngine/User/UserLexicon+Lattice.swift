extension UserLexicon {
    /// The user's own words as a `SyllableTrie`, so full, fuzzy, abbreviated and unfinished
    /// syllables find user words as they find lexicon words.
    struct Trie: SyllableTrie {
        let user: UserLexicon

        var rootNode: Int32 { 0 }
        var longestWord: Int { user.tuning.maxSyllables }

        @inline(__always)
        func appendChildren(of node: Int32, along edge: SyllableGraph.Edge, to children: inout [Int32]) {
            let next = user.children[Int(node)]
            guard !next.isEmpty else { return }
            // Look up the smaller side: a whole syllable (one id) against the root's hundreds
            // of children is one lookup, not a scan.
            if edge.syllables.count < next.count {
                for id in edge.syllables.ids { if let child = next[id] { children.append(child) } }
            } else {
                for (syllable, child) in next where edge.syllables.contains(syllable) { children.append(child) }
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
