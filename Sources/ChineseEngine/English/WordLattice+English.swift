extension WordLattice {
    /// The arcs of the English words that the letters from `start` begin with (中英混输), appended
    /// to `arcs`, and the furthest unit the search read (the lattice's `reach`: a later change
    /// past it leaves the arcs as they are). Each arc's edge cost is the word's cost among
    /// English words, plus `EnglishVocabulary.Costs.pinyinReading` when its letters also read as
    /// whole syllables spelling one word of `chinese` (the Chinese arcs from `start`: `women`
    /// 我们), are short, or read so with the letter before them (`yin|ide`; a change there
    /// re-reads this start, as it does every start after a change); `pinyinPhrase` when they
    /// spell several words only (`debian` 的+边).
    /// The decoder adds the cost of English coming next
    /// (`EnglishVocabulary.Costs.entry`). Runs for every start a keystroke re-reads, so it
    /// copies no letters, keeps the syllable ends in a bit set and reads `chinese` only when a
    /// word needs it: it allocates nothing but the room `arcs` grows by.
    /// Letters that Chinese words read through a slip (`slipEnds`, asked once for the lengths up
    /// to the unit it is given) or a run of letters `abbreviated` (read as initials) keep their Chinese
    /// reading: English words there pay `guessedReading` or `abbreviatedReading`, and no word
    /// no list knows is read.
    /// `found` is this start's search of the English lists as the previous keystroke left it
    /// (new: nothing read), resumed over the letters typed since.
    static func englishArcs(from start: Int, graph: SyllableGraph, vocabulary: EnglishVocabulary,
                            found: inout EnglishVocabulary.StartMatches, chinese: [Arc] = [],
                            slipEnds: (Int) -> UInt64 = { _ in 0 }, abbreviated: Bool = false,
                            into arcs: inout [Arc]) -> Int {
        let input = graph.input
        var runEnd = start
        while runEnd < input.count, input.letter(at: runEnd) != nil { runEnd += 1 }
        let letters = input.units[start..<runEnd].lazy.map { unit -> UInt8 in
            if case let .letter(value) = unit { return value }
            return 0
        }
        let costs = vocabulary.costs
        let unknownLength = costs.unknownWord < .infinity ? min(runEnd - start, costs.unknownLength) : 0
        let first = arcs.count
        var syllableEnds: UInt64 = 0, borrowedEnds: UInt64 = 0
        var chineseWordEnds: UInt64?
        // What each arc's pinyin reading cost, for `guessedReading` (kept only when it is on).
        var pinyinCosts: [Float] = []
        var endsKnown = false
        found.resume(over: letters, in: vocabulary)
        let read = found.search.depth
        // No word read here is longer than this (the ends past it are never asked).
        let weighedEnd = min(runEnd, start + max(read, unknownLength))
        for match in found.matches {
            if !endsKnown {
                syllableEnds = wholeSyllableEnds(from: start, through: weighedEnd, graph: graph)
                // With the letter before (the last of a syllable, taken as the next one's
                // initial): `yin|ide` also reads yi-ni-de, `lin|in` li-nin.
                if start > 0, input.letter(at: start - 1) != nil {
                    borrowedEnds = wholeSyllableEnds(from: start - 1, through: weighedEnd, graph: graph)
                }
                endsKnown = true
            }
            let readsAsPinyin = match.length < 64 && syllableEnds & (1 << UInt64(match.length)) != 0
            // Letters that are one syllable (`hao`, `wo`, `men`, `long`) are pinyin, never an
            // English word inside pinyin, unless written as an acronym (`GUI`).
            if readsAsPinyin, isOneSyllable(from: start, length: match.length, graph: graph),
               !vocabulary.isAcronym(match.id, length: match.length) { continue }
            let readsWithLetterBefore = match.length < 63 && borrowedEnds & (1 << UInt64(match.length + 1)) != 0
            var pinyinCost: Float
            if readsWithLetterBefore || readsAsPinyin && match.length < costs.pinyinPhraseLength {
                pinyinCost = costs.pinyinReading
            } else if readsAsPinyin {
                if chineseWordEnds == nil { chineseWordEnds = wholeWordEnds(of: chinese, from: start) }
                pinyinCost = chineseWordEnds! & (1 << UInt64(match.length)) != 0 ? costs.pinyinReading : costs.pinyinPhrase
            } else {
                pinyinCost = 0
            }
            if abbreviated { pinyinCost = max(pinyinCost, costs.abbreviatedReading) }
            arcs.append(Arc(start: Int32(start), end: Int32(start + match.length), word: .english(match.id),
                            edgeCost: match.cost + pinyinCost))
            if costs.guessedReading > 0 { pinyinCosts.append(pinyinCost) }
        }
        // What Chinese words chained over the letters read through a slip.
        let slippedEnds = costs.guessedReading <= 0 || arcs.count == first && (unknownLength < costs.minimumLength || abbreviated)
            ? 0 : slipEnds(weighedEnd)
        if slippedEnds != 0 {
            for index in first..<arcs.count where arcs[index].end - arcs[index].start < 64
                && slippedEnds & (1 << UInt64(arcs[index].end - arcs[index].start)) != 0 {
                arcs[index].edgeCost += max(0, costs.guessedReading - pinyinCosts[index - first])
            }
        }
        // Letters no list knows, read as one word as typed (`dpkg`), where they are no pinyin:
        // neither whole syllables nor the initials of a word the lexicon has (`yjdz` is 邮件地址).
        if unknownLength >= costs.minimumLength, !abbreviated {
            if !endsKnown { syllableEnds = wholeSyllableEnds(from: start, through: weighedEnd, graph: graph) }
            let known = arcs.count
            var taken = syllableEnds | (costs.guessedReading > 0 ? slippedEnds : 0)
            // The lengths a word no list knows may have, less those taken already.
            let open = UInt64.max >> UInt64(63 - min(unknownLength, 63)) & UInt64.max << UInt64(costs.minimumLength) & ~taken
            if open != 0, costs.unknownWord < .infinity { taken |= wordEnds(of: chinese, from: start, among: open) }
            for length in costs.minimumLength...unknownLength where taken & (1 << UInt64(length)) == 0
                && !arcs[first..<known].contains(where: { Int($0.end) == start + length }) {
                arcs.append(Arc(start: Int32(start), end: Int32(start + length), word: .english(EnglishVocabulary.unknownID),
                                edgeCost: costs.unknownWord + costs.unknownLetter * Float(length)))
            }
        }
        return start + max(read, unknownLength)
    }

    /// Adds the English arcs from each of `starts` (in the order they were read; each start's
    /// arcs end with its literal arc, which stays last) once every start's Chinese words are in
    /// `arcsFrom`, and widens `reach` over the letters they were weighed against: the Chinese
    /// words ending within the English search's reach (their letters decide whether they are
    /// there, as they do the English words'), and a short run's every letter (whether it reads
    /// as an abbreviation). Every start's English arcs are found first (against the Chinese arcs
    /// alone, into one buffer) and go in after, each start's arcs then copied once into an array
    /// of their exact length: an insert into a full array doubled its capacity, which the lattice kept.
    /// `searches` holds the English searches the previous keystroke left (a start without one
    /// searches from scratch) and gets those that letters typed at the end can still extend.
    static func addEnglishArcs(at starts: [Int], to arcsFrom: inout [[Arc]], reach: inout [Int],
                               searches: inout EnglishSearches,
                               graph: SyllableGraph, vocabulary: EnglishVocabulary) {
        guard !starts.isEmpty else { return }
        let costs = vocabulary.costs
        let cover = ChineseCover(arcsFrom: arcsFrom, graph: graph, abbreviationLength: costs.abbreviationLength)
        let previous = searches
        searches = EnglishSearches()
        var found: [Arc] = []
        var spans: [(start: Int, arcs: Range<Int>)] = []
        for start in starts {
            var weighed = start
            var matches = previous[start] ?? EnglishVocabulary.StartMatches(vocabulary)
            let first = found.count
            let englishReach = englishArcs(
                from: start, graph: graph, vocabulary: vocabulary, found: &matches, chinese: arcsFrom[start],
                slipEnds: { last in weighed = last; return ChineseCover.slipEnds(from: start, through: last, arcsFrom: arcsFrom) },
                abbreviated: cover.abbreviated[start], into: &found)
            let runEnd = cover.runEnd[start]
            // Kept while letters typed at the end can still extend it (its run reaches the end),
            // or once it is over: letters typed at the end leave its words as they are.
            if matches.search.isOver || runEnd == graph.input.count { searches.append(matches, at: start) }
            if runEnd - start <= costs.abbreviationLength { weighed = max(weighed, runEnd) }
            reach[start] = max(reach[start], englishReach, weighed)
            if found.count > first { spans.append((start, first..<found.count)) }
        }
        for (start, extra) in spans {
            // Exactly as long as it must be: inserted in place, an array full to its capacity
            // would double it (the lattice is kept a keystroke, for the next one to reuse).
            let chinese = arcsFrom[start]
            arcsFrom[start] = exactArray(chinese.dropLast(), found[extra], chinese.suffix(1))
        }
    }

    /// The English searches a lattice keeps for the next keystroke, by start
    /// (`EnglishVocabulary.StartMatches`): those of the starts whose run of letters reaches the
    /// end of the input, which letters typed there extend, and those that are over, whose words
    /// letters typed at the end leave as they are (a start re-read after a keystroke took a dozen
    /// narrowings of both lists to find them again: 3 % of a keystroke, #78). A search that is
    /// not over but whose run a separator ends is not kept: its start searches again if re-read.
    struct EnglishSearches: Sendable {
        /// The kept searches, by ascending start.
        private var kept: [(start: Int32, matches: EnglishVocabulary.StartMatches)] = []

        /// None kept.
        init() {}

        /// How many searches are kept.
        var count: Int { kept.count }

        /// Keeps `matches` as the search of `start` (after every start kept so far).
        mutating func append(_ matches: EnglishVocabulary.StartMatches, at start: Int) {
            kept.append((Int32(start), matches))
        }

        /// The search kept for `start`, if any.
        subscript(start: Int) -> EnglishVocabulary.StartMatches? {
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) >> 1
                if kept[middle].start < start { low = middle + 1 } else { high = middle }
            }
            return low < kept.count && kept[low].start == start ? kept[low].matches : nil
        }
    }

    /// Whether the `length` letters from `start` are one whole typed syllable.
    static func isOneSyllable(from start: Int, length: Int, graph: SyllableGraph) -> Bool {
        start < graph.edgesFrom.count && graph.edgesFrom[start].contains { $0.kind == .full && $0.end == start + length }
    }

    /// The lengths among `lengths` (bit `n`: `n` units from `start`, up to 63) of the words among
    /// `arcs` (all from `start`) read without a slip: spans a Chinese word reads, whole or by its
    /// initials. Stops once every length asked is found.
    static func wordEnds(of arcs: [Arc], from start: Int, among lengths: UInt64 = .max) -> UInt64 {
        var ends: UInt64 = 0
        for arc in arcs where arc.word.isWord && !arc.slip && Int(arc.end) - start < 64 {
            ends |= 1 << UInt64(Int(arc.end) - start) & lengths
            if ends == lengths { break }
        }
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
