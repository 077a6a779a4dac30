extension LatticeDecoder {
    /// The exact scores of the arcs into one unit, by start, word and `guessed`: the cheapest
    /// hypothesis at the start followed by the word, and which one it was (the edge cost left
    /// out: arcs of one word over different readings share it). Typing a letter steps the old
    /// end again, over the same hypotheses at the starts and mostly the same arcs, so the scores
    /// of the last steps are kept (`arcScores`, valid while the hypotheses at the starts are).
    struct ArcScores {
        struct Score {
            var cost: Float
            var index: Int32
            /// The cheapest hypothesis whose path read a slip (`State.slipped`), when it is not
            /// the cheapest of all (`guessIndex` -1: none).
            var guessCost: Float = .infinity
            var guessIndex: Int32 = -1
        }
        var scores: [Int64: Score] = [:]

        static func key(_ arc: WordLattice.Arc) -> Int64 {
            Int64(arc.start) << 36 | Int64(arc.reading.rawValue) << 34 | (arc.swapStart ? 1 << 33 : 0) | (arc.guessed ? 1 << 32 : 0)
                | Int64(UInt32(bitPattern: arc.word.rawValue))
        }
    }

    /// One unit's hypotheses from the arcs ending there (`states` holds every unit before it).
    func step(to unit: Int, arcs: consuming [WordLattice.Arc]) -> [State] {
        var best = StateTable(capacity: min(arcs.count, settings.arcsPerUnit) + states[unit - 1].count)
        func offer(_ state: State) {
            let position = best.position(of: state.key)
            // Equal costs keep the earlier arc (by start, then word), whatever order arcs come in.
            if let old = best.state(at: position),
               old.cost < state.cost || (old.cost == state.cost && (old.arcStart, old.arcWord) <= (state.arcStart, state.arcWord)) { return }
            best.put(state, at: position)
        }
        // A separator passes every hypothesis through unchanged.
        if case .separator = input.units[unit - 1] {
            for (index, state) in states[unit - 1].enumerated() where !state.pending {
                offer(State(history: state.history, cost: state.cost, back: Int32(index),
                            arcWord: Self.separator, arcStart: Int32(unit - 1), reading: state.reading, slipped: state.slipped))
            }
        }
        // Score every arc cheaply (best hypothesis at its start + edges + unigram) and run the
        // exact bigram search only on the most promising: abbreviations at the end of a long
        // input can bring thousands of arcs to one unit.
        var arcs = arcs
        var estimates: [Float] = []
        if arcs.count > settings.arcsPerUnit {
            estimates = self.estimates(of: arcs)
            let chosen = Self.cheapest(estimates, count: settings.arcsPerUnit) { arcs[$0] }
            arcs = chosen.map { arcs[$0] }
            estimates = chosen.map { estimates[$0] }
        }
        if settings.slipArcMargin < .infinity, arcs.contains(where: \.slip) {
            arcs = withoutFarSlips(arcs, estimates: estimates)
        }
        // The best predecessor per arc (its last word becomes the trigram context of what follows).
        if arcs.count > 1 { arcs.sort { ($0.start, $0.word) < ($1.start, $1.word) } }
        let (bestCost, bestIndex, guessCost, guessIndex) = score(arcs, at: unit)
        // A guess further than `guessMargin` behind the unit's best would keep no place in it.
        let guessCeiling = guessIndex.isEmpty ? -Float.infinity : (bestCost.min() ?? .infinity) + settings.guessMargin
        for (position, arc) in arcs.enumerated() {
            let previous = states[Int(arc.start)]
            guard !previous.isEmpty else { continue }
            if arc.word == WordLattice.literalWord {
                // A literal is scored by nothing and breaks the context: one hypothesis suffices.
                // After a letter that did not parse, only letters may follow (see `afterLetters`).
                // (Not inside a swap: its second half must come next.)
                guard let head = previous.firstIndex(where: { !$0.pending }) else { continue }
                let context = input.letter(at: Int(arc.start)) != nil ? Self.afterLetters : WordLattice.literalWord
                offer(State(history: LanguageModel.History(previous: -1, last: context.rawValue, block: -1), cost: previous[head].cost + arc.edgeCost,
                            back: Int32(head), arcWord: arc.word, arcStart: arc.start, slipped: previous[head].slipped))
                continue
            }
            // Hypotheses meeting at a unit with the same last two words recombine.
            guard bestCost[position] < .infinity else { continue }
            let back = Int(bestIndex[position])
            offer(State(history: history(after: previous[back], then: arc.word),
                        cost: bestCost[position], back: Int32(back), arcWord: arc.word, arcStart: arc.start,
                        arcNode: arc.node, pending: arc.swapEnd,
                        reading: arc.reading, slipped: arc.slip || previous[back].slipped))
            // The word after a guess too, when a cheaper hypothesis took it: else a corrected
            // word (比较|老 for `maole`) never meets the words after it that show it was meant.
            guard !guessIndex.isEmpty, guessIndex[position] >= 0, guessCost[position] <= guessCeiling else { continue }
            let guess = Int(guessIndex[position])
            offer(State(history: history(after: previous[guess], then: arc.word),
                        cost: guessCost[position], back: Int32(guess), arcWord: arc.word, arcStart: arc.start,
                        arcNode: arc.node, pending: arc.swapEnd, reading: arc.reading, slipped: true))
        }
        var result = Self.beam(best.states, width: settings.beamWidth, guessWidth: guessBeamWidth,
                               guessMargin: settings.guessMargin)
        // Only the survivors need their trigram block.
        for index in result.indices where result[index].arcWord != Self.separator {
            result[index].history = model.history(result[index].history.previous, result[index].history.last)
        }
        return result
    }

    /// The context a hypothesis followed by `word` leaves for the next word: its last word and
    /// `word`; after an English word read inside pinyin (中英混输), the context before it, so
    /// the Chinese word after `Java` in 学习Java编程 is scored after 学习 (the model knows no English
    /// word; its unigram alone read 学习Java变成).
    @inline(__always)
    private func history(after state: State, then word: WordID) -> LanguageModel.History {
        if word.isEnglish { return LanguageModel.History(previous: state.history.previous, last: state.history.last, block: -1) }
        return LanguageModel.History(previous: state.word.rawValue, last: word.rawValue, block: -1)
    }

    /// The cheap estimate of an arc's cost: the best hypothesis at its start + edges + unigram.
    @inline(__always)
    private func estimate(_ arc: WordLattice.Arc) -> Float {
        Self.estimate(arc, states: states, user: user, model: model, englishEntryCost: englishEntryCost)
    }

    /// `estimate(_:)` of each of `arcs`, the hypotheses and the user snapshot read once for all:
    /// read through `self` for each arc, every read was an exclusivity check and a copy of the
    /// snapshot (a twelfth of a sentence's decode, #78).
    private func estimates(of arcs: [WordLattice.Arc]) -> [Float] {
        let states = self.states, user = self.user, model = self.model, englishEntryCost = self.englishEntryCost
        return arcs.map { Self.estimate($0, states: states, user: user, model: model, englishEntryCost: englishEntryCost) }
    }

    /// `estimate(_:)` given what it reads of the decoder.
    @inline(__always)
    private static func estimate(_ arc: WordLattice.Arc, states: [[State]], user: UserLexicon, model: LanguageModel,
                                 englishEntryCost: Float) -> Float {
        (states[Int(arc.start)].first?.cost ?? .infinity) + arc.edgeCost
            + (arc.word == WordLattice.literalWord ? 0 : unigramCost(arc.word, user: user, model: model, englishEntryCost: englishEntryCost))
    }

    /// `arcs` less those read through a slip whose estimate is more than `slipArcMargin` behind
    /// the best plain arc's (`estimates`: the arcs' estimates, or empty when not yet made).
    /// Arcs read through a slip are many (each syllable has several one slip away) and mostly
    /// hopeless; as a unigram costs something, most are dropped by their edges alone.
    private func withoutFarSlips(_ arcs: [WordLattice.Arc], estimates: [Float]) -> [WordLattice.Arc] {
        var best = Float.infinity
        for index in arcs.indices where !arcs[index].slip {
            best = min(best, estimates.isEmpty ? estimate(arcs[index]) : estimates[index])
        }
        // (A slip arc is seldom the best; when it is, the limit is only looser.)
        guard best < .infinity else { return arcs }
        let ceiling = best + settings.slipArcMargin
        var kept: [WordLattice.Arc] = []
        kept.reserveCapacity(arcs.count)
        for (index, arc) in arcs.enumerated() {
            if arc.slip {
                if (states[Int(arc.start)].first?.cost ?? .infinity) + arc.edgeCost > ceiling { continue }
                if (estimates.isEmpty ? estimate(arc) : estimates[index]) > ceiling { continue }
            }
            kept.append(arc)
        }
        return kept
    }

    /// Places kept for guesses (`Settings.guessBeamWidth`): only where slips are read (typed
    /// letters with 纠错 on), so 9-key, 双拼 and `--no-correction` decode as before.
    var guessBeamWidth: Int { settings.form == .pinyin && correction.isEnabled ? settings.guessBeamWidth : 0 }

    /// The `width` cheapest of `states`, and after them the `guessWidth` cheapest of the rest
    /// whose path read a slip (`State.slipped`) and cost at most `guessMargin` more than the
    /// cheapest, each part by cost (ties by key, so the result never depends on dictionary order).
    static func beam(_ states: [State], width: Int, guessWidth: Int, guessMargin: Float = .infinity) -> [State] {
        var result = states
        var reserve: [State] = []
        if result.count > width {
            // Only the beam is sorted: the rest is cut at the beam's last cost, found by selection.
            var costs = result.map(\.cost)
            let threshold = Self.smallest(width, of: &costs)
            if guessWidth > 0 {
                let best = costs.min() ?? 0
                reserve = result.filter { $0.slipped && $0.cost >= threshold && $0.cost <= best + guessMargin }
            }
            result.removeAll { $0.cost > threshold }
        }
        let order: (State, State) -> Bool = { $0.cost != $1.cost ? $0.cost < $1.cost : $0.key < $1.key }
        result.sort(by: order)
        if result.count > width { result.removeSubrange(width...) }
        guard !reserve.isEmpty else { return result }
        // Tied with the beam's last cost, a guess may be in the beam already.
        reserve.removeAll { guess in result.contains { $0.key == guess.key } }
        reserve.sort(by: order)
        return result + reserve.prefix(guessWidth)
    }

    /// The cost of each arc's best hypothesis (edge included) and that hypothesis's index at the
    /// arc's start, for arcs sorted by start; a literal is left at infinity. With slip places
    /// (`guessBeamWidth`), also each arc's best hypothesis read through a slip when the best is
    /// not one (`guessIndex` -1: none; both arrays empty when no arc has one). Scored hypothesis
    /// by hypothesis over the arcs from one start, so the model's followers of one context are
    /// searched together while they are in the cache; arcs the last step of `unit` scored are
    /// not scored again.
    private func score(_ arcs: [WordLattice.Arc], at unit: Int) -> (bestCost: [Float], bestIndex: [Int32],
                                                                     guessCost: [Float], guessIndex: [Int32]) {
        let known = arcScores[unit]?.scores ?? [:]
        // Only the last units' scores are asked again (a keystroke steps again from a unit or
        // two before the old end: `decode` drops the others), so only theirs are kept.
        let keeps = unit + Self.unitsWithKeptScores >= input.count
        var scores = ArcScores()
        if keeps { scores.scores.reserveCapacity(arcs.count) }
        // Buffers while they are filled (see `cost` below), arrays once done.
        let best = ArcBests(count: arcs.count)
        defer { best.deallocate() }
        let (bestCost, bestIndex) = (best.cost, best.index)
        var guessCost: [Float] = [], guessIndex: [Int32] = []
        var pending: [Int] = []
        let switchCost = settings.readingSwitchCost
        let tracksGuesses = guessBeamWidth > 0
        for (position, arc) in arcs.enumerated() where arc.word != WordLattice.literalWord {
            let key = known.isEmpty && !keeps ? 0 : ArcScores.key(arc)
            if !known.isEmpty, let score = known[key] {
                reusedArcScores += 1
                if keeps { scores.scores[key] = score }
                bestCost[position] = score.cost + arc.edgeCost
                bestIndex[position] = score.index
                if score.guessIndex >= 0 {
                    Self.setGuess(&guessCost, &guessIndex, at: position, of: arcs.count, cost: score.guessCost + arc.edgeCost, index: score.guessIndex)
                }
            } else {
                pending.append(position)
            }
        }
        // Buffers, not arrays (`ArcBests`): the loops below store into them.
        let pendingBests = ArcBests(count: pending.count)
        defer { pendingBests.deallocate() }
        let (cost, index) = (pendingBests.cost, pendingBests.index)
        var guess: [Float] = [], guessAt: [Int32] = []
        var group = 0
        // The model's costs of one group's arcs after each distinct history (`ScoredHistories`),
        // and the row of each hypothesis at the group's start (-1: none follows it).
        // Taken out of the decoder for the step (its room kept), so the loops touch a local.
        var scored = scoredHistories
        scoredHistories = ScoredHistories()
        defer { scoredHistories = scored }
        var rows = UnsafeMutableBufferPointer<Int>.allocate(capacity: 0)
        defer { rows.deallocate() }
        while group < pending.count {
            let start = arcs[pending[group]].start
            let starts = states[Int(start)]
            var groupEnd = group + 1
            while groupEnd < pending.count, arcs[pending[groupEnd]].start == start { groupEnd += 1 }
            scored.reset(width: groupEnd - group)
            if rows.count < starts.count {
                rows.deallocate()
                rows = .allocate(capacity: max(starts.count, 2 * rows.count))
            }
            for (stateIndex, state) in starts.enumerated() {
                // Letters that did not parse stay a trailing Latin segment: no word follows them.
                if state.word == Self.afterLetters { rows[stateIndex] = -1; continue }
                let row = scored.row(for: state.history) { costs, row in
                    var hint = LanguageModel.Hint()
                    for slot in group..<groupEnd {
                        let arc = arcs[pending[slot]]
                        costs[row + slot - group] = self.cost(arc.word, after: state.history, guessed: arc.guessed, hint: &hint)
                    }
                }
                rows[stateIndex] = row
                for slot in group..<groupEnd {
                    let arc = arcs[pending[slot]]
                    // A swap's second half follows its first half, and only it does.
                    if arc.swapStart != state.pending { continue }
                    var total = state.cost + scored.costs[row + slot - group]
                    if state.reading != arc.reading, state.reading != .other, arc.reading != .other { total += switchCost }
                    if state.arcWord.isEnglish { total += arc.word.isEnglish ? afterEnglishCost : costAfterEnglish(arc.word) }
                    if total < cost[slot] { cost[slot] = total; index[slot] = Int32(stateIndex) }
                }
            }
            // The best hypothesis read through a slip, for the arcs whose best is none: from the
            // costs just scored, and only where such a hypothesis is.
            if tracksGuesses {
                for (stateIndex, state) in starts.enumerated() where state.slipped && rows[stateIndex] >= 0 {
                    let row = rows[stateIndex]
                    for slot in group..<groupEnd where cost[slot] < .infinity && !starts[Int(index[slot])].slipped {
                        let arc = arcs[pending[slot]]
                        if arc.swapStart != state.pending { continue }
                        var total = state.cost + scored.costs[row + slot - group]
                        if state.reading != arc.reading, state.reading != .other, arc.reading != .other { total += switchCost }
                        if state.arcWord.isEnglish { total += arc.word.isEnglish ? afterEnglishCost : costAfterEnglish(arc.word) }
                        if guessAt.isEmpty {
                            guess = [Float](repeating: .infinity, count: pending.count)
                            guessAt = [Int32](repeating: -1, count: pending.count)
                        }
                        if total < guess[slot] { guess[slot] = total; guessAt[slot] = Int32(stateIndex) }
                    }
                }
            }
            group = groupEnd
        }
        scoredArcs += pending.count
        for (slot, position) in pending.enumerated() {
            let hasGuess = !guessAt.isEmpty && guessAt[slot] >= 0
            if keeps {
                scores.scores[ArcScores.key(arcs[position])] = ArcScores.Score(cost: cost[slot], index: index[slot],
                                                                              guessCost: hasGuess ? guess[slot] : .infinity,
                                                                              guessIndex: hasGuess ? guessAt[slot] : -1)
            }
            bestCost[position] = cost[slot] + arcs[position].edgeCost
            bestIndex[position] = index[slot]
            if hasGuess {
                Self.setGuess(&guessCost, &guessIndex, at: position, of: arcs.count, cost: guess[slot] + arcs[position].edgeCost, index: guessAt[slot])
            }
        }
        if keeps { arcScores[unit] = scores }
        return (Array(bestCost), Array(bestIndex), guessCost, guessIndex)
    }

    /// Sets arc `position`'s best guess (of `count` arcs) in `guessCost` and `guessIndex`, made
    /// at the first (empty until then). A static function on the arrays, not a nested one that
    /// captures them (captured arrays can be boxed, each store a call; #78).
    @inline(__always)
    private static func setGuess(_ guessCost: inout [Float], _ guessIndex: inout [Int32], at position: Int, of count: Int,
                                 cost: Float, index: Int32) {
        if guessIndex.isEmpty {
            guessCost = [Float](repeating: .infinity, count: count)
            guessIndex = [Int32](repeating: -1, count: count)
        }
        guessCost[position] = cost
        guessIndex[position] = index
    }

    /// The `count` arcs of least `estimate`, ties broken by word, start and `guessed` (in no
    /// particular order): the threshold is found by selection, not by sorting every arc.
    static func cheapest(_ arcs: [WordLattice.Arc], count: Int, estimate: (WordLattice.Arc) -> Float) -> [WordLattice.Arc] {
        cheapest(arcs.map(estimate), count: count) { arcs[$0] }.map { arcs[$0] }
    }

    /// The indices of the `count` least of `estimates` (arc `arc(i)`'s), as `cheapest(_:count:estimate:)`.
    static func cheapest(_ estimates: [Float], count: Int, arc: (Int) -> WordLattice.Arc) -> [Int] {
        guard estimates.count > count, count > 0 else { return count > 0 ? Array(estimates.indices) : [] }
        var scratch = estimates
        let threshold = smallest(count, of: &scratch)
        var chosen: [Int] = []
        chosen.reserveCapacity(count)
        var tied: [Int] = []
        for (index, cost) in estimates.enumerated() {
            if cost < threshold { chosen.append(index) } else if cost == threshold { tied.append(index) }
        }
        if chosen.count + tied.count > count {
            let order = { (arc: WordLattice.Arc) in (arc.word, arc.start, arc.guessed ? 1 : 0) }
            tied.sort { order(arc($0)) < order(arc($1)) }
        }
        chosen += tied.prefix(count - chosen.count)
        return chosen
    }

    /// The `k`-th smallest of `values` (1-based; `values` is reordered): quickselect with a
    /// three-way partition, so many equal values (unreachable arcs cost infinity) stay linear.
    static func smallest(_ k: Int, of values: inout [Float]) -> Float {
        var low = 0, high = values.count - 1
        let target = k - 1
        while low < high {
            let middle = low + (high - low) / 2
            let pivot = max(min(values[low], values[middle]), min(max(values[low], values[middle]), values[high]))
            // [low, less) < pivot, [less, index) == pivot, (greater, high] > pivot.
            var less = low, index = low, greater = high
            while index <= greater {
                if values[index] < pivot {
                    values.swapAt(index, less)
                    less += 1
                    index += 1
                } else if values[index] > pivot {
                    values.swapAt(index, greater)
                    greater -= 1
                } else {
                    index += 1
                }
            }
            if target < less { high = less - 1 } else if target > greater { low = greater + 1 } else { return pivot }
        }
        return values[target]
    }
}

/// A cost (+∞ until one is found) and a back-pointer per arc, in buffers a step fills and frees:
/// the loops store into them millions of times a line, where an array's every store was a
/// uniqueness check and a call (#78).
private struct ArcBests {
    let cost: UnsafeMutableBufferPointer<Float>
    let index: UnsafeMutableBufferPointer<Int32>

    init(count: Int) {
        cost = .allocate(capacity: count)
        cost.initialize(repeating: .infinity)
        index = .allocate(capacity: count)
        index.initialize(repeating: 0)
    }

    func deallocate() {
        cost.deallocate()
        index.deallocate()
    }
}
