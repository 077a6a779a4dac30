import KeyGeometry

extension SyllableGraph {
    /// Builds the graph of `input` with corrected readings too: each span of letters that is one
    /// slip away from a syllable (`CorrectionTable`) gets a `.corrected` edge at the slip's cost.
    /// `touches[i]`, when present, is where the finger landed for unit `i`: a substitution there
    /// costs what the touch says on `keys` (the keys as drawn) instead of the flat cost. The input's
    /// first letter is never corrected.
    /// With `previous`, the graph of an input (and touches) sharing `sharedPrefix` units with this
    /// one, starts whose edges cannot see the change keep the previous edges.
    public init(_ input: PinyinInput, fuzzy: SoundMergers = .none, costs: Costs = Costs(),
                correction: SpellingCorrection, touches: [KeyTouch?] = [], keys: KeyGeometry = .phone,
                previous: SyllableGraph? = nil, sharedPrefix: Int = 0) {
        self.input = input
        let count = input.count
        var edgesFrom = [[Edge]](repeating: [], count: count)
        var firstLetter = 0
        while firstLetter < count, input.letter(at: firstLetter) == nil { firstLetter += 1 }
        // Edges from `start` read units start..<start+7 and whether they reach the end.
        let stable = Self.stableStarts(previous: previous, sharedPrefix: sharedPrefix, spellingLength: SyllableTable.maxSpellingLength)
        for start in 0..<count where input.letter(at: start) != nil {
            if let previous, start < stable {
                edgesFrom[start] = previous.edgesFrom[start]
                continue
            }
            edgesFrom[start] = Self.edges(from: start, in: input, fuzzy: fuzzy, costs: costs)
            if correction.isEnabled {
                Self.appendCorrectedEdges(from: start, in: input, correction: correction, touches: touches, keys: keys,
                                          protectsFirst: start == firstLetter, to: &edgesFrom[start])
                Self.appendSwappedEdges(from: start, in: input, cost: correction.swap, to: &edgesFrom[start])
                edgesFrom[start] = exactArray(edgesFrom[start][...])
            }
        }
        self.edgesFrom = edgesFrom
        syllablesFrom = Self.unions(of: edgesFrom)
    }

    /// Appends the corrected edges from `start`: for each span of letters, the syllables one slip
    /// away, each at its cheapest slip, unless an exact edge already reads that syllable there.
    static func appendCorrectedEdges(from start: Int, in input: PinyinInput, correction: SpellingCorrection,
                                     touches: [KeyTouch?], keys: KeyGeometry, protectsFirst: Bool, to edges: inout [Edge]) {
        var key: UInt64 = 0
        var end = start
        while end < input.count, end - start <= SyllableTable.maxSpellingLength, let letter = input.letter(at: end),
              let longer = CorrectionTable.key(key, appending: letter) {
            key = longer
            end += 1
            let entries = CorrectionTable.entries(for: key)
            if entries.isEmpty { continue }
            let exact = edges.filter { $0.end == end && $0.kind == .full }
            var best: [(syllable: UInt16, cost: Float, kind: EdgeKind)] = []
            for entry in entries {
                let touched = entry.slip == .substitution && Self.touch(at: start + Int(entry.position), in: touches) != nil
                // A single typed letter is corrected only on its touch point's word, or when it
                // cannot begin anything (`i`, `u`, `v`: `zhanudao` lost the b of bu).
                if end - start < 2, !touched, !Self.beginsNothing(letter) { continue }
                // The first letter stands as typed, unless its touch point says otherwise.
                if protectsFirst, entry.position == 0, !touched { continue }
                if exact.contains(where: { $0.syllables.contains(entry.syllable) }) { continue }
                let cost = Self.cost(of: entry, at: start, in: input, correction: correction, touches: touches, keys: keys)
                guard cost.isFinite else { continue }
                let kind: EdgeKind = touched ? .touched : .corrected
                if let index = best.firstIndex(where: { $0.syllable == entry.syllable }) {
                    if cost < best[index].cost { best[index] = (entry.syllable, cost, kind) }
                } else {
                    best.append((entry.syllable, cost, kind))
                }
            }
            for (syllable, cost, kind) in best {
                edges.append(Edge(start: start, end: end, syllables: SyllableSet([syllable]), kind: kind, cost: cost))
            }
        }
    }

    /// Whether no syllable and no initial begins with `letter` (`i`, `u`, `v`): typed alone at a
    /// syllable's start, it is a slip, most often of a dropped initial.
    static func beginsNothing(_ letter: UInt8) -> Bool {
        letter == UInt8(ascii: "i") || letter == UInt8(ascii: "u") || letter == UInt8(ascii: "v")
    }

    static func touch(at index: Int, in touches: [KeyTouch?]) -> KeyTouch? {
        index < touches.count ? touches[index] : nil
    }

    /// What reading the span at `start` through `entry`'s slip costs.
    static func cost(of entry: CorrectionTable.Entry, at start: Int, in input: PinyinInput,
                     correction: SpellingCorrection, touches: [KeyTouch?], keys: KeyGeometry) -> Float {
        switch entry.slip {
        case .substitution:
            let unit = start + Int(entry.position)
            if unit < touches.count, let touch = touches[unit], let typed = input.letter(at: unit) {
                return correction.touch.cost(of: touch, typed: typed, as: entry.letter, on: keys)
            }
            return correction.substitution
        case .swap: return correction.swap
        case .drop: return correction.drop
        case .double: return correction.double
        case .slip: return correction.slip
        }
    }
}
