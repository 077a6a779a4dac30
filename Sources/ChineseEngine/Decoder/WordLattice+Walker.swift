extension WordLattice {
    /// Where a start's trie walk stopped being final. A letter typed at the end changes only the
    /// syllable edges that reach the end (an unfinished syllable is read again, longer ones
    /// appear); every edge ending before it stays. The walk keeps the trie paths that reached
    /// units near the end through such stable edges, and one more letter resumes them along
    /// the new edges instead of walking the start again.
    struct Walk: Sendable {
        /// A trie path that reached a unit near the end through stable edges: where and how to go on from.
        struct Suspended: Sendable {
            var node: Int32
            var position: Int32
            var cost: Float
            var depth: Int32
            var abbreviated: Bool
            var corrected: Bool
            var spelled: Spelled
        }

        /// The input's length when walked: edges ending before it are stable.
        var end: Int
        /// The walk's first `stemCount` arcs read only stable edges.
        var stemCount: Int
        /// How many arcs the walk gave (the start's arcs hold the lexicon's, then the user's).
        var count: Int
        /// Trie nodes visited through stable edges (the node budget counts them too).
        var stemVisited: Int
        /// The furthest unit the walk looked up edges at, reached through stable edges.
        var stemReach: Int
        var frontier: [Suspended]
        /// False when the node budget cut the walk short: it cannot be resumed exactly.
        var complete: Bool

        /// A walk of a start that gave no arcs and left nothing to resume.
        static let none = Walk(end: -1, stemCount: 0, count: 0, stemVisited: 0, stemReach: 0, frontier: [], complete: false)
    }
}

/// A syllable trie a `Walker` follows along the graph: the lexicon's or the user's words.
protocol SyllableTrie {
    /// The root node.
    var rootNode: Int32 { get }
    /// Longest word, in syllables.
    var longestWord: Int { get }
    /// Appends the children of `node` under a syllable of `edge`.
    func appendChildren(of node: Int32, along edge: SyllableGraph.Edge, to children: inout [Int32])
    /// False only if no child of `node` has a syllable in `syllables` (a node with many children
    /// may answer true without looking).
    func mayHaveChild(of node: Int32, in syllables: SyllableSet) -> Bool
    /// Appends an arc `template` for each word ending at `node` (its edge cost raised by the extra
    /// cost of the word's reading there); `few`: the node was reached through an abbreviation
    /// or a slip, only its likeliest words count.
    func appendWords(at node: Int32, few: Bool, as template: WordLattice.Arc, to arcs: inout [WordLattice.Arc])
    /// Whether words read through a guess (`WordLattice.Spelled.isGuess`) are offered: when not,
    /// the walker does not follow a path once it is a guess (a guess stays one deeper down).
    var takesGuesses: Bool { get }
}

extension SyllableTrie {
    /// Nodes with at most this many children are checked child by child in `mayHaveChild`
    /// (a wider node answers true: most have a child under some syllable of a position).
    var childrenChecked: Int { 8 }
    var takesGuesses: Bool { true }
}

/// Walks a trie from one start unit along the graph's edges, or resumes such a walk
/// (`WordLattice.Walk`) after more letters.
struct Walker<Trie: SyllableTrie> {
    typealias Suspended = WordLattice.Walk.Suspended
    let graph: SyllableGraph
    let trie: Trie
    /// Most trie nodes visited from one start: caps work on pathological input.
    let nodeBudget: Int
    /// A path whose edges cost more than this in all is not followed (see `WordLattice.Limits.maxEdgeCost`).
    let maxEdgeCost: Float
    /// See `WordLattice.Limits.mixedReadingCost`.
    let mixedReadingCost: Float
    private var stem: [WordLattice.Arc] = []
    /// Children being visited, one buffer per depth (reused from walk to walk).
    private var childBuffers: [[Int32]] = []
    private var tail: [WordLattice.Arc] = []
    private var frontier: [Suspended] = []
    /// The input's length: edges ending before it are stable.
    private var end = 0
    /// Resuming: edges ending before this were walked already.
    private var resumedEnd = 0
    /// Resuming: by position, the indices of its edges that end at `resumedEnd` or later (the
    /// frontier has many paths at the few positions near the end; each scans only these).
    private var newEdges: [[Int32]?] = []
    private var newEdgePositions: [Int] = []
    /// Trie nodes visited by the last walk.
    private(set) var visited = 0
    private var stemVisited = 0
    private var start: Int32 = 0
    /// The furthest unit the last walk looked up edges at.
    private(set) var reach = 0
    private var stemReach = 0

    init(graph: SyllableGraph, trie: Trie, nodeBudget: Int, maxEdgeCost: Float = .infinity, mixedReadingCost: Float = 0) {
        self.maxEdgeCost = maxEdgeCost
        self.mixedReadingCost = mixedReadingCost
        self.graph = graph
        self.trie = trie
        self.nodeBudget = nodeBudget
    }

    /// The arcs from `start` (a letter), and what resuming the walk after more letters needs.
    mutating func arcs(from start: Int) -> ([WordLattice.Arc], WordLattice.Walk) {
        begin(start)
        reach = start
        stemReach = start
        walk(node: trie.rootNode, position: start, cost: 0, depth: 0, abbreviated: false, corrected: false,
             spelled: WordLattice.Spelled(), fromStem: true)
        return finish(stemPrefix: [])
    }

    /// The walk `old` (whose arcs were `oldArcs`) resumed in this walker's graph, whose input is
    /// the old one with letters typed after it; nil when it cannot be resumed exactly (the node
    /// budget ran out), and the start must be walked again.
    mutating func resume(_ old: WordLattice.Walk, arcs oldArcs: ArraySlice<WordLattice.Arc>,
                         from start: Int) -> ([WordLattice.Arc], WordLattice.Walk)? {
        guard old.complete, old.end >= 0, old.end < graph.input.count else { return nil }
        begin(start)
        if newEdges.count < graph.input.count { newEdges = [[Int32]?](repeating: nil, count: graph.input.count) }
        if old.end != resumedEnd {
            for position in newEdgePositions { newEdges[position] = nil }
            newEdgePositions.removeAll(keepingCapacity: true)
        }
        resumedEnd = old.end
        visited = old.stemVisited
        stemVisited = old.stemVisited
        reach = old.stemReach
        stemReach = old.stemReach
        for entry in old.frontier {
            walk(node: entry.node, position: Int(entry.position), cost: entry.cost, depth: Int(entry.depth),
                 abbreviated: entry.abbreviated, corrected: entry.corrected, spelled: entry.spelled, fromStem: true,
                 resumed: true)
            if visited > nodeBudget { return nil }
        }
        return finish(stemPrefix: oldArcs.prefix(old.stemCount))
    }

    private mutating func begin(_ start: Int) {
        self.start = Int32(start)
        end = graph.input.count
        stem.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        frontier.removeAll(keepingCapacity: true)
        visited = 0
        stemVisited = 0
    }

    private func finish(stemPrefix: ArraySlice<WordLattice.Arc>) -> ([WordLattice.Arc], WordLattice.Walk) {
        var arcs: [WordLattice.Arc] = []
        // One spare: the lattice appends a start's literal arc, which must not double the array
        // (the lattice keeps its arcs, up to thousands per start, until the next keystroke).
        arcs.reserveCapacity(stemPrefix.count + stem.count + tail.count + 1)
        arcs += stemPrefix
        arcs += stem
        let stemCount = arcs.count
        arcs += tail
        // The walk keeps a copy of its own size: sharing the buffer would leave every start's
        // walk holding the largest frontier's capacity, and make `begin` allocate another.
        var kept: [Suspended] = []
        kept.reserveCapacity(frontier.count)
        kept += frontier
        let walk = WordLattice.Walk(end: end, stemCount: stemCount, count: arcs.count, stemVisited: stemVisited, stemReach: stemReach,
                                    frontier: kept, complete: visited <= nodeBudget)
        return (arcs, walk)
    }

    /// Walks on from `node` at `position`. `fromStem`: reached through stable edges only.
    /// `resumed`: the stable edges from here were walked before; only those reaching past the
    /// old end are new.
    private mutating func walk(node: Int32, position: Int, cost: Float, depth: Int, abbreviated: Bool, corrected: Bool,
                               spelled: WordLattice.Spelled, fromStem: Bool, resumed: Bool = false) {
        guard depth < trie.longestWord else { return }
        var position = position
        // An apostrophe is a syllable boundary, not a word boundary: `xi'an` still spells 西安.
        while position < graph.input.count, case .separator = graph.input.units[position] {
            guard depth > 0 else { return }
            position += 1
        }
        // A stable path close enough to the end for an edge from here to reach it: kept for resuming.
        if fromStem, position + Self.longestEdge >= end {
            frontier.append(Suspended(node: node, position: Int32(position), cost: cost, depth: Int32(depth), abbreviated: abbreviated,
                                      corrected: corrected, spelled: spelled))
        }
        guard position < graph.input.count else { return }
        reach = max(reach, position)
        if fromStem { stemReach = max(stemReach, position) }
        // Most deep nodes have a child or two: when no edge here reads one, no edge need be tried.
        guard trie.mayHaveChild(of: node, in: graph.syllablesFrom[position]) else { return }
        let edges = graph.edgesFrom[position]
        let resumedEdges = resumed ? edgesReachingResumedEnd(at: position) : []
        for order in 0..<(resumed ? resumedEdges.count : edges.count) {
            // The kind and cost are read before the edge is copied (it holds a 96-byte syllable
            // set): most edges from a position are slips, skipped on a path that read one.
            let place = resumed ? Int(resumedEdges[order]) : order
            let kind = edges[place].kind
            // A swap's second half comes right after its first half (in this word, or first in
            // the next), and after a first half nothing else does.
            if spelled.swapPending != (kind == .swappedSecond), spelled.swapPending || depth > 0 { continue }
            // One slip per word: a word read through two corrections is a guess, not a reading.
            if kind == .corrected || kind == .swappedFirst, corrected || abbreviated { continue }
            if cost + edges[place].cost > maxEdgeCost { continue }
            // A trie that offers no guessed words is not walked along one: nothing down there is offered.
            if !trie.takesGuesses, spelled.adding(kind).isGuess { continue }
            let edge = edges[place]
            let stable = fromStem && edge.end < end
            while depth >= childBuffers.count { childBuffers.append([]) }
            var children: [Int32] = []
            swap(&children, &childBuffers[depth])
            children.removeAll(keepingCapacity: true)
            trie.appendChildren(of: node, along: edge, to: &children)
            for child in children {
                visit(child, edge: edge, cost: cost, depth: depth, abbreviated: abbreviated, corrected: corrected, spelled: spelled,
                      stable: stable)
            }
            swap(&children, &childBuffers[depth])
            if visited > nodeBudget { return }
        }
    }

    /// The indices of the edges from `position` that end at `resumedEnd` or later.
    private mutating func edgesReachingResumedEnd(at position: Int) -> [Int32] {
        if let known = newEdges[position] { return known }
        var found: [Int32] = []
        graph.edgesFrom[position].withUnsafeBufferPointer { edges in
            for index in edges.indices where edges[index].end >= resumedEnd { found.append(Int32(index)) }
        }
        newEdges[position] = found
        newEdgePositions.append(position)
        return found
    }

    /// The most units one syllable edge reads (a six-letter syllable with a doubled letter).
    static var longestEdge: Int { SyllableTable.maxSpellingLength + 1 }

    private mutating func visit(_ child: Int32, edge: SyllableGraph.Edge, cost: Float, depth: Int, abbreviated: Bool, corrected: Bool,
                                spelled: WordLattice.Spelled, stable: Bool) {
        visited += 1
        guard visited <= nodeBudget else { return }
        if stable { stemVisited += 1 }
        var total = cost + edge.cost
        // Whole syllables and lone initials in one word (`x`+`ka` for 显卡) pay for the mix.
        if spelled.initials ? edge.kind == .full || edge.kind == .fuzzy : spelled.whole && edge.kind == .initial { total += mixedReadingCost }
        let abbreviated = abbreviated || edge.kind == .initial || edge.kind == .partial || edge.kind == .lengthened
        let corrected = corrected || edge.kind == .corrected || edge.kind == .swappedFirst || edge.kind == .swappedSecond
        let spelled = spelled.adding(edge.kind)
        // The same word over the same span can arrive twice (two readings through
        // abbreviations); the decoder keeps the cheaper and the candidate list dedupes texts.
        let template = WordLattice.Arc(start: start, end: Int32(edge.end), word: .lexicon(0), edgeCost: total, guessed: spelled.isGuess,
                                       swapStart: spelled.swapStart, swapEnd: spelled.swapPending, reading: spelled.reading,
                                       slip: spelled.slip, initials: spelled.initials)
        if stable {
            trie.appendWords(at: child, few: abbreviated || corrected, as: template, to: &stem)
        } else {
            trie.appendWords(at: child, few: abbreviated || corrected, as: template, to: &tail)
        }
        if edge.end < graph.input.count {
            walk(node: child, position: edge.end, cost: total, depth: depth + 1, abbreviated: abbreviated, corrected: corrected,
                 spelled: spelled, fromStem: stable)
        }
    }
}

/// The lexicon as a `SyllableTrie`: its words at a node, likeliest first, within the limits.
/// The supplement's new words are a trie of their own, walked alike: `idBase` and `nodeBase`
/// turn its local word ids and nodes into the engine's.
struct LexiconTrie: SyllableTrie {
    let lexicon: Lexicon
    let model: LanguageModel
    let limits: WordLattice.Limits
    var idBase: Int32 = 0
    var nodeBase: Int32 = 0
    /// Whether words read through a guess (a slip, a longer last syllable, initials mixed with
    /// syllables) are offered. Not the new words': rare words read through a guess are mostly
    /// noise, and their arcs made the decoder's private memory over both dev sets 0.3 MB larger.
    var takesGuesses = true

    var rootNode: Int32 { lexicon.root }
    var longestWord: Int { limits.maxSyllables }

    @inline(__always)
    func appendChildren(of node: Int32, along edge: SyllableGraph.Edge, to children: inout [Int32]) {
        lexicon.appendChildren(of: node, in: edge.syllables, to: &children)
    }

    @inline(__always)
    func mayHaveChild(of node: Int32, in syllables: SyllableSet) -> Bool {
        let children = lexicon.children(of: node)
        guard children.count <= childrenChecked else { return true }
        for child in children where syllables.contains(lexicon.syllable(into: child)) { return true }
        return false
    }

    @inline(__always)
    func appendWords(at node: Int32, few: Bool, as template: WordLattice.Arc, to arcs: inout [WordLattice.Arc]) {
        let range = lexicon.wordRange(at: node)
        guard !range.isEmpty, takesGuesses || !template.guessed else { return }
        let first = idBase + lexicon.word(atEntry: range.lowerBound)
        let ceiling = model.unigramCost(first) + lexicon.readingCost(atEntry: range.lowerBound) + limits.costSpread
        for entry in range.prefix(few ? limits.wordsPerAbbreviatedNode : limits.wordsPerNode) {
            let word = idBase + lexicon.word(atEntry: entry)
            let reading = lexicon.readingCost(atEntry: entry)
            if entry != range.lowerBound, model.unigramCost(word) + reading > ceiling { break }
            var arc = template
            arc.word = .lexicon(word)
            arc.edgeCost += reading
            arc.node = nodeBase + node
            arcs.append(arc)
        }
    }
}
