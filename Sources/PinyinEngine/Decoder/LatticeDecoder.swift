/// Viterbi decoding of a word lattice under the bigram model, with a bounded beam: each unit
/// keeps its best few hypotheses, one per last word (the bigram's context). A decoder remembers
/// its last input, so typing one more letter recomputes only the units the letter can change.
public final class LatticeDecoder {
    /// One hypothesis: the best way found to reach a unit ending in `word`.
    struct State {
        var word: Int32          // context for the next word: a word id, or -1 after a literal
        var cost: Float
        var back: Int32          // index of the previous state in `states[previousUnit]`, -1 at the start
        var previousUnit: Int32
        var arcWord: Int32       // the word the last arc spelled (literalWord for a literal)
        var arcStart: Int32
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
        /// How the keys spell pinyin (full pinyin, 9-key digits, a 双拼 scheme).
        public var form: InputForm = .pinyin
        public init() {}
    }

    let lexicon: Lexicon
    let model: LanguageModel
    public let settings: Settings
    /// Where the user's words and learned bonuses come from (read once per decode).
    let userSource: (any UserLexiconSource)?
    /// The user snapshot the current lattice and states were built with.
    private(set) var user = UserLexicon.empty

    private(set) var input = PinyinInput("")
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
        decode(PinyinInput(text, form: settings.form))
    }

    /// Decodes normalised input (see `decode(_:)`).
    @discardableResult
    public func decode(_ newInput: PinyinInput) -> WordLattice {
        let shared = newInput.commonPrefixLength(with: input)
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
        let graph = SyllableGraph(newInput, form: settings.form, fuzzy: settings.fuzzy, costs: settings.costs)
        let lattice = WordLattice(graph: graph, lexicon: lexicon, model: model, limits: settings.limits,
                                  previous: self.lattice, sharedPrefix: shared, user: user)
        input = newInput
        self.lattice = lattice
        if states.count > keep + 1 { states.removeSubrange((keep + 1)...) }
        if states.isEmpty {
            states = [[State(word: leftContext.modelContext, cost: 0, back: -1, previousUnit: -1, arcWord: 0, arcStart: -1)]]
        }
        let byEnd = lattice.arcsByEnd()
        for unit in states.count...max(states.count, newInput.count) where unit <= newInput.count && unit > 0 {
            states.append(step(to: unit, arcs: byEnd[unit]))
        }
        return lattice
    }

    private func step(to unit: Int, arcs: [WordLattice.Arc]) -> [State] {
        var best: [Int32: State] = [:]
        func offer(_ state: State) {
            if let old = best[state.word], old.cost <= state.cost { return }
            best[state.word] = state
        }
        // A separator passes every hypothesis through unchanged.
        if case .separator = input.units[unit - 1] {
            for (index, state) in states[unit - 1].enumerated() {
                offer(State(word: state.word, cost: state.cost, back: Int32(index), previousUnit: Int32(unit - 1),
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
            scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : ($0.1.word, $0.1.start) < ($1.1.word, $1.1.start) }
            arcs = scored.prefix(settings.arcsPerUnit).map(\.1)
        }
        for arc in arcs {
            let previous = states[Int(arc.start)]
            guard !previous.isEmpty else { continue }
            var bestCost = Float.infinity
            var bestIndex = -1
            for (index, state) in previous.enumerated() {
                let lm: Float = arc.word == WordLattice.literalWord ? 0 : cost(arc.word, after: state.word)
                let cost = state.cost + arc.edgeCost + lm
                if cost < bestCost { bestCost = cost; bestIndex = index }
            }
            let context = arc.word == WordLattice.literalWord ? Int32(-1) : arc.word
            offer(State(word: context, cost: bestCost, back: Int32(bestIndex), previousUnit: arc.start,
                        arcWord: arc.word, arcStart: arc.start))
        }
        var result = Array(best.values)
        // Ties broken by word id, so the result never depends on dictionary order.
        result.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
        if result.count > settings.beamWidth { result.removeSubrange(settings.beamWidth...) }
        return result
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
