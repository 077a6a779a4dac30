/// Every way to read typed letters as syllables: an edge from unit `start` to `end` says those
/// letters may be any syllable of its set, at its cost. The graph keeps all segmentations
/// (`xian` → xian | xi'an); the decoder, not the parser, chooses.
public struct SyllableGraph: Sendable {
    /// How an edge reads its letters.
    public enum EdgeKind: UInt8, Hashable, Sendable {
        /// A whole syllable as typed (`hao`).
        case full
        /// A whole syllable under a fuzzy pair (`zong` for `zhong`).
        case fuzzy
        /// An initial standing for any syllable it starts (`h` → hao, hai, …; `zh` → zhong, …).
        case initial
        /// The unfinished last syllable (`nih` → `h…`), only at the end of the input.
        case partial
        /// A whole syllable typed at the end read as the start of a longer one (`yi` as `yin…`).
        case lengthened
        /// A whole syllable read through a typing slip (`hoa` for `hao`; see `SpellingCorrection`).
        case corrected
        /// A whole syllable with a letter read as the neighbouring key its touch point was near.
        case touched
        /// Two letters swapped across a syllable boundary (`xiansghuo` for xiang'shuo), first half:
        /// the syllable before the boundary, whose last letter was typed one key late. A path
        /// goes on only through the second half from its end; the slip's cost is paid here.
        case swappedFirst
        /// The second half: the syllable after the boundary, whose first letter was typed one key
        /// early (it stands just before the edge). Only after the first half.
        case swappedSecond

        /// Whether the edge reads a typing slip (corrected, touched or half of a swap): what the
        /// marked text spells out in full, and what a corrected candidate is.
        public var isSlip: Bool { self == .corrected || self == .touched || self == .swappedFirst || self == .swappedSecond }
    }

    /// One reading of letters `start..<end`.
    public struct Edge: Hashable, Sendable {
        /// The first input unit read (a letter, or a 9-key digit).
        public var start: Int
        /// One past the last input unit read (`start < end`).
        public var end: Int
        /// The syllables these units may stand for (several for an initial, a fuzzy pair or a 9-key digit run).
        public var syllables: SyllableSet
        /// How the units are read (whole, fuzzy, initial, partial, a slip…).
        public var kind: EdgeKind
        /// Added cost in nats (0 for a whole typed syllable).
        public var cost: Float
    }

    /// Costs of the kinds of edge, in nats: what a reading loses against a whole typed syllable.
    public struct Costs: Hashable, Sendable {
        /// Cost of a syllable read through a fuzzy pair (`zong` for `zhong`).
        public var fuzzy: Float = 1.5
        /// Cost of an initial standing alone for any syllable it starts, inside the input (`h` in `nhao`).
        public var initial: Float = 2.0
        /// Cost of an unfinished syllable at the end of the input (a final `h`, or `zho` for zhong).
        public var partial: Float = 0.7
        /// Extra cost of reading a whole typed syllable as the start of a longer one at the end
        /// (`xian` as `xiang…`): the typed syllable is likelier what was meant.
        public var longerSyllable: Float = 2.5
        /// Extra cost of an initial standing alone inside 9-key input: a digit is an initial far
        /// more often by accident than a letter is (`4` is g, h or i), so abbreviations must earn
        /// their place.
        public var nineKeyInitial: Float = 3
        /// Extra cost of an unfinished syllable at the end of 9-key input (a trailing `2` is a, b… or c…).
        public var nineKeyPartial: Float = 1.5
        /// The costs chosen on the dev sets (the defaults above).
        public init() {}
    }

    /// The input the graph reads.
    public let input: PinyinInput
    /// Edges by start unit.
    public let edgesFrom: [[Edge]]
    /// By start unit, every syllable some edge from it reads: a trie walk at a node none of whose
    /// children is in it has nothing to follow there (most deep nodes have one or two children).
    public let syllablesFrom: [SyllableSet]

    /// Builds the graph of `input` read as Mandarin pinyin.
    public init(_ input: PinyinInput, fuzzy: SoundMergers = .none, costs: Costs = Costs()) {
        self.init(input, syllables: .mandarin, merging: fuzzy, costs: costs)
    }

    /// Builds the graph of `input` read as syllables of `syllables` (Mandarin pinyin, 粤拼…), with
    /// the sounds `merging` joins (模糊音, 懒音) as fuzzy edges. With `previous`, the graph of an
    /// input sharing `sharedPrefix` units with this one (read alike), the starts whose edges cannot
    /// see the change keep the previous edges: a keystroke reads only the starts near the end.
    public init(_ input: PinyinInput, syllables: SyllableInventory, merging: SoundMergers, costs: Costs = Costs(),
                previous: SyllableGraph? = nil, sharedPrefix: Int = 0) {
        self.input = input
        let count = input.count
        var edgesFrom = [[Edge]](repeating: [], count: count)
        let stable = Self.stableStarts(previous: previous, sharedPrefix: sharedPrefix, spellingLength: syllables.maxSpellingLength)
        for start in 0..<count where input.letter(at: start) != nil {
            if let previous, start < stable {
                edgesFrom[start] = previous.edgesFrom[start]
                continue
            }
            edgesFrom[start] = Self.edges(from: start, in: input, syllables: syllables, fuzzy: merging, costs: costs)
        }
        self.edgesFrom = edgesFrom
        syllablesFrom = Self.unions(of: edgesFrom)
    }

    /// The starts before which a graph's edges are the `previous` graph's, when the two inputs share
    /// `sharedPrefix` units: edges from a start read at most `spellingLength` letters, the unit
    /// after them (an initial stands alone only before a consonant) and whether they reach the end.
    static func stableStarts(previous: SyllableGraph?, sharedPrefix: Int, spellingLength: Int) -> Int {
        min(sharedPrefix, previous?.input.count ?? 0) - spellingLength - 2
    }

    /// The union of each start's edge syllables (`syllablesFrom`).
    static func unions(of edgesFrom: [[Edge]]) -> [SyllableSet] {
        edgesFrom.map { edges in
            var union = SyllableSet()
            for edge in edges { union.formUnion(edge.syllables) }
            return union
        }
    }

    /// A graph of the given edges (other input forms build theirs, see `SyllableGraph+Form`).
    init(input: PinyinInput, edgesFrom: [[Edge]]) {
        self.input = input
        self.edgesFrom = edgesFrom
        syllablesFrom = Self.unions(of: edgesFrom)
    }

    /// The graph with no initial standing alone inside the input (`EdgeKind.initial`): what a
    /// schema whose spelling has no abbreviations reads.
    func withoutInitials() -> SyllableGraph {
        SyllableGraph(input: input, edgesFrom: edgesFrom.map { edges in edges.filter { $0.kind != .initial } })
    }

    /// The edges that start at `start`, the only ones that a letter typed at `start + k` can change.
    static func edges(from start: Int, in input: PinyinInput, syllables: SyllableInventory = .mandarin, fuzzy: SoundMergers,
                      costs: Costs) -> [Edge] {
        var edges: [Edge] = []
        var spelling = SpellingKey()
        var end = start
        while end < input.count, end - start < syllables.maxSpellingLength, let letter = input.letter(at: end) {
            spelling.append(letter)
            end += 1
            let atEnd = end == input.count
            if let id = syllables.id(of: spelling) {
                edges.append(Edge(start: start, end: end, syllables: SyllableSet([id]), kind: .full, cost: 0))
                let alternatives = fuzzy.alternatives(of: id, in: syllables)
                if !alternatives.isEmpty {
                    edges.append(Edge(start: start, end: end, syllables: SyllableSet(alternatives), kind: .fuzzy, cost: costs.fuzzy))
                }
                if atEnd {
                    var longer = syllables.syllables(withPrefix: spelling)
                    longer.remove(id)
                    if !longer.isEmpty {
                        edges.append(Edge(start: start, end: end, syllables: longer, kind: .lengthened, cost: costs.partial + costs.longerSyllable))
                    }
                }
            }
            if syllables.isInitial(spelling), atEnd || !Self.startsWithVowel(input, at: end),
               syllables.id(of: spelling) == nil || !edges.contains(where: { $0.end == end && $0.kind == .lengthened }) {
                // `z'e` is never meant for `ze`: an initial stands alone only before a consonant.
                // An initial that is a syllable too (粤拼 `m`, `ng`) stands for the others it begins as well.
                var set = syllables.syllables(withPrefix: spelling)
                if let id = syllables.id(of: spelling) { set.remove(id) }
                if !fuzzy.isEmpty { for id in set { set.formUnion(SyllableSet(fuzzy.alternatives(of: id, in: syllables))) } }
                if !set.isEmpty {
                    edges.append(Edge(start: start, end: end, syllables: set, kind: atEnd ? .partial : .initial,
                                      cost: atEnd ? costs.partial : costs.initial))
                }
            } else if atEnd, syllables.id(of: spelling) == nil {
                let set = syllables.syllables(withPrefix: spelling)
                if !set.isEmpty {
                    edges.append(Edge(start: start, end: end, syllables: set, kind: .partial, cost: costs.partial))
                }
            }
        }
        return edges
    }

    /// Whether the unit at `index` is a letter that cannot start a syllable's initial.
    static func startsWithVowel(_ input: PinyinInput, at index: Int) -> Bool {
        guard let letter = input.letter(at: index) else { return false }
        return "aeiouv".utf8.contains(letter)
    }

    /// All segmentations into edges from `start` to the end of the input (for tests and
    /// debugging; exponential in general, so only for short inputs).
    public func segmentations(from start: Int = 0, kinds: Set<EdgeKind> = [.full]) -> [[Edge]] {
        if start == input.count { return [[]] }
        if case .separator = input.units[start] { return segmentations(from: start + 1, kinds: kinds) }
        var result: [[Edge]] = []
        for edge in edgesFrom[start] where kinds.contains(edge.kind) {
            for rest in segmentations(from: edge.end, kinds: kinds) { result.append([edge] + rest) }
        }
        return result
    }
}
