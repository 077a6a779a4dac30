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
    /// Letters that Chinese words read through a slip (`slipEnds`, asked once for the lengths up
    /// to the unit it is given) or a run of letters `abbreviated` (read as initials) keep their Chinese
    /// reading: English words there pay `guessedReading` or `abbreviatedReading`, and no word
    /// no list knows is read.
    /// `found` is this start's search of the English lists as the previous keystroke left it
    /// (new: nothing read), resumed over the letters typed since and kept for the next one.
    static func englishArcs(from start: Int, graph: SyllableGraph, vocabulary: EnglishVocabulary,
                            found: inout EnglishVocabulary.StartMatches,
                            wordEnds: UInt64 = 0, chineseWordEnds: UInt64 = 0,
                            slipEnds: (Int) -> UInt64 = { _ in 0 }, abbreviated: Bool = false) -> (arcs: [Arc], reach: Int) {
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
        var pinyinCosts: [Float] = []
        var endsKnown = false
        found.resume(over: letters, in: vocabulary)
        let read = found.search.depth
        for (index, match) in found.matches.enumerated() {
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
               !found.isAcronym(index, in: vocabulary) { continue }
            let readsWithLetterBefore = match.length < 63 && borrowedEnds & (1 << UInt64(match.length + 1)) != 0
            var pinyinCost: Float
            if readsWithLetterBefore || readsAsPinyin && (match.length < costs.pinyinPhraseLength || chineseWordEnds & (1 << UInt64(match.length)) != 0) {
                pinyinCost = costs.pinyinReading
            } else {
                pinyinCost = readsAsPinyin ? costs.pinyinPhrase : 0
            }
            if abbreviated { pinyinCost = max(pinyinCost, costs.abbreviatedReading) }
            arcs.append(Arc(start: Int32(start), end: Int32(start + match.length), word: .english(match.id),
                            edgeCost: match.cost + pinyinCost))
            pinyinCosts.append(pinyinCost)
        }
        // What Chinese words chained over the letters read through a slip.
        let slippedEnds = costs.guessedReading <= 0 || arcs.isEmpty && (unknownLength < costs.minimumLength || abbreviated)
            ? 0 : slipEnds(min(runEnd, start + max(read, unknownLength)))
        for index in arcs.indices where arcs[index].end - arcs[index].start < 64
            && slippedEnds & (1 << UInt64(arcs[index].end - arcs[index].start)) != 0 {
            arcs[index].edgeCost += max(0, costs.guessedReading - pinyinCosts[index])
        }
        // Letters no list knows, read as one word as typed (`dpkg`), where they are no pinyin:
        // neither whole syllables nor the initials of a word the lexicon has (`yjdz` is 邮件地址).
        if unknownLength >= costs.minimumLength, !abbreviated {
            if !endsKnown { syllableEnds = wholeSyllableEnds(from: start, through: runEnd, graph: graph) }
            let known = arcs.count
            let taken = syllableEnds | wordEnds | (costs.guessedReading > 0 ? slippedEnds : 0)
            for length in costs.minimumLength...unknownLength where taken & (1 << UInt64(length)) == 0
                && !arcs[..<known].contains(where: { Int($0.end) == start + length }) {
                arcs.append(Arc(start: Int32(start), end: Int32(start + length), word: .english(EnglishVocabulary.unknownID),
                                edgeCost: costs.unknownWord + costs.unknownLetter * Float(length)))
            }
        }
        return (arcs, start + max(read, unknownLength))
    }

    /// Adds the English arcs from each of `starts` (in the order they were read; each start's
    /// arcs end with its literal arc, which stays last) once every start's Chinese words are in
    /// `arcsFrom`, and widens `reach` over the letters they were weighed against: the Chinese
    /// words ending within the English search's reach (their letters decide whether they are
    /// there, as they do the English words'), and a short run's every letter (whether it reads
    /// as an abbreviation). Every start's English arcs are found first (against the Chinese arcs
    /// alone) and go in after, each start's arcs then copied once into an array of their exact
    /// length: an insert into a full array doubled its capacity, which the lattice kept.
    /// `searches` holds, per start, its English search as the previous keystroke left it (nil: none
    /// to resume) and gets each start's search as it stands after these letters.
    static func addEnglishArcs(at starts: [Int], to arcsFrom: inout [[Arc]], reach: inout [Int],
                               searches: inout [EnglishVocabulary.StartMatches?],
                               graph: SyllableGraph, vocabulary: EnglishVocabulary) {
        guard !starts.isEmpty else { return }
        let costs = vocabulary.costs
        let cover = ChineseCover(arcsFrom: arcsFrom, graph: graph, abbreviationLength: costs.abbreviationLength)
        var found: [(start: Int, arcs: [Arc])] = []
        for start in starts {
            var weighed = start
            var matches = searches[start] ?? EnglishVocabulary.StartMatches(vocabulary)
            searches[start] = nil  // not shared while it grows
            let (extra, englishReach) = englishArcs(
                from: start, graph: graph, vocabulary: vocabulary, found: &matches,
                wordEnds: costs.unknownWord < .infinity ? wordEnds(of: arcsFrom[start], from: start) : 0,
                chineseWordEnds: wholeWordEnds(of: arcsFrom[start], from: start),
                slipEnds: { last in weighed = last; return ChineseCover.slipEnds(from: start, through: last, arcsFrom: arcsFrom) },
                abbreviated: cover.abbreviated[start])
            searches[start] = matches
            let runEnd = cover.runEnd[start]
            if runEnd - start <= costs.abbreviationLength { weighed = max(weighed, runEnd) }
            reach[start] = max(reach[start], englishReach, weighed)
            if !extra.isEmpty { found.append((start, extra)) }
        }
        for (start, extra) in found {
            // Exactly as long as it must be: inserted in place, an array full to its capacity
            // would double it (the lattice is kept a keystroke, for the next one to reuse).
            let chinese = arcsFrom[start]
            arcsFrom[start] = exactArray(chinese.dropLast(), extra[...], chinese.suffix(1))
        }
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
