import Foundation

/// One character offered for typed strokes.
public struct StrokeCandidate: Hashable, Sendable {
    /// The character.
    public let character: Character
    /// Its score in nats (lower is better): the model's cost, adjusted as `StrokeDecoder.Settings` says.
    public let cost: Float
    /// Whether the typed strokes are the character's whole order (not only its beginning).
    public let isWhole: Bool

    /// A candidate.
    public init(character: Character, cost: Float, isWhole: Bool) {
        self.character = character
        self.cost = cost
        self.isWhole = isWhole
    }
}

/// 笔画 input: the characters whose stroke order begins with the typed strokes, ranked by the
/// language model. Pipeline: a `StrokePattern` → the `StrokeTable`'s matching ranges → each
/// character's `CharacterPrior` cost (or, after text, the cost of its coming next,
/// `NextCharacterCosts`) → the best few, with every character whose whole order was typed kept on
/// the first page. One per keyboard (it keeps the prior, and the word index context needs).
public final class StrokeDecoder: @unchecked Sendable {
    /// Ranking settings (nats). Chosen with `scripts/eval`-style runs of strokes.py on dev.tsv and
    /// everyday.tsv together (see `Settings.default`).
    public struct Settings: Hashable, Sendable {
        /// Taken off a character whose whole order the strokes are (typing 十's 1 2 should show 十 first).
        public var wholeMatchBonus: Float = 1
        /// Added for a match through a character's other order (the CNS 11643 one beside the mainland one).
        public var alternativeOrderCost: Float = 1
        /// The candidates every whole match is kept among (a page of the bar): a rare character
        /// whose strokes are all typed is never pushed off it by commoner longer ones.
        public var wholeMatchPlaces = 9
        /// How many of the best by the prior are re-scored after context.
        public var contextPool = 64
        /// The defaults.
        public init() {}
    }

    /// The table searched.
    public let table: StrokeTable
    /// Each entry's character cost, computed once.
    public let prior: CharacterPrior
    /// The ranking settings.
    public var settings = Settings()
    private let engine: PinyinEngine
    private var nextCharacters: NextCharacterCosts?

    /// A decoder over `table`, ranking by `engine`'s lexicon and model.
    public init(table: StrokeTable, engine: PinyinEngine) {
        self.table = table
        self.engine = engine
        prior = CharacterPrior(table: table, lexicon: engine.lexicon, model: engine.model)
    }

    /// Up to `limit` characters whose order begins with `pattern`, best first, scored after
    /// `text` (the text before the caret; empty: no context). An empty pattern gives nothing.
    public func candidates(for pattern: StrokePattern, after text: String = "", limit: Int) -> [StrokeCandidate] {
        guard !pattern.isEmpty, limit > 0 else { return [] }
        let pool = text.isEmpty ? limit : max(limit, settings.contextPool)
        var best = BestCharacters(capacity: pool)
        var whole = BestCharacters(capacity: min(limit, settings.wholeMatchPlaces))
        for range in table.ranges(matching: pattern) {
            for entry in range {
                // A character no common font draws (㐅) is never offered: `HanFontCoverage`.
                guard HanFontCoverage.draws(table.character(at: entry)) else { continue }
                var cost = prior.cost(at: entry)
                if table.isAlternativeOrder(at: entry) { cost += settings.alternativeOrderCost }
                let isWhole = table.strokeCount(at: entry) == pattern.count
                if isWhole {
                    cost -= settings.wholeMatchBonus
                    whole.offer(table.character(at: entry), cost: cost, isWhole: true)
                }
                best.offer(table.character(at: entry), cost: cost, isWhole: isWhole)
            }
        }
        var ranked = best.sorted
        if !text.isEmpty { ranked = rescored(ranked, after: text) }
        return Self.keeping(whole.sorted, among: ranked, places: min(limit, settings.wholeMatchPlaces), limit: limit)
    }

    /// `ranked` re-scored after `text`: a character's cost is the lesser of its prior and the
    /// model's cost of its coming next (as a word of its own, or completing one the text began).
    private func rescored(_ ranked: [StrokeCandidate], after text: String) -> [StrokeCandidate] {
        if nextCharacters == nil { nextCharacters = NextCharacterCosts(engine: engine) }
        let costs = nextCharacters!.costs(of: ranked.map(\.character), after: text)
        let adjusted = zip(ranked, costs).map { candidate, next -> StrokeCandidate in
            guard let next else { return candidate }
            let bonus = candidate.isWhole ? settings.wholeMatchBonus : 0
            return StrokeCandidate(character: candidate.character, cost: min(candidate.cost, Float(next) - bonus), isWhole: candidate.isWhole)
        }
        return adjusted.enumerated().sorted { $0.element.cost != $1.element.cost ? $0.element.cost < $1.element.cost : $0.offset < $1.offset }
            .map(\.element)
    }

    /// `ranked`'s first `limit`, with every one of `whole` (best first) among the first `places`:
    /// a place goes to the next whole match when only as many places are left as whole matches not yet placed.
    public static func keeping(_ whole: [StrokeCandidate], among ranked: [StrokeCandidate], places: Int, limit: Int) -> [StrokeCandidate] {
        var result: [StrokeCandidate] = []
        var placed = Set<Character>()
        var rankedIndex = 0
        while result.count < limit {
            let waiting = whole.filter { !placed.contains($0.character) }
            let next: StrokeCandidate?
            if !waiting.isEmpty, result.count < places, waiting.count >= places - result.count {
                next = waiting[0]
            } else {
                while rankedIndex < ranked.count, placed.contains(ranked[rankedIndex].character) { rankedIndex += 1 }
                next = rankedIndex < ranked.count ? ranked[rankedIndex] : waiting.first
            }
            guard let next else { break }
            result.append(next)
            placed.insert(next.character)
        }
        return result
    }
}

/// The `capacity` lowest-cost distinct characters offered (a character offered twice keeps its
/// better cost), in a small sorted array: a scan of thousands of entries costs one comparison each.
struct BestCharacters {
    let capacity: Int
    private var items: [(scalar: Unicode.Scalar, cost: Float, isWhole: Bool)] = []

    init(capacity: Int) { self.capacity = capacity }

    mutating func offer(_ scalar: Unicode.Scalar, cost: Float, isWhole: Bool) {
        if items.count == capacity, let last = items.last, !Self.before(cost, scalar, last.cost, last.scalar) { return }
        if let existing = items.firstIndex(where: { $0.scalar == scalar }) {
            guard Self.before(cost, scalar, items[existing].cost, scalar) else { return }
            items.remove(at: existing)
        }
        let index = items.firstIndex { Self.before(cost, scalar, $0.cost, $0.scalar) } ?? items.count
        items.insert((scalar, cost, isWhole), at: index)
        if items.count > capacity { items.removeLast() }
    }

    /// Lower cost first; equal costs by code point (the commoner blocks come first in Unicode).
    private static func before(_ cost: Float, _ scalar: Unicode.Scalar, _ otherCost: Float, _ other: Unicode.Scalar) -> Bool {
        cost != otherCost ? cost < otherCost : scalar.value < other.value
    }

    var sorted: [StrokeCandidate] {
        items.map { StrokeCandidate(character: Character($0.scalar), cost: $0.cost, isWhole: $0.isWhole) }
    }
}
