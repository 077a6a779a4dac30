extension WordLattice {
    /// What the Chinese words of a lattice read, for the English arcs beside them (中英混输): an
    /// English reading must not take letters that read as pinyin with a slip, or as an
    /// abbreviation, from their Chinese reading (`EnglishVocabulary.Costs.guessedReading` and
    /// `abbreviatedReading`). Built once a lattice, after every start's Chinese words.
    struct ChineseCover {
        /// Per unit: the end of the run of letters it is in (-1 for no letter).
        let runEnd: [Int]
        /// Per unit: whether its whole run of letters (of at most `abbreviationLength`) reads as
        /// the initials of Chinese words (`jcnd` 检查你的).
        let abbreviated: [Bool]

        /// The cover of `arcsFrom` (English arcs among them are ignored).
        init(arcsFrom: [[Arc]], graph: SyllableGraph, abbreviationLength: Int) {
            let input = graph.input
            var runEnds = [Int](repeating: -1, count: input.count)
            var flags = [Bool](repeating: false, count: input.count)
            var start = 0
            while start < input.count {
                guard input.letter(at: start) != nil else { start += 1; continue }
                var end = start
                while end < input.count, input.letter(at: end) != nil { end += 1 }
                for unit in start..<end { runEnds[unit] = end }
                if end - start <= abbreviationLength, end - start >= 2 {
                    // Backwards: which units chain to the run's end by initials-only words.
                    var reaches = [Bool](repeating: false, count: end - start + 1)
                    reaches[end - start] = true
                    for unit in stride(from: end - 1, through: start, by: -1) {
                        reaches[unit - start] = arcsFrom[unit].contains {
                            $0.reading == .initials && $0.word.isWord && !$0.word.isEnglish && Int($0.end) <= end
                                && reaches[Int($0.end) - start]
                        }
                    }
                    if reaches[0] { for unit in start..<end { flags[unit] = true } }
                }
                start = end
            }
            runEnd = runEnds
            abbreviated = flags
        }

        /// The lengths (bit `n`: `n` units from `start`, up to 63, not past `last`) that a chain of
        /// Chinese words reads from whole syllables, at least one of them through a slip, the
        /// others as typed (`zhonggup` as 中国 through a neighbouring key).
        static func slipEnds(from start: Int, through last: Int, arcsFrom: [[Arc]]) -> UInt64 {
            let last = min(last, start + 63, arcsFrom.count)
            var clean: UInt64 = 1, slipped: UInt64 = 0
            for unit in start..<last {
                let bit: UInt64 = 1 << UInt64(unit - start)
                let fromClean = clean & bit != 0, fromSlipped = slipped & bit != 0
                guard fromClean || fromSlipped else { continue }
                for arc in arcsFrom[unit] where arc.word.isWord && !arc.word.isEnglish && Int(arc.end) <= last {
                    let end: UInt64 = 1 << UInt64(Int(arc.end) - start)
                    if arc.slip {
                        // A slip in whole syllables; initials read through a slip are no sign of pinyin (`dpkg`).
                        if arc.reading == .whole { slipped |= end }
                    } else if arc.reading == .whole && !arc.guessed {
                        if fromClean { clean |= end }
                        if fromSlipped { slipped |= end }
                    }
                }
            }
            return slipped
        }
    }
}
