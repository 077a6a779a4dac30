/// The words the input can spell: for each start unit, arcs `start → end` naming a lexicon word
/// (or a literal unit passed through) and the cost of the syllable edges it used. Built by
/// walking the lexicon trie along the syllable graph, so abbreviations, fuzzy and partial
/// syllables find words exactly as whole syllables do.
public struct WordLattice: Sendable {
    /// One word the input can spell.
    public struct Arc: Hashable, Sendable {
        public var start: Int32
        public var end: Int32
        /// A lexicon word id, or `literalWord` for a unit passed through as itself.
        public var word: Int32
        /// Cost of the syllable edges (abbreviation, fuzzy, partial), in nats.
        public var edgeCost: Float
        /// A guess at what was typed: read through a typing slip or a touch's neighbouring key
        /// (智能纠错), a whole last syllable read as a longer one (`yi` as yin), or a whole
        /// syllable mixed with initials (`s`+`hou` for 时候). What the user
        /// taught (learned words and pairs) does not lower it, so a learned word never wins by
        /// rereading what was typed; plain spellings and pure abbreviations (`xxs`) are lifted.
        public var guessed: Bool

        public init(start: Int32, end: Int32, word: Int32, edgeCost: Float, guessed: Bool = false) {
            self.start = start
            self.end = end
            self.word = word
            self.edgeCost = edgeCost
            self.guessed = guessed
        }
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
        /// Cost of passing a letter through as itself when no word fits.
        public var literalLetterCost: Float = 30
        public init() {}
    }

    /// Word id of an arc that passes its unit through as itself.
    public static let literalWord: Int32 = -1

    /// The graph the lattice was built from.
    public let graph: SyllableGraph
    /// Arcs by start unit.
    public let arcsFrom: [[Arc]]
    /// For each start, the furthest unit at which its walk looked for syllable edges.
    let reach: [Int]
    /// How many starts kept the previous lattice's arcs instead of walking the trie again.
    let reusedStarts: Int

    /// Builds the lattice of `graph` over `lexicon`. With `previous`, the lattice of an input that
    /// shares `sharedPrefix` units with this one, starts whose walk never looked near the change
    /// keep their arcs: typing a letter re-walks only the last few syllables.
    /// User-only words of `user` join the lexicon's (`previous` must have been built with the same `user`).
    public init(graph: SyllableGraph, lexicon: Lexicon, model: LanguageModel, limits: Limits = Limits(),
                previous: WordLattice? = nil, sharedPrefix: Int = 0, user: UserLexicon = .empty) {
        self.graph = graph
        let count = graph.input.count
        var arcsFrom = [[Arc]](repeating: [], count: count)
        var reach = [Int](repeating: 0, count: count)
        var reused = 0
        var walker = Walker(graph: graph, lexicon: lexicon, model: model, limits: limits)
        // Edges from unit q depend on units q..<q+6 and on whether they reach the end.
        let stable = min(sharedPrefix, previous?.graph.input.count ?? 0) - SyllableTable.maxSpellingLength
        for start in 0..<count {
            if let previous, start < previous.reach.count, previous.reach[start] < stable {
                arcsFrom[start] = previous.arcsFrom[start]
                reach[start] = previous.reach[start]
                reused += 1
            } else {
                arcsFrom[start] = walker.arcs(from: start)
                reach[start] = walker.reach
                if user.wordCount > 0 {
                    let extra = user.arcs(from: start, in: graph)
                    arcsFrom[start] += extra.arcs
                    reach[start] = max(reach[start], extra.reach)
                }
            }
        }
        self.arcsFrom = arcsFrom
        self.reach = reach
        reusedStarts = reused
    }

    /// The arcs ending at each unit (index `end`, `0...count`).
    public func arcsByEnd() -> [[Arc]] {
        var result = [[Arc]](repeating: [], count: graph.input.count + 1)
        for arcs in arcsFrom { for arc in arcs { result[Int(arc.end)].append(arc) } }
        return result
    }
}

/// Walks the trie from one start unit along the graph's edges.
struct Walker {
    let graph: SyllableGraph
    let lexicon: Lexicon
    let model: LanguageModel
    let limits: WordLattice.Limits
    private var arcs: [WordLattice.Arc] = []
    private var visited = 0
    private var start: Int32 = 0
    /// The furthest unit the last `arcs(from:)` looked up edges at.
    private(set) var reach = 0

    init(graph: SyllableGraph, lexicon: Lexicon, model: LanguageModel, limits: WordLattice.Limits) {
        self.graph = graph
        self.lexicon = lexicon
        self.model = model
        self.limits = limits
    }

    mutating func arcs(from start: Int) -> [WordLattice.Arc] {
        let input = graph.input
        switch input.units[start] {
        case .separator:
            return []
        case .literal:
            return [WordLattice.Arc(start: Int32(start), end: Int32(start + 1), word: WordLattice.literalWord, edgeCost: 0)]
        case .letter:
            break
        }
        self.start = Int32(start)
        reach = start
        arcs.removeAll(keepingCapacity: true)
        visited = 0
        walk(node: lexicon.root, position: start, cost: 0, depth: 0, abbreviated: false, corrected: false, spelled: WordLattice.Spelled())
        arcs.append(WordLattice.Arc(start: Int32(start), end: Int32(start + 1), word: WordLattice.literalWord,
                                    edgeCost: limits.literalLetterCost))
        return arcs
    }

    private mutating func walk(node: Lexicon.Node, position: Int, cost: Float, depth: Int, abbreviated: Bool, corrected: Bool,
                               spelled: WordLattice.Spelled) {
        var position = position
        // An apostrophe is a syllable boundary, not a word boundary: `xi'an` still spells 西安.
        while position < graph.input.count, case .separator = graph.input.units[position] {
            guard depth > 0 else { return }
            position += 1
        }
        guard position < graph.input.count else { return }
        reach = max(reach, position)
        let childCount = lexicon.children(of: node).count
        for edge in graph.edgesFrom[position] {
            // One slip per word: a word read through two corrections is a guess, not a reading.
            if edge.kind == .corrected, corrected || abbreviated { continue }
            // Few syllables: look each up (binary search); many: scan the node's children.
            if edge.kind == .full || edge.syllables.count * 8 < childCount {
                for id in edge.syllables.ids {
                    if let child = lexicon.child(of: node, syllable: id) {
                        visit(child, edge: edge, cost: cost, depth: depth, abbreviated: abbreviated, corrected: corrected, spelled: spelled)
                    }
                }
            } else {
                for child in lexicon.children(of: node) where edge.syllables.contains(lexicon.syllable(into: child)) {
                    visit(child, edge: edge, cost: cost, depth: depth, abbreviated: abbreviated, corrected: corrected, spelled: spelled)
                }
            }
            if visited > limits.nodesPerStart { return }
        }
    }

    private mutating func visit(_ child: Lexicon.Node, edge: SyllableGraph.Edge, cost: Float, depth: Int, abbreviated: Bool, corrected: Bool,
                                spelled: WordLattice.Spelled) {
        visited += 1
        guard visited <= limits.nodesPerStart else { return }
        let total = cost + edge.cost
        let abbreviated = abbreviated || edge.kind == .initial || edge.kind == .partial || edge.kind == .lengthened
        let corrected = corrected || edge.kind == .corrected
        let spelled = spelled.adding(edge.kind)
        let range = lexicon.wordRange(at: child)
        if !range.isEmpty {
            let first = lexicon.word(atEntry: range.lowerBound)
            let ceiling = model.unigramCost(first) + lexicon.readingCost(atEntry: range.lowerBound) + limits.costSpread
            for entry in range.prefix(abbreviated || corrected ? limits.wordsPerAbbreviatedNode : limits.wordsPerNode) {
                let word = lexicon.word(atEntry: entry)
                let reading = lexicon.readingCost(atEntry: entry)
                if entry != range.lowerBound, model.unigramCost(word) + reading > ceiling { break }
                add(WordLattice.Arc(start: start, end: Int32(edge.end), word: word, edgeCost: total + reading, guessed: spelled.isGuess))
            }
        }
        if depth + 1 < limits.maxSyllables, edge.end < graph.input.count {
            walk(node: child, position: edge.end, cost: total, depth: depth + 1, abbreviated: abbreviated, corrected: corrected,
                 spelled: spelled)
        }
    }

    /// Adds an arc. The same word over the same span can arrive twice (two readings through
    /// abbreviations); the decoder keeps the cheaper and the candidate list dedupes texts.
    @inline(__always)
    private mutating func add(_ arc: WordLattice.Arc) { arcs.append(arc) }
}
