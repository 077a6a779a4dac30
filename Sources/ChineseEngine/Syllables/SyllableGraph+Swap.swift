extension SyllableGraph {
    /// Appends the edges from `start` that read two letters swapped across a syllable boundary
    /// (`wmoen` for wo'men, `xiansghuo` for xiang'shuo): letters `k` and `k + 1` are the last
    /// letter of one syllable and the first of the next, typed in the wrong order.
    ///
    /// - first halves from `start`: letters `start..<k`, then letter `k + 1`, a syllable; the
    ///   edge covers `start...k` (ending where the second half begins) and costs the swap;
    /// - second halves from `start` (= `k + 1`): letter `k`, then letters `k + 2..<end`, a
    ///   syllable; the edge covers `start..<end` and costs nothing.
    ///
    /// A second half is made only when a first half exists; a first half reads no letter past
    /// its end (letters typed later never change an edge that ends before them, which resuming
    /// a walk relies on), so it may lead nowhere. The walk and the decoder keep the halves
    /// together (a path through a first half goes on through a second half, and a second half
    /// comes only after a first): the pair is one slip, the whole syllable on each side of it.
    static func appendSwappedEdges(from start: Int, in input: PinyinInput, cost: Float, to edges: inout [Edge]) {
        let longest = SyllableTable.maxSpellingLength
        // First halves: the syllable before the boundary has `k - start` letters as typed (≥ 1).
        for k in stride(from: start + 1, to: min(input.count - 1, start + longest), by: 1) {
            guard let early = input.letter(at: k), let late = input.letter(at: k + 1), early != late,
                  let before = syllable(input, start..<k, then: late) else { continue }
            edges.append(Edge(start: start, end: k + 1, syllables: SyllableSet([before]), kind: .swappedFirst, cost: cost))
        }
        // Second halves: the boundary's swapped pair is `start - 1`, `start`.
        if start >= 2 {
            let k = start - 1
            let halves = secondHalves(input, swappedAt: k)
            if !halves.isEmpty, hasFirstHalf(input, swappedAt: k) {
                for (end, syllable) in halves {
                    edges.append(Edge(start: start, end: end, syllables: SyllableSet([syllable]), kind: .swappedSecond, cost: 0))
                }
            }
        }
    }

    /// The syllable spelled by the letters in `range` followed by `last`, if any.
    private static func syllable(_ input: PinyinInput, _ range: Range<Int>, then last: UInt8) -> UInt16? {
        var spelling = SpellingKey()
        for index in range {
            guard let letter = input.letter(at: index) else { return nil }
            spelling.append(letter)
        }
        spelling.append(last)
        return SyllableInventory.mandarin.id(of: spelling)
    }

    /// For letters `k`, `k + 1` swapped: each end after `k + 1` at which letter `k` and the
    /// letters from `k + 2` spell a syllable.
    private static func secondHalves(_ input: PinyinInput, swappedAt k: Int) -> [(end: Int, syllable: UInt16)] {
        guard let early = input.letter(at: k), let late = input.letter(at: k + 1), early != late else { return [] }
        var found: [(end: Int, syllable: UInt16)] = []
        // At least two letters: a lone a, e or o after a boundary is far likelier typed as meant.
        var spelling = SpellingKey(CollectionOfOne(early))
        var end = k + 2
        while end < input.count, spelling.count < SyllableTable.maxSpellingLength, let letter = input.letter(at: end) {
            spelling.append(letter)
            end += 1
            if let id = SyllableInventory.mandarin.id(of: spelling) { found.append((end, id)) }
        }
        return found
    }

    /// For letters `k`, `k + 1` swapped: whether some letters before `k`, then letter `k + 1`,
    /// spell a syllable.
    private static func hasFirstHalf(_ input: PinyinInput, swappedAt k: Int) -> Bool {
        guard let late = input.letter(at: k + 1) else { return false }
        for start in max(0, k - SyllableTable.maxSpellingLength + 1)..<k where syllable(input, start..<k, then: late) != nil {
            return true
        }
        return false
    }
}
