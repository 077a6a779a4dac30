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

    /// Charges each English arc what its run's reading costs it (`EnglishVocabulary.slipCost`),
    /// given the arcs of the starts not in `fresh` were kept from a lattice whose readings were
    /// `previous` (and charged by them): only a start whose charge changed is touched.
    static func chargeEnglishInSlippedRuns(_ arcsFrom: inout [[Arc]], readings: [RunReading], fresh: [Int],
                                           previous: [RunReading]?, vocabulary: EnglishVocabulary) {
        var isFresh = [Bool](repeating: false, count: arcsFrom.count)
        for start in fresh { isFresh[start] = true }
        for start in arcsFrom.indices {
            let old: RunReading? = isFresh[start] ? nil : previous.flatMap { start < $0.count ? $0[start] : nil }
            let new = readings[start]
            if old == new || vocabulary.chargesNothing(in: old ?? .other) && vocabulary.chargesNothing(in: new) { continue }
            for index in arcsFrom[start].indices where arcsFrom[start][index].word.isEnglish {
                let id = arcsFrom[start][index].word.englishIndex
                let charged = old.map { vocabulary.slipCost(of: id, in: $0) } ?? 0
                let delta = vocabulary.slipCost(of: id, in: new) - charged
                if delta != 0 { arcsFrom[start][index].edgeCost += delta }
            }
        }
    }

    /// The first unit before `limit` whose run reads differently in `other` (`limit` when none):
    /// the English arcs from there on may cost otherwise, so the hypotheses after it do too.
    func firstChangedRunReading(from other: WordLattice, before limit: Int) -> Int {
        for unit in 0..<max(0, limit) {
            let mine = unit < runReadings.count ? runReadings[unit] : nil
            let theirs = unit < other.runReadings.count ? other.runReadings[unit] : nil
            if mine != theirs { return unit }
        }
        return limit
    }
}

extension EnglishVocabulary {
    /// What English word `id` pays inside a run of letters that reads as `reading`: in a run
    /// pinyin spells through one typing slip among whole syllables, `Costs.typingSlipMixed` for a
    /// word of the mixed list (the words of Chinese technical text: `bash`, `Debian`) and
    /// `typingSlipGeneral` for one of the general list only (`six`, `ip`); in a run it spells
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
            : id >= generalCount ? (typing ? costs.typingSlipMixed : costs.slippedMixed)
            : typing ? costs.typingSlipGeneral : costs.slippedGeneral
        return share * cost
    }

    /// Whether `slipCost` is 0 for every word in a run that reads as `reading` (a run whole
    /// syllables spell as typed, by default): the arcs there need not be looked at.
    func chargesNothing(in reading: WordLattice.RunReading) -> Bool {
        reading == .other || reading == .clean && costs.cleanRunShare == 0
    }
}
