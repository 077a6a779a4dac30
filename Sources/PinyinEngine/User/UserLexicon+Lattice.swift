extension UserLexicon {
    /// The arcs of user-only words starting at `start`: the user trie walked along the graph's
    /// edges, so full, fuzzy, abbreviated and unfinished syllables find user words as they find
    /// lexicon words. Also returns the furthest unit the walk looked at (for lattice reuse).
    func arcs(from start: Int, in graph: SyllableGraph) -> (arcs: [WordLattice.Arc], reach: Int) {
        guard !texts.isEmpty, case .letter = graph.input.units[start] else { return ([], start) }
        var arcs: [WordLattice.Arc] = []
        var reach = start
        var budget = 4000
        func walk(_ node: Int32, _ position: Int, _ cost: Float, _ depth: Int, _ spelled: WordLattice.Spelled) {
            var position = position
            while position < graph.input.count, case .separator = graph.input.units[position] {
                guard depth > 0 else { return }
                position += 1
            }
            guard position < graph.input.count, depth < tuning.maxSyllables else { return }
            reach = max(reach, position)
            let next = children[Int(node)]
            guard !next.isEmpty else { return }
            for edge in graph.edgesFrom[position] {
                // Look up the smaller side: a whole syllable (one id) against the root's hundreds
                // of children is one lookup, not a scan.
                let matches: [Int32] = edge.syllables.count < next.count
                    ? edge.syllables.ids.compactMap { next[$0] }
                    : next.compactMap { edge.syllables.contains($0.key) ? $0.value : nil }
                for child in matches {
                    budget -= 1
                    guard budget > 0 else { return }
                    let total = cost + edge.cost
                    let spelled = spelled.adding(edge.kind)
                    for word in wordsAt[Int(child)] {
                        arcs.append(WordLattice.Arc(start: Int32(start), end: Int32(edge.end), word: word, edgeCost: total,
                                                    guessed: spelled.isGuess))
                    }
                    walk(child, edge.end, total, depth + 1, spelled)
                }
            }
        }
        walk(0, start, 0, 0, WordLattice.Spelled())
        // Dictionary order is random: sort so decoding never depends on it.
        arcs.sort { ($0.end, $0.word, $0.edgeCost) < ($1.end, $1.word, $1.edgeCost) }
        return (arcs, reach)
    }
}
