extension WordLattice {
    /// The arcs of the English words that the letters from `start` begin with (中英混输), and the
    /// furthest unit the search read (the lattice's `reach`: a later change past it leaves the
    /// arcs as they are). Each arc's edge cost is the word's cost among English words, plus
    /// `EnglishVocabulary.Costs.pinyinReading` when its letters also read as whole syllables
    /// (`women`, `debian`); the decoder adds the cost of English coming next
    /// (`EnglishVocabulary.Costs.entry`).
    static func englishArcs(from start: Int, graph: SyllableGraph, vocabulary: EnglishVocabulary) -> (arcs: [Arc], reach: Int) {
        let input = graph.input
        var letters: [UInt8] = []
        var unit = start
        while unit < input.count, let letter = input.letter(at: unit), letter >= 97, letter <= 122 {
            letters.append(letter)
            unit += 1
        }
        let (matches, read) = vocabulary.matches(prefixOf: letters)
        let costs = vocabulary.costs
        let unknownLength = costs.unknownWord < .infinity ? min(letters.count, costs.unknownLength) : 0
        guard !matches.isEmpty || unknownLength >= costs.minimumLength else { return ([], start + read) }
        let last = start + max(read, unknownLength)
        let syllableEnds = wholeSyllableEnds(from: start, through: last, graph: graph)
        var arcs = matches.map { match in
            let end = start + match.length
            let readsAsPinyin = syllableEnds.contains(end)
            return Arc(start: Int32(start), end: Int32(end), word: .english(match.id),
                       edgeCost: match.cost + (readsAsPinyin ? costs.pinyinReading : 0))
        }
        // Letters no list knows, read as one word as typed (`dpkg`), where they are no pinyin.
        if unknownLength >= costs.minimumLength {
            for length in costs.minimumLength...unknownLength where !syllableEnds.contains(start + length)
                && !matches.contains(where: { $0.length == length }) {
                arcs.append(Arc(start: Int32(start), end: Int32(start + length), word: .english(EnglishVocabulary.unknownID),
                                edgeCost: costs.unknownWord + costs.unknownLetter * Float(length)))
            }
        }
        return (arcs, max(start + read, start + unknownLength))
    }

    /// The units up to `last` that whole typed syllables (no initial, slip or unfinished one)
    /// lead to from `start`.
    static func wholeSyllableEnds(from start: Int, through last: Int, graph: SyllableGraph) -> Set<Int> {
        var reached: Set<Int> = [start]
        var ends: Set<Int> = []
        for unit in start..<min(last, graph.edgesFrom.count) where reached.contains(unit) {
            for edge in graph.edgesFrom[unit] where edge.kind == .full && edge.end <= last {
                reached.insert(edge.end)
                ends.insert(edge.end)
            }
        }
        return ends
    }
}
