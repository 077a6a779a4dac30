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

    /// The edges a piece read and the syllable it took on each, found by walking the graph again
    /// inside the piece (a span read as itself when the walk fails).
    func syllableEdges(of piece: Piece) -> [(SyllableGraph.Edge, UInt16)] {
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
}
