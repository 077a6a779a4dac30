import KeyGeometry

/// Viterbi decoding of a word lattice under the trigram model, with a bounded beam: each unit
/// keeps its best few hypotheses, one per last two words (the trigram's context). A decoder remembers
/// its last input, so typing one more letter recomputes only the units the letter can change.
public final class LatticeDecoder {
    /// One hypothesis: the best way found to reach a unit ending in `word`.
    struct State {
        var history: LanguageModel.History  // context for the next word (last = -1 after a literal)
        var cost: Float
        var back: Int32          // index of the previous state in `states[arcStart]`, -1 at the start
        var arcWord: WordID      // the word the last arc spelled (literalWord for a literal, `separator` for none)
        var arcStart: Int32      // the unit the last arc started at (where `back` points), -1 at the start
        /// The lexicon trie node the last arc's word was found at (its reading), or -1.
        var arcNode: Int32 = -1
        /// The last word ended with the first half of letters swapped across syllables: only a
        /// word beginning with the second half may follow (`SyllableGraph.EdgeKind.swappedFirst`).
        var pending = false
        /// How the last word was read (see `Settings.readingSwitchCost`). Not in the key: two
        /// hypotheses with the same last two words recombine whatever their readings.
        var reading = WordLattice.Reading.other
        /// Some word of the path was read through a typing slip (`WordLattice.Arc.slip`): such
        /// hypotheses keep a few places of their own in the beam (`Settings.guessBeamWidth`).
        var slipped = false
        /// The last word: a word id, or a marker (-1) after a literal.
        var word: WordID { WordID(rawValue: history.last) }
        /// Recombination key: hypotheses with the same last two words score every future alike
        /// (a pending one apart: its top bit flipped, which no real pair of words has).
        var key: Int64 { (Int64(history.previous) << 32 | Int64(UInt32(bitPattern: history.last))) ^ (pending ? Int64.min : 0) }
    }

    let lexicon: Lexicon
    let model: LanguageModel
    /// The settings the decoder was made with (fixed for its life).
    public let settings: Settings
    /// The spelling rules it follows: `settings.spelling`, else its schema's (`Settings.spelling`).
    public let spelling: Schema.SpellingRules
    /// 纠错 as the rules allow it: `settings.correction`, or off where the schema reads no slips.
    let correction: SpellingCorrection
    /// How often people write everyday words, ranking sentences read from initials alone (nil: by
    /// the model alone). Setting it ranks the sentences again.
    public var wordFrequencies: WordFrequencies? {
        didSet { rankedSentences = nil }
    }
    /// English words read inside typed pinyin (中英混输: `wozaiyongiphone` → 我在用iPhone), nil:
    /// none. Only typed letters (`InputForm.pinyin`) are read so. Setting it starts the next
    /// decode over.
    public var englishVocabulary: EnglishVocabulary? {
        didSet {
            lattice = nil; states = []; rankedSentences = nil
            englishEntryCost = englishVocabulary?.costs.entry ?? .infinity
            afterEnglishCost = englishVocabulary?.costs.afterEnglish ?? 0
            let costs = englishVocabulary?.costs
            englishContext = englishVocabulary?.context.map {
                EnglishContextCosts(context: $0, weight: costs?.contextWeight ?? 0, followerWeight: costs?.followerWeight ?? 0)
            }
        }
    }
    /// `englishVocabulary`'s figures of English after and before each word and how much of them
    /// counts (nil: none, or no vocabulary).
    private(set) var englishContext: EnglishContextCosts?
    /// `englishVocabulary`'s cost of an English word right after another.
    private(set) var afterEnglishCost: Float = 0
    /// `englishVocabulary`'s entry cost, read on every scored English arc.
    private(set) var englishEntryCost: Float = .infinity
    /// Where the user's words and learned bonuses come from (read once per decode).
    let userSource: (any UserLexiconSource)?
    /// The user snapshot the current lattice and states were built with.
    private(set) var user = UserLexicon.empty

    private(set) var input = PinyinInput("")
    /// Where the finger landed for each unit of `input` (nil: not known), for spatial correction.
    private(set) var touches: [KeyTouch?] = []
    private(set) var lattice: WordLattice?
    var states: [[State]] = []
    /// What resolves the candidates' readings at a pick (see `wordReader()`).
    var cachedReader: WordReader?
    /// The exact arc scores of the latest steps, by unit (see `ArcScores`).
    var arcScores: [Int: ArcScores] = [:]
    /// The last decode's whole-input sentences, ranked on first use (`sentences()`).
    private var rankedSentences: [(pieces: [Piece], cost: Float)]?
    /// How many arc scores the last `decode` took from the steps before instead of scoring again.
    public internal(set) var reusedArcScores = 0
    /// How many arcs the last `decode` scored exactly (the others were cut before, or reused).
    var scoredArcs = 0
    /// The rows of model costs a step scores with (`ScoredHistories`), kept from step to step
    /// for their room: each step grew them from nothing.
    var scoredHistories = ScoredHistories()
    /// The units before the end whose arc scores a decode keeps for the next keystroke: `decode`
    /// keeps only those within two units of the new end, so a letter typed or deleted finds them.
    static let unitsWithKeptScores = 3
    /// Units of the last input past the decoded window (`PinyinInput.maximumUnits`): the candidates
    /// cover the window only, and picking one leaves the rest for the next decode. 0 for any input
    /// a keyboard composes.
    public private(set) var unitsBeyondWindow = 0

    /// The letter keys touch points are read against (the layout drawn; the phone's QWERTY by
    /// default). Setting other keys starts the next decode over.
    public var keys: KeyGeometry = .phone {
        didSet { if keys != oldValue { lattice = nil; states = []; rankedSentences = nil } }
    }

    /// The words committed before this composition; its first word is scored after them.
    /// Changing it drops the cached hypotheses (not the lattice): the next `decode` starts over.
    public var leftContext: LeftContext = .sentenceStart {
        didSet { if leftContext != oldValue { states = []; rankedSentences = nil } }
    }

    /// Extra arc costs from what the input says beyond its letters (`ToneWeighting`: 注音's tones),
    /// added to every arc once its lattice is built; nil: none. Setting it starts the next decode
    /// over (arcs built under another adjustment are not reused).
    public var arcAdjustment: (any ArcCostAdjustment)? {
        didSet { lattice = nil; states = []; rankedSentences = nil }
    }

    /// A decoder over the engine's data.
    public init(lexicon: Lexicon, model: LanguageModel, settings: Settings = Settings(), user: (any UserLexiconSource)? = nil) {
        self.lexicon = lexicon
        self.model = model
        self.settings = settings
        spelling = settings.spelling ?? Schema.syllables(lexicon.syllables, form: Schema.FormName(settings.form), id: settings.schemaID).spelling
        correction = spelling.correction ? settings.correction : .off
        userSource = user
    }

    /// Decodes `text`, reusing the work done for the longest prefix it shares with the last input.
    /// Only its first `PinyinInput.maximumUnits` units are read (see `unitsBeyondWindow`).
    @discardableResult
    public func decode(_ text: String) -> WordLattice {
        let window = PinyinInput.window(of: text, form: settings.form)
        unitsBeyondWindow = window.beyond
        return decodeWindow(window.input, touches: [])
    }

    /// Decodes normalised input (see `decode(_:)`).
    @discardableResult
    public func decode(_ newInput: PinyinInput) -> WordLattice {
        decode(newInput, touches: [])
    }

    /// Decodes normalised input whose unit `i` was typed at `touches[i]` (relative to its key;
    /// nil or missing: unknown), so the graph can read a touch near a key border as either letter.
    /// Only its first `PinyinInput.maximumUnits` units are read (see `unitsBeyondWindow`).
    @discardableResult
    public func decode(_ newInput: PinyinInput, touches newTouches: [KeyTouch?]) -> WordLattice {
        let window = newInput.window()
        unitsBeyondWindow = window.beyond
        return decodeWindow(window.input, touches: window.beyond == 0 ? newTouches : Array(newTouches.prefix(PinyinInput.maximumUnits)))
    }

    /// Decodes zhuyin: its symbols are the units, its syllables the graph (`SyllableGraph(zhuyin:)`);
    /// set `arcAdjustment` to a `ToneWeighting` of it first for its tones to count.
    @discardableResult
    public func decode(zhuyin: ZhuyinInput) -> WordLattice {
        let graph = SyllableGraph(zhuyin: zhuyin)
        unitsBeyondWindow = 0
        return decodeWindow(graph.input, touches: [], graph: graph)
    }

    /// Decodes input of at most `PinyinInput.maximumUnits` units (through `graph` when given).
    private func decodeWindow(_ newInput: PinyinInput, touches newTouches: [KeyTouch?], graph given: SyllableGraph? = nil) -> WordLattice {
        var shared = newInput.commonPrefixLength(with: input)
        var sameTouches = 0
        while sameTouches < shared, touch(at: sameTouches, in: newTouches) == touch(at: sameTouches, in: touches) { sameTouches += 1 }
        shared = sameTouches
        // States at unit j depend only on arcs ending at j, which read the units before j and look
        // at unit j (an initial stands alone only before a consonant: `n` before `h`, not before
        // `i`), so they are the same in both inputs for j < shared — except at an end (old or new),
        // where arcs read an unfinished syllable.
        var keep = max(0, min(shared - 1, input.count - 1, newInput.count - 1))
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
        // What the graph reads is what the schema declares: its spelling over the inventory (with
        // its sound merging), or pinyin's tables with 模糊音, 纠错 and the touch points, each
        // where its rules allow it, and initials alone only where it has abbreviations.
        let graph = given ?? readGraph(newInput, touches: newTouches, shared: shared)
        touches = newTouches
        var limits = settings.limits
        if settings.form == .nineKey { limits.maxEdgeCost = min(limits.maxEdgeCost, limits.nineKeyMaxEdgeCost) }
        // Only typed letters slip into initials (there is no 纠错 of digits or 双拼 keys): there, a
        // word's initial among whole syllables is an abbreviation (`94486` → 中国).
        if settings.form != .pinyin || given != nil { limits.mixedReadingCost = 0 }
        // The old lattice goes before the new one is built when nothing of it is taken (a new
        // composition, a change near the start): both at once would double the peak heap, and
        // the heap's high-water mark stays resident (#78's private memory).
        let oldRunReadings = self.lattice?.runReadings, oldSlippedWordStarts = self.lattice?.slippedWordStarts ?? []
        if let old = self.lattice, arcAdjustment != nil
            || !WordLattice.takesFrom(previousCount: old.graph.input.count, sharedPrefix: shared, count: newInput.count) {
            self.lattice = nil
        }
        var lattice = WordLattice(graph: graph, lexicon: lexicon, model: model, limits: limits,
                                  previous: self.lattice, sharedPrefix: shared, user: user,
                                  english: spelling.readsEnglish && settings.form == .pinyin && given == nil ? englishVocabulary : nil)
        if let arcAdjustment {
            // Adjusted arcs are never handed to the next lattice, so no arc is adjusted twice.
            keep = 0
            states = []
            arcScores = [:]
            lattice.adjustCosts { arc in arcAdjustment.extraCost(start: Int(arc.start), end: Int(arc.end), text: wordText(arc.word)) }
        }
        // English arcs cost what their whole run of letters reads as: hypotheses after a run that
        // now reads otherwise are stepped again.
        if let oldRunReadings {
            keep = lattice.firstChangedRunReading(from: oldRunReadings, slippedWordStarts: oldSlippedWordStarts, before: keep)
        }
        input = newInput
        self.lattice = lattice
        rankedSentences = nil
        if states.count > keep + 1 { states.removeSubrange((keep + 1)...) }
        if states.isEmpty {
            arcScores = [:]
            states = [[State(history: leftContext.history(in: model), cost: 0, back: -1, arcWord: .lexicon(0), arcStart: -1)]]
        }
        // Scores stay valid while the hypotheses at their arcs' starts do: up to the first unit
        // stepped again. Only the last few units are ever stepped again.
        arcScores = arcScores.filter { $0.key <= states.count && $0.key + 2 >= newInput.count }
        reusedArcScores = 0
        scoredArcs = 0
        let byEnd = lattice.endIndex(from: states.count)
        for unit in states.count...max(states.count, newInput.count) where unit <= newInput.count && unit > 0 {
            states.append(step(to: unit, arcs: lattice.arcs(endingAt: unit, in: byEnd)))
        }
        return lattice
    }

    /// The context word of a hypothesis that ends in a letter passed through as itself.
    static let afterLetters = WordID(rawValue: -3)

    /// The `arcWord` of a hypothesis passed through a separator: no arc, no piece.
    static let separator = WordID(rawValue: -2)

    private func touch(at index: Int, in touches: [KeyTouch?]) -> KeyTouch? {
        index < touches.count ? touches[index] : nil
    }

    /// The pieces of a hypothesis path, first to last.
    struct Piece {
        var start: Int
        var end: Int
        var word: WordID
        /// The lexicon trie node the word was found at (the reading the decoder took), or -1.
        var node: Int32
    }

    /// The whole-input sentences, best first, as word paths with their costs, the end of the
    /// sentence scored after each hypothesis's last two words (ties keep the beam's order).
    func sentences() -> [(pieces: [Piece], cost: Float)] {
        if let rankedSentences { return rankedSentences }
        guard let last = states.last, states.count == input.count + 1, input.count > 0 else { return [] }
        // A hypothesis inside a swap (its second half not yet typed) is no sentence.
        var ranked = last.indices.filter { !last[$0].pending }.map { index in
            let pieces = path(endingAt: input.count, index: index)
            let weight = endWeight(of: pieces)
            return (pieces: pieces, index: index,
                    cost: last[index].cost + (weight == 0 ? 0 : weight * model.endCost(after: last[index].history)))
        }
        if let best = ranked.map(\.cost).min() {
            for index in ranked.indices where ranked[index].cost <= best + settings.abbreviationFrequencyMargin {
                ranked[index].cost += frequencyShift(of: ranked[index].pieces)
            }
        }
        ranked.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.index < $1.index }
        let sentences = ranked.map { ($0.pieces, $0.cost) }
        rankedSentences = sentences
        return sentences
    }

    /// `input` read as the rules allow (see `decodeWindow`'s graph), reusing the last graph's starts
    /// that the first `shared` units decide.
    private func readGraph(_ input: PinyinInput, touches: [KeyTouch?], shared: Int) -> SyllableGraph {
        let fuzzy = spelling.fuzzyPinyin ? settings.fuzzy : .none
        let read = spelling.overInventory
            ? SyllableGraph(input, syllables: lexicon.syllables, merging: spelling.lazySounds ? settings.lazySounds : .none,
                            costs: settings.costs, previous: lattice?.graph, sharedPrefix: shared)
            : settings.form == .pinyin
            ? SyllableGraph(input, fuzzy: fuzzy, costs: settings.costs, correction: correction, touches: touches, keys: keys,
                            previous: lattice?.graph, sharedPrefix: shared)
            : SyllableGraph(input, form: settings.form, fuzzy: fuzzy, costs: settings.costs)
        return spelling.abbreviations ? read : read.withoutInitials()
    }

    /// The weight of a path's sentence end: none below the minimum length, the abbreviation's
    /// when every word is spelled by initials alone (one letter per character), else the full one.
    func endWeight(of pieces: [Piece]) -> Float {
        if length(of: pieces) < settings.sentenceEndMinimumLength { return 0 }
        return readsInitialsAlone(pieces) ? settings.abbreviationEndWeight : settings.sentenceEndWeight
    }

    func path(endingAt unit: Int, index: Int) -> [Piece] {
        var pieces: [Piece] = []
        var unit = unit, index = index
        while unit > 0, index >= 0 {
            let state = states[unit][index]
            if state.arcWord != Self.separator {
                pieces.append(Piece(start: Int(state.arcStart), end: unit, word: state.arcWord, node: state.arcNode))
            }
            index = Int(state.back)
            unit = Int(state.arcStart)
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
                text += wordText(piece.word, start: piece.start, end: piece.end)
            }
        }
        return text
    }

    func unitText(_ index: Int) -> String {
        switch input.units[index] {
        case let .letter(value): return PinyinInput.text(ofLetter: value)
        case .separator: return ""
        case let .literal(character): return PinyinInput.shownText(of: character)
        }
    }
}
