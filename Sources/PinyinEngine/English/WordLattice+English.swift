extension WordLattice {
    /// The arcs of the English words that the letters from `start` begin with (中英混输), and the
    /// furthest unit the search read (the lattice's `reach`: a later change past it leaves the
    /// arcs as they are). Each arc's edge cost is the word's cost among English words, plus
    /// `EnglishVocabulary.Costs.pinyinReading` when its letters also read as whole syllables
    /// (`women`, `debian`); the decoder adds the cost of English coming next
    /// (`EnglishVocabulary.Costs.entry`). Runs for every start a keystroke re-reads, so it
    /// copies no letters and keeps the syllable ends in a bit set: its only allocation is the
    /// arcs it returns.
    static func englishArcs(from start: Int, graph: SyllableGraph, vocabulary: EnglishVocabulary) -> (arcs: [Arc], reach: Int) {
        let input = graph.input
        var runEnd = start
        while runEnd < input.count, input.letter(at: runEnd) != nil { runEnd += 1 }
        let letters = input.units[start..<runEnd].lazy.map { unit -> UInt8 in
            if case let .letter(value) = unit { return value }
            return 0
        }
        let costs = vocabulary.costs
        let unknownLength = costs.unknownWord < .infinity ? min(runEnd - start, costs.unknownLength) : 0
        var arcs: [Arc] = []
        var syllableEnds: UInt64 = 0
        var endsKnown = false
        let read = vocabulary.forEachMatch(prefixOf: letters) { match in
            if !endsKnown {
                syllableEnds = wholeSyllableEnds(from: start, through: runEnd, graph: graph)
                endsKnown = true
            }
            let readsAsPinyin = match.length < 64 && syllableEnds & (1 << UInt64(match.length)) != 0
            arcs.append(Arc(start: Int32(start), end: Int32(start + match.length), word: .english(match.id),
                            edgeCost: match.cost + (readsAsPinyin ? costs.pinyinReading : 0)))
        }
        // Letters no list knows, read as one word as typed (`dpkg`), where they are no pinyin.
        if unknownLength >= costs.minimumLength {
            if !endsKnown { syllableEnds = wholeSyllableEnds(from: start, through: runEnd, graph: graph) }
            let known = arcs.count
            for length in costs.minimumLength...unknownLength where syllableEnds & (1 << UInt64(length)) == 0
                && !arcs[..<known].contains(where: { Int($0.end) == start + length }) {
                arcs.append(Arc(start: Int32(start), end: Int32(start + length), word: .english(EnglishVocabulary.unknownID),
                                edgeCost: costs.unknownWord + costs.unknownLetter * Float(length)))
            }
        }
        return (arcs, start + max(read, unknownLength))
    }

    /// The lengths (bit `n`: `n` units from `start`, up to 63) that whole typed syllables (no
    /// initial, slip or unfinished one) lead to from `start` without passing `last`.
    static func wholeSyllableEnds(from start: Int, through last: Int, graph: SyllableGraph) -> UInt64 {
        var reached: UInt64 = 1
        var ends: UInt64 = 0
        let last = min(last, graph.edgesFrom.count, start + 63)
        for unit in start..<last where reached & (1 << UInt64(unit - start)) != 0 {
            for edge in graph.edgesFrom[unit] where edge.kind == .full && edge.end <= last {
                let bit: UInt64 = 1 << UInt64(edge.end - start)
                reached |= bit
                ends |= bit
            }
        }
        return ends
    }
}
