extension LatticeDecoder {
    /// The best sentence's pinyin as syllables read from the keys, one apostrophe between
    /// (`94664` → `zhong`, `nihc` in Xiaohe → `ni'hao`): whole syllables in full, an abbreviated or
    /// unfinished one as far as it was typed (its initial in 双拼). Literals appear as typed.
    public func segmentedReadings() -> String {
        guard let best = sentences().first else { return input.text }
        var syllables: [String] = []
        for piece in best.pieces {
            if piece.word == WordLattice.literalWord {
                syllables.append(unitText(piece.start))
                continue
            }
            guard let edges = syllableEdges(of: piece) else {
                syllables.append(typedText(of: piece))
                continue
            }
            for (edge, id) in edges {
                let spelling = lexicon.syllables.spelling(of: id)
                switch (edge.kind, settings.form) {
                case (.full, _), (.fuzzy, _): syllables.append(spelling)
                case (_, .shuangpin):
                    let initial = lexicon.syllables.initial(of: spelling)
                    syllables.append(initial.isEmpty ? String(spelling.prefix(1)) : initial)
                default: syllables.append(String(spelling.prefix(edge.end - edge.start)))
                }
            }
        }
        return syllables.joined(separator: "'")
    }

    /// The edges a word's piece read, each with the syllable it took: the word's reading (the
    /// path to the lexicon trie node its arc was found at, or a user-only word's own reading)
    /// matched to the graph's edges in order, the cheapest way (a whole syllable before an
    /// initial, an exact reading before a corrected one). Nil for a literal, or when no arc of
    /// the lattice spells the piece.
    func syllableEdges(of piece: Piece) -> [(SyllableGraph.Edge, UInt16)]? {
        guard let lattice, let reading = reading(of: piece) else { return nil }
        let graph = lattice.graph
        var best: [(SyllableGraph.Edge, UInt16)]?, bestCost = Float.infinity
        var path: [(SyllableGraph.Edge, UInt16)] = []
        var budget = 500
        func search(_ index: Int, _ position: Int, _ cost: Float) {
            budget -= 1
            guard budget > 0, cost < bestCost else { return }
            var position = position
            while position < piece.end, case .separator = input.units[position] { position += 1 }
            if index == reading.count {
                if position == piece.end { best = path; bestCost = cost }
                return
            }
            guard position < piece.end else { return }
            let id = reading[index]
            for edge in graph.edgesFrom[position] where edge.end <= piece.end && edge.syllables.contains(id) {
                path.append((edge, id))
                search(index + 1, edge.end, cost + edge.cost)
                path.removeLast()
            }
        }
        search(0, piece.start, 0)
        return best
    }

    /// The syllables a word's piece was read by: the path to the lexicon trie node of the
    /// cheapest arc that spells it, or a user-only word's own reading. Nil for a literal, or when no
    /// arc of the lattice spells the piece.
    func reading(of piece: Piece) -> [UInt16]? {
        guard let lattice, piece.word.isWord, piece.start < lattice.arcsFrom.count else { return nil }
        if user.isUserWord(piece.word) { return user.reading(of: piece.word) }
        var node: Int32 = -1, cheapest = Float.infinity
        for arc in lattice.arcsFrom[piece.start]
        where Int(arc.end) == piece.end && arc.word == piece.word && arc.node >= 0 && arc.edgeCost < cheapest {
            node = arc.node
            cheapest = arc.edgeCost
        }
        return node >= 0 ? lexicon.reading(of: node) : nil
    }

    /// The syllables an arc's word was read by (its trie node's path, or a user-only word's reading).
    func reading(of arc: WordLattice.Arc) -> [UInt16]? {
        if user.isUserWord(arc.word) { return user.reading(of: arc.word) }
        return arc.word.isLexicon && arc.node >= 0 ? lexicon.reading(of: arc.node) : nil
    }

    /// A piece's units as typed (what the marked text shows when no reading spells it).
    func typedText(of piece: Piece) -> String {
        (piece.start..<piece.end).map(unitText).joined()
    }
}
