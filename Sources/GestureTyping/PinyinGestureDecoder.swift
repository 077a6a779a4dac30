import KeyGeometry
import ChineseEngine

/// Decodes gestures over the pinyin keyboard into Chinese words: the lexicon's syllable trie is
/// walked depth first, each edge's spelling matched letter by letter by `GestureAligner` (so a
/// word's pinyin is matched once for all its homophones and a hopeless beginning drops its whole
/// subtree); a node's words are ranked by the gesture's cost plus the language model's cost of
/// the word after the text before the caret (homophones are where the context decides).
public struct PinyinGestureDecoder: Sendable {
    /// The engine whose lexicon and language model are read.
    public let engine: ChineseEngine
    /// The keys the gestures are drawn over.
    public var keyboard: KeyGeometry
    /// The match's weights (`prior` weighs the language model's cost).
    public var scoring: GestureScoring
    /// The path's resampled resolution.
    public var resolution = GesturePath.defaultResolution
    /// How many of a node's words (likeliest first) are scored after the context.
    public var wordsPerReading = 8
    /// The longest word matched, in syllables.
    public var maxSyllables = 4
    /// The least model cost a word may have: what a beginning is bounded with.
    public var leastPrior: Float = 0
    /// The width of the search's beam in nats (`GestureBeam`).
    public var beamWidth: Float = 8
    /// Each syllable id's letters (0 = a).
    private let syllableLetters: [[Int]]

    /// A decoder over `engine`'s words and `keyboard`.
    public init(engine: ChineseEngine, keyboard: KeyGeometry, scoring: GestureScoring = .pinyin) {
        self.engine = engine
        self.keyboard = keyboard
        self.scoring = scoring
        syllableLetters = SyllableTable.spellings.map { spelling in spelling.utf8.compactMap { KeyGeometry.index(of: $0) } }
    }

    private struct Walk {
        var aligner: GestureAligner
        var best: CheapestList<(word: Int32, node: Int32)>
        var beam: GestureBeam
        let history: LanguageModel.History
        let priorFloor: Float
    }

    /// The `limit` likeliest words for the path through `samples` after the text `context`, best first.
    public func decode(_ samples: [SIMD2<Float>], context: String, limit: Int) -> [GestureCandidate] {
        decode(samples, context: engine.leftContext(after: context), limit: limit)
    }

    /// The `limit` likeliest words for the path through `samples` after `context`, best first.
    public func decode(_ samples: [SIMD2<Float>], context: LeftContext, limit: Int) -> [GestureCandidate] {
        guard limit > 0, let path = GesturePath(samples: samples, resolution: resolution) else { return [] }
        // Homophones and alternate readings may repeat a text: keep room for the repeats.
        var walk = Walk(aligner: GestureAligner(path: path, keyboard: keyboard, scoring: scoring),
                        best: CheapestList(limit: limit * 2 + 4), beam: GestureBeam(resolution: path.points.count, width: beamWidth), history: context.history(in: engine.model),
                        priorFloor: scoring.prior * leastPrior)
        visit(engine.lexicon.root, row: nil, last: -1, depth: 0, walk: &walk)
        var seen = Set<String>()
        var result: [GestureCandidate] = []
        for entry in walk.best.items where result.count < limit {
            let text = engine.lexicon.text(of: entry.item.word)
            guard seen.insert(text).inserted else { continue }
            let letters = engine.lexicon.reading(of: entry.item.node).map(SyllableTable.spelling(of:)).joined()
            result.append(GestureCandidate(text: text, letters: letters, gestureCost: .nan, cost: entry.cost))
        }
        return result
    }

    /// Matches each child of `node` (its syllable's letters after `row`, whose last letter is `last`),
    /// scores the words there, and goes on into the children whose beginning can still win, cheapest first.
    private func visit(_ node: Int32, row: [Float]?, last: Int, depth: Int, walk: inout Walk) {
        let lexicon = engine.lexicon
        let n = walk.aligner.resolution
        var open: [(node: Int32, bound: Float, row: [Float], last: Int)] = []
        var scratch = [Float](repeating: 0, count: n)
        for child in lexicon.children(of: node) {
            let letters = syllableLetters[Int(lexicon.syllable(into: child))]
            guard !letters.isEmpty else { continue }
            var current = row ?? []
            var previous = last
            var bound = Float.nan
            var usable = true
            for letter in letters {
                if letter == previous { continue }
                if previous < 0 {
                    current = [Float](repeating: 0, count: n)
                    bound = walk.aligner.start(letter, into: &current)
                } else {
                    bound = walk.aligner.extend(current, from: previous, to: letter, into: &scratch)
                    swap(&current, &scratch)
                    if scratch.count != n { scratch = [Float](repeating: 0, count: n) }
                }
                previous = letter
                if bound + walk.priorFloor >= walk.best.threshold { usable = false; break }
            }
            guard usable else { continue }
            if bound.isNaN { bound = current.min() ?? .infinity }  // the syllable added no new letter
            guard walk.beam.admits(current) else { continue }
            let words = lexicon.wordRange(at: child)
            if !words.isEmpty, case let gesture = walk.aligner.finish(current, last: previous), gesture + walk.priorFloor < walk.best.threshold {
                for entry in words.prefix(wordsPerReading) {
                    let word = lexicon.word(atEntry: entry)
                    let prior = engine.model.cost(word, after: walk.history) + lexicon.readingCost(atEntry: entry)
                    walk.best.insert((word, child), cost: gesture + scoring.prior * prior)
                }
            }
            if depth + 1 < maxSyllables, !lexicon.children(of: child).isEmpty {
                open.append((child, bound, current, previous))
            }
        }
        open.sort { $0.bound < $1.bound }
        for item in open where item.bound + walk.priorFloor < walk.best.threshold {
            visit(item.node, row: item.row, last: item.last, depth: depth + 1, walk: &walk)
        }
    }
}
