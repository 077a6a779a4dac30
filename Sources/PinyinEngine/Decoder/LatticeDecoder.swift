/// Viterbi decoding of a word lattice under the trigram model, with a bounded beam: each unit
/// keeps its best few hypotheses, one per last two words (the trigram's context). A decoder remembers
/// its last input, so typing one more letter recomputes only the units the letter can change.
public final class LatticeDecoder {
    /// One hypothesis: the best way found to reach a unit ending in `word`.
    struct State {
        var history: LanguageModel.History  // context for the next word (last = -1 after a literal)
        var cost: Float
        var back: Int32          // index of the previous state in `states[previousUnit]`, -1 at the start
        var previousUnit: Int32
        var arcWord: Int32       // the word the last arc spelled (literalWord for a literal)
        var arcStart: Int32
        /// The last word: a word id, or -1 after a literal.
        var word: Int32 { history.last }
        /// Recombination key: hypotheses with the same last two words score every future alike.
        var key: Int64 { Int64(history.previous) << 32 | Int64(UInt32(bitPattern: history.last)) }
    }

    /// Tuning of the search.
    public struct Settings: Hashable, Sendable {
        /// Hypotheses kept per unit.
        public var beamWidth = 16
        /// Arcs into one unit scored exactly; the rest are ranked out by a cheap estimate first.
        public var arcsPerUnit = 300
        /// Whole-input sentences offered before single words.
        public var sentenceCount = 3
        public var limits = WordLattice.Limits()
        public var costs = SyllableGraph.Costs()
        public var fuzzy: FuzzyPinyin = []
        /// 智能纠错: corrected spellings in the syllable graph (on by default, as on the keyboard).
        public var correction = SpellingCorrection()
        public init() {}
    }

    let lexicon: Lexicon
    let model: LanguageModel
    public let settings: Settings
    /// English words offered when the whole input spells one (nil: none).
    public var englishWords: EnglishWords?
    /// Where the user's words and learned bonuses come from (read once per decode).
    let userSource: (any UserLexiconSource)?
    /// The user snapshot the current lattice and states were built with.
    private(set) var user = UserLexicon.empty

    private(set) var input = PinyinInput("")
    /// Where the finger landed for each unit of `input` (nil: not known), for spatial correction.
    private(set) var touches: [KeyTouch?] = []
    private(set) var lattice: WordLattice?
    private var states: [[State]] = []

    /// The words committed before this composition; its first word is scored after them.
    /// Changing it drops the cached hypotheses (not the lattice): the next `decode` starts over.
    public var leftContext: LeftContext = .sentenceStart {
        didSet { if leftContext != oldValue { states = [] } }
    }

    /// A decoder over the engine's data.
    public init(lexicon: Lexicon, model: LanguageModel, settings: Settings = Settings(), user: (any UserLexiconSource)? = nil) {
        self.lexicon = lexicon
        self.model = model
        self.settings = settings
        userSource = user
    }

    /// Decodes `text`, reusing the work done for the longest prefix it shares with the last input.
    @discardableResult
    public func decode(_ text: String) -> WordLattice {
        decode(PinyinInput(text))
    }

    /// Decodes normalised input (see `decode(_:)`).
    @discardableResult
    public func decode(_ newInput: PinyinInput) -> WordLattice {
        decode(newInput, touches: [])
    }

    /// Decodes normalised input whose unit `i` was typed at `touches[i]` (relative to its key;
    /// nil or missing: unknown), so the graph can read a touch near a key border as either letter.
    @discardableResult
    public func decode(_ newInput: PinyinInput, touches newTouches: [KeyTouch?]) -> WordLattice {
        var shared = newInput.commonPrefixLength(with: input)
        var sameTouches = 0
        while sameTouches < shared, touch(at: sameTouches, in: newTouches) == touch(at: sameTouches, in: touches) { sameTouches += 1 }
        shared = sameTouches
        // States at unit j depend only on arcs ending at j, which are the same in both inputs for
        // j ≤ shared — except at an end (old or new), where arcs read an unfinished syllable.
        var keep = max(0, min(shared, input.count - 1, newInput.count - 1))
        if let userSource {
            // A commit taught something: nothing decoded with the old snapshot is reusable.
            let current = userSource.current
            if current.version != user.version {
                user = current
                lattice = nil
                states = []
            }
        }
        if lattice == nil || states.isEmpty { keep = 0 }
        let graph = SyllableGraph(newInput, fuzzy: settings.fuzzy, costs: settings.costs,
                                  correction: settings.correction, touches: newTouches,
                                  previous: self.lattice?.graph, sharedPrefix: shared)
        touches = newTouches
        let lattice = WordLattice(graph: graph, lexicon: lexicon, model: model, limits: settings.limits,
                                  previous: self.lattice, sharedPrefix: shared, user: user)
        input = newInput
        self.lattice = lattice
        if states.count > keep + 1 { states.removeSubrange((keep + 1)...) }
        if states.isEmpty {
            states = [[State(history: leftContext.history(in: model), cost: 0, back: -1, previousUnit: -1, arcWord: 0, arcStart: -1)]]
        }
        let byEnd = lattice.arcsByEnd()
        for unit in states.count...max(states.count, newInput.count) where unit <= newInput.count && unit > 0 {
            states.append(step(to: unit, arcs: byEnd[unit]))
        }
        return lattice
    }

    private func step(to unit: Int, arcs: [WordLattice.Arc]) -> [State] {
        var best: [Int64: State] = [:]
        func offer(_ state: State) {
            // Equal costs keep the earlier arc (by start, then word), whatever order arcs come in.
            if let old = best[state.key],
               old.cost < state.cost || (old.cost == state.cost && (old.arcStart, old.arcWord) <= (state.arcStart, state.arcWord)) { return }
            best[state.key] = state
        }
        // A separator passes every hypothesis through unchanged.
        if case .separator = input.units[unit - 1] {
            for (index, state) in states[unit - 1].enumerated() {
                offer(State(history: state.history, cost: state.cost, back: Int32(index), previousUnit: Int32(unit - 1),
                            arcWord: -2, arcStart: Int32(unit - 1)))
            }
        }
        // Score every arc cheaply (best hypothesis at its start + edges + unigram) and run the
        // exact bigram search only on the most promising: abbreviations at the end of a long
        // input can bring thousands of arcs to one unit.
        var arcs = arcs
        if arcs.count > settings.arcsPerUnit {
            var scored = arcs.map { arc -> (Float, WordLattice.Arc) in
                let head = states[Int(arc.start)].first?.cost ?? .infinity
                let word: Float = arc.word == WordLattice.literalWord ? 0 : unigramCost(arc.word)
                return (head + arc.edgeCost + word, arc)
            }
            scored.sort {
                $0.0 != $1.0 ? $0.0 < $1.0
                    : ($0.1.word, $0.1.start, $0.1.guessed ? 1 : 0) < ($1.1.word, $1.1.start, $1.1.guessed ? 1 : 0)
            }
            arcs = scored.prefix(settings.arcsPerUnit).map(\.1)
        }
        // The best predecessor per arc (its last word becomes the trigram context of what
        // follows). Scored hypothesis by hypothesis over the arcs from one start, so the model's
        // followers of one context are searched together while they are in the cache.
        if arcs.count > 1 { arcs.sort { ($0.start, $0.word) < ($1.start, $1.word) } }
        var bestCost = [Float](repeating: .infinity, count: arcs.count)
        var bestIndex = [Int32](repeating: 0, count: arcs.count)
        var group = 0
        while group < arcs.count {
            let start = arcs[group].start
            var groupEnd = group + 1
            while groupEnd < arcs.count, arcs[groupEnd].start == start { groupEnd += 1 }
            for (index, state) in states[Int(start)].enumerated() {
                // Letters that did not parse stay a trailing Latin segment: no word follows them.
                if state.word == Self.afterLetters { continue }
                var hint = 0
                for position in group..<groupEnd where arcs[position].word != WordLattice.literalWord {
                    let arc = arcs[position]
                    let cost = state.cost + arc.edgeCost + cost(arc.word, after: state.history, guessed: arc.guessed, hint: &hint)
                    if cost < bestCost[position] { bestCost[position] = cost; bestIndex[position] = Int32(index) }
                }
            }
            group = groupEnd
        }
        for (position, arc) in arcs.enumerated() {
            let previous = states[Int(arc.start)]
            guard !previous.isEmpty else { continue }
            if arc.word == WordLattice.literalWord {
                // A literal is scored by nothing and breaks the context: one hypothesis suffices.
                // After a letter that did not parse, only letters may follow (see `afterLetters`).
                let head = previous[0]
                let context = input.letter(at: Int(arc.start)) != nil ? Self.afterLetters : Int32(-1)
                offer(State(history: LanguageModel.History(previous: -1, last: context, block: -1), cost: head.cost + arc.edgeCost,
                            back: 0, previousUnit: arc.start, arcWord: arc.word, arcStart: arc.start))
                continue
            }
            // Hypotheses meeting at a unit with the same last two words recombine.
            guard bestCost[position] < .infinity else { continue }
            let back = Int(bestIndex[position])
            offer(State(history: LanguageModel.History(previous: previous[back].word, last: arc.word, block: -1), cost: bestCost[position],
                        back: Int32(back), previousUnit: arc.start, arcWord: arc.word, arcStart: arc.start))
        }
        var result = Array(best.values)
        // Ties broken by the words, so the result never depends on dictionary order.
        result.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.key < $1.key }
        if result.count > settings.beamWidth { result.removeSubrange(settings.beamWidth...) }
        // Only the survivors need their trigram block.
        for index in result.indices where result[index].arcWord != -2 {
            result[index].history = history(result[index].history.previous, result[index].history.last)
        }
        return result
    }

    /// The context word of a hypothesis that ends in a letter passed through as itself.
    static let afterLetters: Int32 = -3

    private func touch(at index: Int, in touches: [KeyTouch?]) -> KeyTouch? {
        index < touches.count ? touches[index] : nil
    }

    /// The pieces of a hypothesis path, first to last.
    struct Piece {
        var start: Int
        var end: Int
        var word: Int32
    }

    /// The whole-input sentences, best first, as word paths with their costs.
    func sentences() -> [(pieces: [Piece], cost: Float)] {
        guard let last = states.last, states.count == input.count + 1, input.count > 0 else { return [] }
        return last.indices.map { index in (path(endingAt: input.count, index: index), last[index].cost) }
    }

    func path(endingAt unit: Int, index: Int) -> [Piece] {
        var pieces: [Piece] = []
        var unit = unit, index = index
        while unit > 0, index >= 0 {
            let state = states[unit][index]
            if state.arcWord != -2 {
                pieces.append(Piece(start: Int(state.arcStart), end: unit, word: state.arcWord))
            }
            index = Int(state.back)
            unit = Int(state.previousUnit)
        }
        return pieces.reversed()
    }

    /// The text a path spells.
    func text(of pieces: [Piece]) -> String {
        var text = ""
        for piece in pieces {
            if piece.word == WordLattice.literalWord {
                text += unitText(piece.start)
            } else {
                text += wordText(piece.word)
            }
        }
        return text
    }

    func unitText(_ index: Int) -> String {
        switch input.units[index] {
        case let .letter(value): return String(Unicode.Scalar(value))
        case .separator: return ""
        case let .literal(character): return PinyinInput.shownText(of: character)
        }
    }
}
