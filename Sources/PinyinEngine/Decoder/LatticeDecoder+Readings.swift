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
            for (edge, id) in syllableEdges(of: piece) {
                let spelling = SyllableTable.spelling(of: id)
                switch (edge.kind, settings.form) {
                case (.full, _), (.fuzzy, _): syllables.append(spelling)
                case (_, .shuangpin):
                    let initial = SyllableTable.initial(of: spelling)
                    syllables.append(initial.isEmpty ? String(spelling.prefix(1)) : initial)
                default: syllables.append(String(spelling.prefix(edge.end - edge.start)))
                }
            }
        }
        return syllables.joined(separator: "'")
    }

    /// The edges a piece read and the syllable it took on each: the reading its arc took (see
    /// `readEdges(of:)`), else found by walking the graph again inside the piece (a user-only
    /// word; a span read as itself when the walk fails).
    func syllableEdges(of piece: Piece) -> [(SyllableGraph.Edge, UInt16)] {
        if let known = readEdges(of: piece) { return known }
        guard let lattice else { return [] }
        let graph = lattice.graph
        var budget = 4000
        func search(_ node: Lexicon.Node, _ position: Int) -> [(SyllableGraph.Edge, UInt16)]? {
            budget -= 1
            guard budget > 0 else { return nil }
            var position = position
            while position < piece.end, case .separator = input.units[position] { position += 1 }
            if position == piece.end {
                return lexicon.wordRange(at: node).contains { lexicon.word(atEntry: $0) == piece.word } ? [] : nil
            }
            for edge in graph.edgesFrom[position] where edge.end <= piece.end {
                for id in edge.syllables.ids {
                    guard let child = lexicon.child(of: node, syllable: id) else { continue }
                    if let rest = search(child, edge.end) { return [(edge, id)] + rest }
                }
            }
            return nil
        }
        return search(lexicon.root, piece.start) ?? []
    }

    /// The edges a lexicon word's piece read, each with its syllable, from the reading its arc
    /// took (the path to the trie node the walk found it at): the syllables matched to the
    /// graph's edges in order, the cheapest way (a whole syllable before an initial, an exact
    /// reading before a corrected one). Nil for a literal or a user-only word.
    func readEdges(of piece: Piece) -> [(SyllableGraph.Edge, UInt16)]? {
        guard let lattice, piece.word >= 0, piece.start < lattice.arcsFrom.count else { return nil }
        var node: Int32 = -1, cheapest = Float.infinity
        for arc in lattice.arcsFrom[piece.start]
        where Int(arc.end) == piece.end && arc.word == piece.word && arc.node >= 0 && arc.edgeCost < cheapest {
            node = arc.node
            cheapest = arc.edgeCost
        }
        guard node >= 0 else { return nil }
        let reading = lexicon.reading(of: node)
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
}
