extension LatticeDecoder {
    /// The cheapest path through the last decoded lattice whose words spell exactly `text`, as
    /// the word picks a user would make to get it (each a `.word` candidate of one word, in
    /// order). Nil when no path spells it. Used to learn an intended text "as if picked".
    public func picks(spelling text: String) -> [Candidate]? {
        guard let lattice, input.count > 0 else { return nil }
        let target = Array(text)
        guard !target.isEmpty else { return nil }
        let reader = wordReader()
        struct Cell { var cost: Float; var word: WordID; var back: (unit: Int, offset: Int)?; var arc: WordLattice.Arc? }
        // cells[unit][offset]: best way to have read `unit` units as the first `offset` characters.
        var cells = [[Int: Cell]](repeating: [:], count: input.count + 1)
        cells[0][0] = Cell(cost: 0, word: .lexicon(0), back: nil, arc: nil)
        let byEnd = lattice.arcsByEnd()
        var texts: [WordID: [Character]] = [:]
        for unit in 1...input.count {
            if case .separator = input.units[unit - 1] {
                for (offset, cell) in cells[unit - 1] {
                    cells[unit][offset] = Cell(cost: cell.cost, word: cell.word, back: (unit - 1, offset), arc: nil)
                }
            }
            for arc in byEnd[unit] {
                let spelled: [Character]
                if arc.word == WordLattice.literalWord {
                    spelled = Array(unitText(Int(arc.start)))
                } else if let known = texts[arc.word] {
                    spelled = known
                } else {
                    spelled = Array(wordText(arc.word, start: Int(arc.start), end: Int(arc.end)))
                    texts[arc.word] = spelled
                }
                for (offset, cell) in cells[Int(arc.start)] {
                    let end = offset + spelled.count
                    guard end <= target.count, target[offset..<end].elementsEqual(spelled) else { continue }
                    let lm: Float = arc.word == WordLattice.literalWord ? 0 : cost(arc.word, after: cell.word)
                    let total = cell.cost + arc.edgeCost + lm
                    if let old = cells[unit][end], old.cost <= total { continue }
                    let context = arc.word
                    cells[unit][end] = Cell(cost: total, word: context, back: (Int(arc.start), offset), arc: arc)
                }
            }
        }
        guard var cell = cells[input.count][target.count] else { return nil }
        var pieces: [Candidate] = []
        while let back = cell.back {
            if let arc = cell.arc {
                let found = arc.word == WordLattice.literalWord ? [] : [Candidate.FoundWord(word: arc.word, node: arc.node)]
                let spelled = arc.word == WordLattice.literalWord ? unitText(Int(arc.start)) : wordText(arc.word, start: Int(arc.start), end: Int(arc.end))
                pieces.append(Candidate(text: spelled, length: Int(arc.end - arc.start), kind: .word, cost: cell.cost, found: found,
                                        reader: reader))
            }
            guard let previous = cells[back.unit][back.offset] else { break }
            cell = previous
        }
        return pieces.reversed()
    }
}
