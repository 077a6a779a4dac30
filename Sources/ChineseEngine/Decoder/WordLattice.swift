/// The words the input can spell: for each start unit, arcs `start → end` naming a lexicon word
/// (or a literal unit passed through) and the cost of the syllable edges it used. Built by
/// walking the lexicon trie along the syllable graph, so abbreviations, fuzzy and partial
/// syllables find words exactly as whole syllables do.
public struct WordLattice: Sendable {
    /// One word the input can spell.
    public struct Arc: Hashable, Sendable {
        /// The input unit the word starts at.
        public var start: Int32
        /// One past the last input unit the word covers.
        public var end: Int32
        /// A lexicon or user word, or `literalWord` for a unit passed through as itself.
        public var word: WordID
        /// Cost of the syllable edges (abbreviation, fuzzy, partial), in nats.
        public var edgeCost: Float
        /// Whether and how the word's reading guessed at what was typed (one byte, so an arc
        /// stays 24 bytes: the lattice holds thousands, and the walk and the decoder copy them).
        public var guess: Guess
        /// A guess at what was typed: read through a typing slip or a touch's neighbouring key
        /// (智能纠错), a whole last syllable read as a longer one (`yi` as yin), or a whole
        /// syllable mixed with initials (`s`+`hou` for 时候). What the user
        /// taught (learned words and pairs) does not lower it, so a learned word never wins by
        /// rereading what was typed; plain spellings and pure abbreviations (`xxs`) are lifted.
        public var guessed: Bool { guess != .none }
        /// Read through a typing slip or a touch's neighbouring key (or a whole last syllable as a
        /// longer one), not merely initials mixed with whole syllables: what the decoder keeps a
        /// few beam places for (`LatticeDecoder.Settings.guessBeamWidth`).
        public var slip: Bool { guess == .slip || guess == .slipAmongInitials }
        /// The word begins with the second half of letters swapped across syllables (it follows
        /// only a word that ends with the first half: see `SyllableGraph.EdgeKind.swappedFirst`).
        public var swapStart: Bool
        /// The word ends with the first half of such a swap: the next word begins with the second.
        public var swapEnd: Bool
        /// Whether the word was read from whole syllables or from initials alone.
        public var reading: Reading
        /// The lexicon trie node the word was found at (its path is the reading the arc took), or
        /// -1 (a literal or a user-only word): the marked text follows it instead of searching.
        public var node: Int32

        /// An arc; all flags off and no trie node (-1) unless told.
        public init(start: Int32, end: Int32, word: WordID, edgeCost: Float, guessed: Bool = false, node: Int32 = -1,
                    swapStart: Bool = false, swapEnd: Bool = false, reading: Reading = .other, slip: Bool = false,
                    initials: Bool = false) {
            self.start = start
            self.end = end
            self.word = word
            self.edgeCost = edgeCost
            guess = slip ? (initials ? .slipAmongInitials : .slip) : guessed ? .mixedReading : .none
            self.node = node
            self.swapStart = swapStart
            self.swapEnd = swapEnd
            self.reading = reading
        }
    }

    /// How far an arc's reading is a guess (see `Arc.guessed`, `Arc.slip`).
    public enum Guess: UInt8, Hashable, Sendable {
        /// `none`: a plain spelling or a pure abbreviation; `mixedReading`: whole syllables mixed
        /// with initials; `slip`: a typing slip, a touch's neighbouring key or a longer last syllable;
        /// `slipAmongInitials`: such a slip in a word read with initials too (`bio`+`s` for 表示).
        case none, mixedReading, slip, slipAmongInitials
    }

    /// How a word's letters were read: whole syllables (some at least: 时候 from `shou` or
    /// `s`+`hou`), initials alone (`nh`), or neither (an unfinished last syllable, a literal).
    public enum Reading: UInt8, Hashable, Sendable {
        /// `whole`: at least one whole syllable; `initials`: initials alone (`nh`); `other`: neither (an
        /// unfinished last syllable, a literal).
        case other, whole, initials
    }

    /// How far the walk may go.
    public struct Limits: Hashable, Sendable {
        /// Longest word, in syllables.
        public var maxSyllables = 8
        /// Most words taken from one trie node (they are stored likeliest first).
        public var wordsPerNode = 24
        /// Most words taken from a node reached through an abbreviated or unfinished syllable:
        /// such paths are many, and only their likeliest words are worth a hypothesis.
        public var wordsPerAbbreviatedNode = 3
        /// Words of a node whose unigram cost exceeds the node's best by more than this are skipped.
        public var costSpread: Float = 9
        /// Most trie nodes visited from one start: caps work on pathological input.
        public var nodesPerStart = 4000
        /// Most edge cost (nats) a word's syllables may add up to; a path past it is not walked.
        /// Unlimited for typed pinyin (`zgrm` is four initials); 9-key input uses
        /// `nineKeyMaxEdgeCost`, where each digit is an initial by accident far more often.
        public var maxEdgeCost: Float = .infinity
        /// `maxEdgeCost` for 9-key input: one abbreviated syllable and an unfinished last one.
        public var nineKeyMaxEdgeCost: Float = 9
        /// Extra cost (nats) of a word read from whole syllables and lone initials together, per
        /// switch between them (`x`+`ka` for 显卡, `zhong`+`g` for 中国): such a word is mostly a
        /// slip read as an initial (`xkachuzushi`: the i of xia hit k), rarely an abbreviation.
        /// An unfinished last syllable (`zhongg`) is no initial and pays nothing, and 9-key and
        /// 双拼 input (no slips read) pay nothing either. Typo set
        /// (everyday): top-1 87.3 → 88.3 %, top-5 kept 84.0 → 86.4 % at 2 (88.5 %, 86.9 % at 4,
        /// which reorders mixed abbreviations such as `zhonggrenmin`); clean typing and
        /// dev.abbr.tsv unchanged.
        public var mixedReadingCost: Float = 2
        /// Cost of passing a letter through as itself when no word fits.
        public var literalLetterCost: Float = 30
        /// The limits chosen on the dev sets (the defaults above).
        public init() {}
    }

    /// Word id of an arc that passes its unit through as itself.
    public static let literalWord = WordID(rawValue: -1)

    /// The graph the lattice was built from.
    public let graph: SyllableGraph
    /// Arcs by start unit.
    public private(set) var arcsFrom: [[Arc]]
    /// For each start, the furthest unit at which its walk looked for syllable edges.
    let reach: [Int]
    /// For each start, how to resume its walks of the lexicon, of its new words and of the user's words.
    let walks: [(lexicon: Walk, supplement: Walk, user: Walk)]
    /// The English searches that letters typed at the end can resume (none without English words).
    let englishSearches: EnglishSearches
    /// Per unit, how its run of letters reads as Chinese (with English words only; else empty):
    /// what the English arcs in it were charged (`chargeEnglishInSlippedRuns`).
    let runReadings: [RunReading]
    /// Per unit, how far back the words read through its run's typing slip start that a boundary
    /// there splits, the units inside a syllable of a run read as typed, and the end of such a
    /// run one slip completes (empty without English words, without a run read so, or while
    /// `EnglishVocabulary.Costs.splitSlippedWord`, `cutSyllable` and `unfinishedSlip` are 0):
    /// what else the English arcs were charged (`slippedWordStarts`).
    let slippedWordStarts: [UInt64]
    /// How many starts kept the previous lattice's arcs instead of walking the trie again.
    let reusedStarts: Int
    /// How many starts resumed the previous lattice's walk from the last letters.
    let resumedStarts: Int

    /// Builds the lattice of `graph` over `lexicon`. With `previous`, the lattice of an input that
    /// shares `sharedPrefix` units with this one, starts whose walk never looked near the change
    /// keep their arcs, and after letters typed at the end the other walks resume from the last
    /// letters: typing a letter walks the trie only along the last few syllables.
    /// User-only words of `user` join the lexicon's (`previous` must have been built with the same `user`),
    /// and so do the English words of `english` that letters spell (中英混输; `previous` must have
    /// been built with the same vocabulary).
    public init(graph: SyllableGraph, lexicon: Lexicon, model: LanguageModel, limits: Limits = Limits(),
                previous: WordLattice? = nil, sharedPrefix: Int = 0, user: UserLexicon = .empty,
                english: EnglishVocabulary? = nil) {
        self.graph = graph
        let count = graph.input.count
        var arcsFrom = [[Arc]](repeating: [], count: count)
        var reach = [Int](repeating: 0, count: count)
        var walks = [(lexicon: Walk, supplement: Walk, user: Walk)](repeating: (.none, .none, .none), count: count)
        var reused = 0, resumed = 0
        var englishStarts: [Int] = []
        var lexiconWalker = Walker(graph: graph, trie: LexiconTrie(lexicon: lexicon, model: model, limits: limits),
                                   nodeBudget: limits.nodesPerStart, maxEdgeCost: limits.maxEdgeCost, mixedReadingCost: limits.mixedReadingCost)
        // The new words, when the model scores them (a model of other components offers none).
        let supplement = lexicon.supplement.flatMap { model.newWordModel?.base == $0.base ? $0 : nil }
        var supplementWalker = supplement.map {
            Walker(graph: graph, trie: LexiconTrie(lexicon: $0.words, model: model, limits: limits, idBase: $0.base, nodeBase: $0.nodeBase, takesGuesses: false),
                   nodeBudget: limits.nodesPerStart, maxEdgeCost: limits.maxEdgeCost, mixedReadingCost: limits.mixedReadingCost)
        }
        var userWalker = Walker(graph: graph, trie: UserLexicon.Trie(user: user), nodeBudget: limits.nodesPerStart,
                                maxEdgeCost: limits.maxEdgeCost, mixedReadingCost: limits.mixedReadingCost)
        // Edges from unit q read units q..<q+7 and whether they reach the end.
        let previousCount = previous?.graph.input.count ?? 0
        let stable = Self.stableReach(previousCount: previousCount, sharedPrefix: sharedPrefix)
        // Letters typed at the end leave every edge that ended before it: walks resume.
        let appended = previous != nil && Self.appends(previousCount: previousCount, sharedPrefix: sharedPrefix, count: count)
        // Letters typed at the end: the searches of the English lists that reach them go on.
        var englishSearches = appended && english != nil ? previous?.englishSearches ?? EnglishSearches() : EnglishSearches()
        for start in 0..<count {
            if let previous, start < previous.reach.count, previous.reach[start] < stable {
                arcsFrom[start] = previous.arcsFrom[start]
                reach[start] = previous.reach[start]
                reused += 1
                continue
            }
            let symbol: Bool
            switch graph.input.units[start] {
            case .separator:
                reach[start] = start
                continue
            case .literal:
                arcsFrom[start] = [Arc(start: Int32(start), end: Int32(start + 1), word: Self.literalWord, edgeCost: 0)]
                reach[start] = start
                continue
            case let .letter(code):
                symbol = ZhuyinSymbols.isSymbolUnit(code)
            }
            let old = appended && start < previousCount ? previous?.walks[start] : nil
            let oldArcs = old != nil ? previous?.arcsFrom[start] ?? [] : []
            let resumedWalk = old.flatMap { lexiconWalker.resume($0.lexicon, arcs: oldArcs.prefix($0.lexicon.count), from: start) }
            if resumedWalk != nil { resumed += 1 }
            var (arcs, walk) = resumedWalk ?? lexiconWalker.arcs(from: start)
            reach[start] = lexiconWalker.reach
            walks[start].lexicon = walk
            var newWords: [Arc] = [], userWords: [Arc] = []
            if supplementWalker != nil {
                let newArcs = oldArcs.dropFirst(old?.lexicon.count ?? 0).prefix(old?.supplement.count ?? 0)
                let (extra, newWalk) = old.flatMap { supplementWalker!.resume($0.supplement, arcs: newArcs, from: start) }
                    ?? supplementWalker!.arcs(from: start)
                newWords = extra
                walks[start].supplement = newWalk
                reach[start] = max(reach[start], supplementWalker!.reach)
            }
            if user.wordCount > 0 {
                let userArcs = oldArcs.dropFirst((old?.lexicon.count ?? 0) + (old?.supplement.count ?? 0)).prefix(old?.user.count ?? 0)
                let (extra, userWalk) = old.flatMap { userWalker.resume($0.user, arcs: userArcs, from: start) } ?? userWalker.arcs(from: start)
                userWords = extra
                walks[start].user = userWalk
                reach[start] = max(reach[start], userWalker.reach)
            }
            if english != nil { englishStarts.append(start) }
            // A letter that no word reads passes through as itself. A 注音 symbol does only where
            // no word starts: it is no text a person means, so no sentence keeps one a syllable reads.
            let literal = symbol && !(arcs.isEmpty && newWords.isEmpty && userWords.isEmpty)
                ? nil : Arc(start: Int32(start), end: Int32(start + 1), word: Self.literalWord, edgeCost: limits.literalLetterCost)
            Self.join(&arcs, newWords, userWords, literal)
            arcsFrom[start] = arcs
        }
        // English words go in once every start's Chinese words are known: they yield to Chinese
        // words chained after them (an abbreviation, a slip).
        if let english {
            Self.addEnglishArcs(at: englishStarts, to: &arcsFrom, reach: &reach, searches: &englishSearches, graph: graph, vocabulary: english)
            // A run pinyin spells through one slip keeps its Chinese reading (charged whatever
            // letters it ends with, so every keystroke looks again).
            runReadings = Self.runReadings(arcsFrom: arcsFrom, input: graph.input)
            // Only `Costs.splitSlippedWord`, `cutSyllable` and `unfinishedSlip` read them: while all are 0 none are found.
            let cuts = english.costs.cutSyllable > 0, unfinished = english.costs.unfinishedSlip > 0
            slippedWordStarts = english.costs.splitSlippedWord > 0 || cuts || unfinished
                ? Self.slippedWordStarts(arcsFrom: arcsFrom, readings: runReadings, input: graph.input, cleanCuts: cuts,
                                         graph: unfinished ? graph : nil) : []
            Self.chargeEnglishInSlippedRuns(&arcsFrom, reach: reach, readings: runReadings, slipped: slippedWordStarts, fresh: englishStarts,
                                            previous: previous?.runReadings, previousSlipped: previous?.slippedWordStarts,
                                            vocabulary: english)
        } else {
            runReadings = []
            slippedWordStarts = []
        }
        self.arcsFrom = arcsFrom
        self.reach = reach
        self.walks = walks
        self.englishSearches = englishSearches
        reusedStarts = reused
        resumedStarts = resumed
    }

    /// The reach below which a start keeps the previous lattice's arcs (a start reaches at least
    /// itself, so at most 0: none is kept): its walk never read a unit near the first change.
    static func stableReach(previousCount: Int, sharedPrefix: Int) -> Int {
        min(sharedPrefix, previousCount) - SyllableTable.maxSpellingLength
    }

    /// Whether the new input is the previous one with letters typed at its end (the walks resume).
    static func appends(previousCount: Int, sharedPrefix: Int, count: Int) -> Bool {
        sharedPrefix >= previousCount && count > previousCount
    }

    /// Whether a lattice of `count` units built after one of `previousCount` that shares its first
    /// `sharedPrefix` units takes anything from it (kept arcs, resumed walks and searches).
    static func takesFrom(previousCount: Int, sharedPrefix: Int, count: Int) -> Bool {
        stableReach(previousCount: previousCount, sharedPrefix: sharedPrefix) > 0
            || appends(previousCount: previousCount, sharedPrefix: sharedPrefix, count: count)
    }

    /// A start's arcs: the lexicon walk's (`arcs`), then `newWords` and `userWords`, and the literal
    /// arc (when there is one) last, in an array of their exact length (the lattice keeps it a keystroke), copied at
    /// most once: the walk's array has room for the literal, so a start with no other words is
    /// not copied at all (appending the others and then copying the whole to its length was two).
    static func join(_ arcs: inout [Arc], _ newWords: [Arc], _ userWords: [Arc], _ literal: Arc?) {
        if newWords.isEmpty, userWords.isEmpty, arcs.capacity > arcs.count || literal == nil {
            if let literal { arcs.append(literal) }
            if arcs.capacity - arcs.count > max(2, arcs.count / 16) { arcs = exactArray(arcs[...]) }
            return
        }
        var result: [Arc] = []
        result.reserveCapacity(arcs.count + newWords.count + userWords.count + 1)
        result += arcs
        result += newWords
        result += userWords
        if let literal { result.append(literal) }
        arcs = result
    }

    /// The arcs ending at each unit (index `end`, `0...count`); with `first`, only at units from it on.
    public func arcsByEnd(from first: Int = 0) -> [[Arc]] {
        var result = [[Arc]](repeating: [], count: graph.input.count + 1)
        for arcs in arcsFrom { for arc in arcs where arc.end >= first { result[Int(arc.end)].append(arc) } }
        return result
    }

    /// Adds `extra(arc)` to each word arc's edge cost (literal units pay nothing more).
    mutating func adjustCosts(_ extra: (Arc) -> Float) {
        for start in arcsFrom.indices {
            for index in arcsFrom[start].indices where arcsFrom[start][index].word.isWord {
                arcsFrom[start][index].edgeCost += extra(arcsFrom[start][index])
            }
        }
    }
}
