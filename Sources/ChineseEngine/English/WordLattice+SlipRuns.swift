extension WordLattice {
    /// How a run of letters reads as Chinese, for the English words inside it (中英混输): a run
    /// that whole syllables spell Chinese words over through one typing slip is most likely pinyin
    /// typed with a slip (`henkuaijiusondao`: 送 typed `son`), and an English word read inside it
    /// must be clearly likelier than that reading to be read (`EnglishVocabulary.Costs.typingSlipGeneral`).
    enum RunReading: UInt8, Sendable {
        /// Whole syllables as typed spell Chinese words over the whole run (the last may be unfinished).
        case clean
        /// Whole syllables spell them through one typing slip and nothing else: a word read through
        /// a neighbouring key, a swap, a letter dropped or doubled (`son` for song, `sgi` for shi)
        /// with no initial standing for a syllable, every other word as typed. What one slip in
        /// pinyin looks like; an English word of the letters there is seldom what was meant.
        case typingSlip
        /// They do so only through one guess of another kind: whole syllables mixed with an initial
        /// (`she`+`l` for 设立: how `shell` reads as Chinese), which technical English words
        /// typed right read as too.
        case oneSlip
        /// Neither (or the unit is no letter).
        case other
    }

    /// Per unit: how the run of letters it is in reads, from the Chinese words of `arcsFrom`
    /// (English arcs are ignored). One pass over the arcs of every run: a keystroke's lattice
    /// asks it once.
    static func runReadings(arcsFrom: [[Arc]], input: PinyinInput) -> [RunReading] {
        var result = [RunReading](repeating: .other, count: input.count)
        var start = 0
        while start < input.count {
            guard input.letter(at: start) != nil else { start += 1; continue }
            var end = start
            while end < input.count, input.letter(at: end) != nil { end += 1 }
            let reading = runReading(from: start, to: end, arcsFrom: arcsFrom)
            for unit in start..<end { result[unit] = reading }
            start = end
        }
        return result
    }

    /// Whether no chain of whole syllables as typed spells the letters `start..<end` (one run) of
    /// `graph`, but one with a single syllable read through a slip does (`SyllableGraph.EdgeKind.corrected`).
    /// A letter dropped at the input's end is no slip here: the syllable is being typed (`bash`
    /// is ba + sh…, not a slip of shi). One pass over the run's edges, on the stack.
    static func slipCompletes(from start: Int, to end: Int, graph: SyllableGraph) -> Bool {
        let typed: UInt8 = 1, slipped: UInt8 = 2
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start + 1) { reached in
            reached.initialize(repeating: 0)
            reached[0] = typed
            for unit in start..<end where reached[unit - start] != 0 {
                let from = reached[unit - start]
                for edge in graph.edgesFrom[unit] where edge.end <= end {
                    if edge.kind == .full {
                        reached[edge.end - start] |= from
                    } else if edge.kind == .corrected, from & typed != 0, !isUnfinished(edge, in: graph) {
                        reached[edge.end - start] |= slipped
                    }
                }
            }
            return reached[end - start] == slipped
        }
    }

    /// Whether `edge`'s letters also read as the input's unfinished last syllable (a partial edge
    /// over them, which only the input's end has): a letter dropped there, not a slip.
    private static func isUnfinished(_ edge: SyllableGraph.Edge, in graph: SyllableGraph) -> Bool {
        edge.end == graph.input.count && graph.edgesFrom[edge.start].contains { $0.kind == .partial && $0.end == edge.end }
    }

    /// How the letters `start..<end` (one run) read: chains of Chinese words from `start` to
    /// `end`, with no guess, with one typing slip, or with one guess of any kind. Asked of every
    /// run each keystroke, so the three flags of each unit share one byte on the stack.
    static func runReading(from start: Int, to end: Int, arcsFrom: [[Arc]]) -> RunReading {
        let clean: UInt8 = 1, typingSlip: UInt8 = 2, slipped: UInt8 = 4
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start + 1) { reached in
            reached.initialize(repeating: 0)
            reached[0] = clean
            for unit in start..<end where reached[unit - start] & (clean | slipped) != 0 {
                let from = reached[unit - start]
                for arc in arcsFrom[unit] where arc.word.isWord && !arc.word.isEnglish && Int(arc.end) <= end {
                    let next = Int(arc.end) - start
                    if arc.swapStart {
                        // The second half of a swap: only after its first half, the slip already counted.
                        reached[next] |= from & (typingSlip | slipped)
                        continue
                    }
                    // Whole syllables as typed (the last may be unfinished), or read through a slip.
                    let whole = arc.reading == .whole || arc.reading == .other && Int(arc.end) == end
                    if whole && arc.guess == .none {
                        reached[next] |= from
                    } else if from & clean != 0, arc.reading == .whole && arc.guessed || arc.reading == .other && arc.slip {
                        reached[next] |= arc.guess == .slip ? slipped | typingSlip : slipped
                    }
                }
            }
            let last = reached[end - start]
            return last & clean != 0 ? .clean : last & typingSlip != 0 ? .typingSlip : last & slipped != 0 ? .oneSlip : .other
        }
    }

    /// Per unit (and one past the last), how far back the Chinese words start that a run read
    /// through one typing slip (`RunReading.typingSlip`) reads over the slip and that a word
    /// boundary at the unit would split (bit `n`: one starts `n` units before, up to 63).
    /// `sondao` reads 送到 with the g of 送 dropped: `son`, which starts where 送到 does and ends
    /// inside it, cuts it; so does `sam` in `samre` (散热). An English word typed right inside
    /// pinyin ends where a Chinese word begins; one that begins a word the one-slip reading spells
    /// and ends inside it is most likely that word typed with a slip
    /// (`EnglishVocabulary.Costs.splitSlippedWord`). Only slips that chain with words as typed
    /// from the run's start to its end count (a swap's halves do not).
    /// With `cleanCuts`, bit 0 (`cutSyllable`) also marks the units of a run read as typed
    /// (`RunReading.clean`) where no chain of its words from the run's start ends (`markCutSyllables`).
    /// With `graph` (whose edges the arcs read), bit 63 (`unfinishedSlip`) marks the end of such
    /// a run that only one slip spells in whole syllables (`slipCompletes`).
    /// Empty (nothing allocated) when no run reads through a typing slip (or as typed, with `cleanCuts` or `graph`).
    static func slippedWordStarts(arcsFrom: [[Arc]], readings: [RunReading], input: PinyinInput, cleanCuts: Bool = false,
                                  graph: SyllableGraph? = nil) -> [UInt64] {
        var starts: [UInt64] = []
        var start = 0
        while start < input.count {
            let reading = readings[start]
            guard reading == .typingSlip || (cleanCuts || graph != nil) && reading == .clean else { start += 1; continue }
            var end = start
            while end < input.count, readings[end] == reading, input.letter(at: end) != nil { end += 1 }
            let unfinished = reading == .clean && graph.map { slipCompletes(from: start, to: end, graph: $0) } == true
            if starts.isEmpty, reading == .typingSlip || cleanCuts || unfinished { starts = [UInt64](repeating: 0, count: input.count + 1) }
            if reading == .typingSlip {
                markSlippedWords(from: start, to: end, arcsFrom: arcsFrom, into: &starts)
            } else if cleanCuts {
                markCutSyllables(from: start, to: end, arcsFrom: arcsFrom, into: &starts)
            }
            if unfinished { starts[end] |= unfinishedSlip }
            start = end
        }
        return starts
    }

    /// Marks in `starts` (bit 0, `cutSyllable`) the units of a run that whole syllables spell as
    /// typed (`start..<end`) where no chain of words as typed from the run's start ends: an
    /// English word ending there cuts a syllable (`es` in `limianeshe`). One pass over the arcs
    /// of the units such chains reach.
    private static func markCutSyllables(from start: Int, to end: Int, arcsFrom: [[Arc]], into starts: inout [UInt64]) {
        for unit in (start + 1)..<end { starts[unit] |= cutSyllable }
        // The run's start is reached (no mark of a run before it reaches past its end).
        for unit in start..<end where starts[unit] & cutSyllable == 0 {
            for arc in arcsFrom[unit] where isTyped(arc, end: end) { starts[Int(arc.end)] &= ~cutSyllable }
        }
    }

    /// Whether `arc` is a Chinese word read as typed (whole syllables, or the run's unfinished
    /// last one) inside a run of letters that ends at `end`.
    private static func isTyped(_ arc: Arc, end: Int) -> Bool {
        arc.word.isWord && !arc.word.isEnglish && !arc.swapStart && arc.guess == .none && Int(arc.end) <= end
            && (arc.reading == .whole || arc.reading == .other && Int(arc.end) == end)
    }

    /// The bit of `slippedWordStarts` that marks a unit where no syllable chain of a run read as typed ends.
    static let cutSyllable: UInt64 = 1
    /// The bit of `slippedWordStarts` that marks the end of a run read as typed only with its
    /// last syllable unfinished, which one slip spells whole (the slip marks use bits 1...62).
    static let unfinishedSlip: UInt64 = 1 << 63
    /// `withTypedChains`' flags: words as typed reach the unit from the run's start, reach its end from the unit.
    private static let fromStart: UInt8 = 1, toEnd: UInt8 = 2

    /// Calls `body` with a flag a unit of `start...end` (`fromStart`, `toEnd`): whether words
    /// as typed chain to it from `start`, and from it to `end`. The flags live on the stack.
    private static func withTypedChains(from start: Int, to end: Int, arcsFrom: [[Arc]],
                                        _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start + 1) { chains in
            chains.initialize(repeating: 0)
            chains[0] = fromStart
            chains[end - start] |= toEnd
            for unit in start..<end where chains[unit - start] & fromStart != 0 {
                for arc in arcsFrom[unit] where isTyped(arc, end: end) { chains[Int(arc.end) - start] |= fromStart }
            }
            for unit in stride(from: end - 1, through: start, by: -1)
            where arcsFrom[unit].contains(where: { isTyped($0, end: end) && chains[Int($0.end) - start] & toEnd != 0 }) {
                chains[unit - start] |= toEnd
            }
            body(chains)
        }
    }

    /// Marks in `starts` the units inside the words read through a typing slip on a chain of
    /// words as typed from `start` to `end` (one run that reads so) with how far back the words start.
    private static func markSlippedWords(from start: Int, to end: Int, arcsFrom: [[Arc]], into starts: inout [UInt64]) {
        // Reached from the start, and reaching the end, through words as typed.
        withTypedChains(from: start, to: end, arcsFrom: arcsFrom) { chains in
            for unit in start..<end where chains[unit - start] & fromStart != 0 {
                for arc in arcsFrom[unit] where arc.word.isWord && !arc.word.isEnglish && arc.guess == .slip
                    && !arc.swapStart && !arc.swapEnd && Int(arc.end) <= end && chains[Int(arc.end) - start] & toEnd != 0
                    && (arc.reading == .whole || arc.reading == .other && Int(arc.end) == end) {
                    for inside in (unit + 1)..<min(Int(arc.end), unit + 63) { starts[inside] |= 1 << UInt64(inside - unit) }
                }
            }
        }
    }

    /// Charges each English arc what its run's reading costs it (`EnglishVocabulary.slipCost`),
    /// `Costs.splitSlippedWord` when it ends inside a word read through the run's slip that
    /// starts where it does, unless it is written in capitals (`CD`, `IP`: typed as letters), and
    /// `Costs.cutSyllable` when it ends inside a syllable of a run read as typed, and
    /// `Costs.unfinishedSlip` when it ends such a run that one slip completes (`slipped`,
    /// `slippedWordStarts`), given the arcs of the starts not in
    /// `fresh` were kept from a lattice whose readings and slipped words were `previous` and
    /// `previousSlipped` (and charged by them): only a start whose charge may have changed is
    /// touched. A kept start whose run reads as before and whose units up to its `reach` (past
    /// its English arcs' ends) are marked as before is not even looked through: a keystroke
    /// leaves most starts so, and looking through every arc of every start was 2 % of it (#78).
    static func chargeEnglishInSlippedRuns(_ arcsFrom: inout [[Arc]], reach: [Int], readings: [RunReading], slipped: [UInt64], fresh: [Int],
                                           previous: [RunReading]?, previousSlipped: [UInt64]?, vocabulary: EnglishVocabulary) {
        var isFresh = [Bool](repeating: false, count: arcsFrom.count)
        for start in fresh { isFresh[start] = true }
        let split = vocabulary.costs.splitSlippedWord, cut = vocabulary.costs.cutSyllable, unfinished = vocabulary.costs.unfinishedSlip
        let marks = split > 0 || cut > 0 || unfinished > 0
        let splits = marks && slipped.contains { $0 != 0 }
        let splitBefore = marks && previousSlipped?.contains { $0 != 0 } == true
        func splitCost(_ slipped: [UInt64]?, _ arc: Arc) -> Float {
            let length = Int(arc.end - arc.start)
            guard let slipped, Int(arc.end) < slipped.count else { return 0 }
            let mask = slipped[Int(arc.end)]
            if mask & unfinishedSlip != 0 { return unfinished }
            if mask & cutSyllable != 0 { return cut }
            return length < 63 && mask & (1 << UInt64(length)) != 0 && !vocabulary.isWrittenInCapitals(arc.word.englishIndex) ? split : 0
        }
        // Per unit, how many units before it are marked otherwise than before (with marks both times).
        var changedBefore: [Int32] = []
        if splits && splitBefore {
            changedBefore.reserveCapacity(slipped.count + 1)
            changedBefore.append(0)
            for unit in slipped.indices { changedBefore.append(changedBefore[unit] + (sameMarks(at: unit, slipped, previousSlipped) ? 0 : 1)) }
        }
        for start in arcsFrom.indices {
            let old: RunReading? = isFresh[start] ? nil : previous.flatMap { start < $0.count ? $0[start] : nil }
            let new = readings[start]
            let oldSplits = old != nil && splitBefore
            if !splits && !oldSplits,
               old == new || vocabulary.chargesNothing(in: old ?? .other) && vocabulary.chargesNothing(in: new) { continue }
            // Kept arcs whose run reads as before and whose end the same marks mark were charged
            // as they would be now (their change is exactly 0): only the others are weighed.
            let sameReading = old == new && splits == oldSplits
            if sameReading, splits {
                let last = min(reach[start], slipped.count - 1)
                if last <= start || changedBefore[last + 1] == changedBefore[start + 1] {
                    assert(arcsFrom[start].allSatisfy { !$0.word.isEnglish || Int($0.end) <= max(start, last) || Int($0.end) >= slipped.count },
                           "an English arc from \(start) ends past its reach")
                    continue
                }
            }
            for index in arcsFrom[start].indices where arcsFrom[start][index].word.isEnglish {
                let arc = arcsFrom[start][index]
                if sameReading, !splits || sameMarks(at: Int(arc.end), slipped, previousSlipped) { continue }
                let id = arc.word.englishIndex
                let charged = old.map { vocabulary.slipCost(of: id, in: $0) + (oldSplits ? splitCost(previousSlipped, arc) : 0) } ?? 0
                let delta = vocabulary.slipCost(of: id, in: new) + (splits ? splitCost(slipped, arc) : 0) - charged
                if delta != 0 { arcsFrom[start][index].edgeCost += delta }
            }
        }
    }

    /// Whether `slipped` and `previous` (two lattices' `slippedWordStarts`) mark unit `end` alike
    /// (both without it: alike).
    @inline(__always)
    private static func sameMarks(at end: Int, _ slipped: [UInt64], _ previous: [UInt64]?) -> Bool {
        let mine = end < slipped.count ? slipped[end] : nil
        let theirs = previous.flatMap { end < $0.count ? $0[end] : nil }
        return mine == theirs
    }

    /// The first unit before `limit` whose run reads differently in `other` (another lattice's
    /// `runReadings`, and its `slippedWordStarts`; `limit` when none): the English arcs from there on may cost otherwise, so
    /// the hypotheses after it do too.
    func firstChangedRunReading(from other: [RunReading], slippedWordStarts otherSlipped: [UInt64], before limit: Int) -> Int {
        for unit in 0..<max(0, limit) {
            let mine = unit < runReadings.count ? runReadings[unit] : nil
            let theirs = unit < other.count ? other[unit] : nil
            if mine != theirs { return unit }
            let mineSlipped = unit < slippedWordStarts.count ? slippedWordStarts[unit] : 0
            let theirsSlipped = unit < otherSlipped.count ? otherSlipped[unit] : 0
            // It charges the English words ending there, which start before it.
            if mineSlipped != theirsSlipped { return max(0, unit - 1) }
        }
        return limit
    }
}

extension EnglishVocabulary {
    /// What English word `id` pays inside a run of letters that reads as `reading`: in a run
    /// pinyin spells through one typing slip among whole syllables, `Costs.typingSlipMixed` for a
    /// word of the mixed list (the words of Chinese technical text: `bash`, `Debian`) and
    /// `typingSlipGeneral` for one of the general list only (`six`, `ip`), `typingSlipChat`
    /// for one only chat writes (`child`); in a run it spells
    /// through one guess of another kind, `slippedMixed` and `slippedGeneral`; in either,
    /// `slippedUnknown` for letters no list knows (`lvsrmu`, typed for 绿色木); in a run whole
    /// syllables spell as typed, `cleanRunShare` of the one-guess costs (the other costs already
    /// weigh pinyin there); elsewhere nothing.
    func slipCost(of id: Int, in reading: WordLattice.RunReading) -> Float {
        let share: Float
        switch reading {
        case .other: return 0
        case .clean: share = costs.cleanRunShare
        case .oneSlip, .typingSlip: share = 1
        }
        guard share > 0 else { return 0 }
        let typing = reading == .typingSlip
        let cost = id == Self.unknownID ? costs.slippedUnknown
            : id >= generalCount ? (typing ? typingSlipCost(ofMixed: id - generalCount) : costs.slippedMixed)
            : typing ? costs.typingSlipGeneral : costs.slippedGeneral
        return share * cost
    }

    /// What word `index` of the mixed list pays in a run read through one typing slip:
    /// `typingSlipChat` when only Chinese chat writes it, else `typingSlipMixed`.
    func typingSlipCost(ofMixed index: Int) -> Float {
        guard let mixedSources, mixedSources[index] == EnglishWords.Source.chat.rawValue else {
            return costs.typingSlipMixed
        }
        return costs.typingSlipChat
    }

    /// Whether `slipCost` is 0 for every word in a run that reads as `reading` (a run whole
    /// syllables spell as typed, by default): the arcs there need not be looked at.
    func chargesNothing(in reading: WordLattice.RunReading) -> Bool {
        reading == .other || reading == .clean && costs.cleanRunShare == 0
    }
}
