extension WordLattice {
    /// The arcs of the English words that the letters from `start` begin with (中英混输), and the
    /// furthest unit the search read (the lattice's `reach`: a later change past it leaves the
    /// arcs as they are). Each arc's edge cost is the word's cost among English words, plus
    /// `EnglishVocabulary.Costs.pinyinReading` when its letters also read as whole syllables
    /// spelling one word of `chineseWordEnds` (`women` 我们), are short, or read so with the
    /// letter before them (`yin|ide`; a change there re-reads this start, as it does every start
    /// after a change); `pinyinPhrase` when they spell several words only (`debian` 的+边).
    /// The decoder adds the cost of English coming next
    /// (`EnglishVocabulary.Costs.entry`). Runs for every start a keystroke re-reads, so it
    /// copies no letters and keeps the syllable ends in a bit set: its only allocation is the
    /// arcs it returns.
    static func englishArcs(from start: Int, graph: SyllableGraph, vocabulary: EnglishVocabulary,
                            wordEnds: UInt64 = 0, chineseWordEnds: UInt64 = 0) -> (arcs: [Arc], reach: Int) {
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
        var syllableEnds: UInt64 = 0, borrowedEnds: UInt64 = 0
        var endsKnown = false
        let read = vocabulary.forEachMatch(prefixOf: letters) { match in
            if !endsKnown {
                syllableEnds = wholeSyllableEnds(from: start, through: runEnd, graph: graph)
                // With the letter before (the last of a syllable, taken as the next one's
                // initial): `yin|ide` also reads yi-ni-de, `lin|in` li-nin.
                if start > 0, input.letter(at: start - 1) != nil {
                    borrowedEnds = wholeSyllableEnds(from: start - 1, through: runEnd, graph: graph)
                }
                endsKnown = true
            }
            let readsAsPinyin = match.length < 64 && syllableEnds & (1 << UInt64(match.length)) != 0
            // Letters that are one syllable (`hao`, `wo`, `men`, `long`) are pinyin, never an
            // English word inside pinyin, unless written as an acronym (`GUI`).
            if readsAsPinyin, isOneSyllable(from: start, length: match.length, graph: graph),
               !vocabulary.isAcronym(match.id, length: match.length) { return }
            let readsWithLetterBefore = match.length < 63 && borrowedEnds & (1 << UInt64(match.length + 1)) != 0
            let pinyinCost: Float
            if readsWithLetterBefore || readsAsPinyin && (match.length < costs.pinyinPhraseLength || chineseWordEnds & (1 << UInt64(match.length)) != 0) {
                pinyinCost = costs.pinyinReading
            } else {
                pinyinCost = readsAsPinyin ? costs.pinyinPhrase : 0
            }
            arcs.append(Arc(start: Int32(start), end: Int32(start + match.length), word: .english(match.id),
                            edgeCost: match.cost + pinyinCost))
        }
        // Letters no list knows, read as one word as typed (`dpkg`), where they are no pinyin:
        // neither whole syllables nor the initials of a word the lexicon has (`yjdz` is 邮件地址).
        if unknownLength >= costs.minimumLength {
            if !endsKnown { syllableEnds = wholeSyllableEnds(from: start, through: runEnd, graph: graph) }
            let known = arcs.count
            let taken = syllableEnds | wordEnds
            for length in costs.minimumLength...unknownLength where taken & (1 << UInt64(length)) == 0
                && !arcs[..<known].contains(where: { Int($0.end) == start + length }) {
                arcs.append(Arc(start: Int32(start), end: Int32(start + length), word: .english(EnglishVocabulary.unknownID),
                                edgeCost: costs.unknownWord + costs.unknownLetter * Float(length)))
            }
        }
        return (arcs, start + max(read, unknownLength))
    }

    /// Whether the `length` letters from `start` are one whole typed syllable.
    static func isOneSyllable(from start: Int, length: Int, graph: SyllableGraph) -> Bool {
        start < graph.edgesFrom.count && graph.edgesFrom[start].contains { $0.kind == .full && $0.end == start + length }
    }

    /// The lengths (bit `n`: `n` units from `start`, up to 63) of the words among `arcs` (all
    /// from `start`) read without a slip: spans a Chinese word reads, whole or by its initials.
    static func wordEnds(of arcs: [Arc], from start: Int) -> UInt64 {
        var ends: UInt64 = 0
        for arc in arcs where arc.word.isWord && !arc.slip && Int(arc.end) - start < 64 { ends |= 1 << UInt64(Int(arc.end) - start) }
        return ends
    }

    /// The lengths (bit `n`: `n` units from `start`, up to 63) of the words among `arcs` (all
    /// from `start`) that whole typed syllables spell as typed (no initial, slip or other guess):
    /// 台湾 for `taiwan`, 不应 for `buying`, but no one word for `debian`.
    static func wholeWordEnds(of arcs: [Arc], from start: Int) -> UInt64 {
        var ends: UInt64 = 0
        for arc in arcs where arc.word.isWord && !arc.word.isEnglish && arc.reading == .whole && !arc.guessed
            && !arc.swapStart && !arc.swapEnd && Int(arc.end) - start < 64 { ends |= 1 << UInt64(Int(arc.end) - start) }
        return ends
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
