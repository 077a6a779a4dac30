import Foundation
import StrokeInput

/// One text offered for a typed code (a character, or a word by its whole code).
public struct CodeCandidate: Hashable, Sendable {
    /// The text.
    public let text: String
    /// The text's first character (the whole of it for a character).
    public var character: Character { text.first ?? "\u{FFFD}" }
    /// Its score in nats (lower is better): the model's cost, adjusted as `CodeDecoder.Settings` says.
    public internal(set) var cost: Float
    /// Whether the typed keys are the text's whole code (not only its beginning).
    public let isWhole: Bool
    /// What the bar shows under it (`ShapeScheme.codeNote`): the rest of its code past the keys
    /// typed (你 after 五笔 `wq`: `iy`), or a looked-up character's codes (`z` + pinyin: `wq wqiy`);
    /// nil: nothing.
    public var note: String?
    /// The nats taken off its prior for being whole (`Settings.wholeMatchBonus`) or for the keys
    /// it saves (`ShapeScheme.keysSavedWeight`): the context's cost of it is lessened as much.
    var bonus: Float = 0

    /// A candidate.
    public init(text: String, cost: Float, isWhole: Bool) {
        (self.text, self.cost, self.isWhole) = (text, cost, isWhole)
    }

    /// A candidate of one character.
    public init(character: Character, cost: Float, isWhole: Bool) {
        self.init(text: String(character), cost: cost, isWhole: isWhole)
    }

}

/// 笔画's candidates are code candidates.
public typealias StrokeCandidate = CodeCandidate
/// 笔画's decoder is the code decoder over the stroke table.
public typealias StrokeDecoder = CodeDecoder

/// Shape-code input (笔画, 五笔, 倉頡, 速成): the texts whose code begins with the typed keys,
/// ranked by the language model. Pipeline: a `CodePattern` → the `CodeTable`'s matching ranges →
/// each text's `CharacterPrior` cost (or, after text, the cost of its coming next,
/// `NextCharacterCosts`) → the best few, with every text whose whole code was typed kept on the
/// first page. The scheme's rules (`ShapeScheme`) say where words are offered. One per keyboard
/// (it keeps the prior, and the word index context needs).
public final class CodeDecoder: @unchecked Sendable {
    /// Ranking settings (nats). Chosen with runs of strokes.py and shape_eval.py on dev.tsv and
    /// everyday.tsv together (see `Settings.default`).
    public struct Settings: Hashable, Sendable {
        /// Taken off a text whose whole code the keys are (typing 十's 1 2 should show 十 first); a
        /// decoder starts with its scheme's (`ShapeScheme.wholeMatchBonus`).
        public var wholeMatchBonus: Float = 1
        /// Added for a match through a character's other code (the CNS 11643 order beside the mainland one).
        public var alternativeOrderCost: Float = 1
        /// The candidates every whole match is kept among (a page of the bar): a rare character
        /// whose code is all typed is never pushed off it by commoner longer ones.
        public var wholeMatchPlaces = 9
        /// How many of the best by the prior are re-scored after context.
        public var contextPool = 64
        /// Added to a whole match the first five showed at an earlier key (`ShapeScheme.skipsPassedCompletions`):
        /// whoever typed on did not want it, so it yields its place to those not yet seen (to a later
        /// page where many texts share the code).
        /// shape_eval.py: 3 raises 五笔's first when taken by half a point to a point, keys unchanged.
        public var passedWholeCost: Float = 3
        /// The defaults.
        public init() {}
    }

    /// The table searched.
    public let table: CodeTable
    /// The scheme whose rules apply.
    public let scheme: ShapeScheme
    /// Each entry's cost, computed once.
    public let prior: CharacterPrior
    /// Each character's shortest code, when completions are ranked by the keys they save.
    let shortestCodes: ShortestCodes?
    /// The ranking settings.
    public var settings = Settings() { didSet { recent.removeAll(); scans.removeAll() } }
    /// The engine whose lexicon and model rank the texts (and read 五笔's `z` look-up).
    let engine: ChineseEngine
    private var nextCharacters: NextCharacterCosts?
    /// The context's groundwork for the last text ranked after (each key of a code asks after the same text).
    private var prepared: NextCharacterCosts.Prepared?

    /// A decoder over `table` with `scheme`'s rules, ranking by `engine`'s lexicon and model;
    /// `traditional` are the converters a traditional scheme's forms follow, `frequencies` the
    /// Cantonese characters' costs it ranks by too.
    public init(table: CodeTable, scheme: ShapeScheme = .strokes, engine: ChineseEngine, traditional: [ScriptConverter] = [],
                frequencies: CharacterFrequencies? = nil) {
        self.table = table
        self.scheme = scheme
        self.engine = engine
        prior = CharacterPrior(table: table, lexicon: engine.lexicon, model: engine.model,
                               traditional: scheme.isTraditional ? traditional : [], frequencies: frequencies, simplifiedOnlyCost: 5)
        shortestCodes = scheme.keysSavedWeight > 0 ? ShortestCodes(table: table) : nil
        settings.wholeMatchBonus = scheme.wholeMatchBonus
    }

    /// Up to `limit` characters whose order begins with `pattern`, best first, after `text`.
    public func candidates(for pattern: StrokePattern, after text: String = "", limit: Int) -> [CodeCandidate] {
        candidates(for: CodePattern(pattern), after: text, limit: limit)
    }

    /// Up to `limit` texts whose code begins with `pattern`, best first, scored after `text` (the
    /// text before the caret; empty: no context). An empty pattern gives nothing. A word is
    /// offered only for its whole code when the scheme says so, unless the keys begin no
    /// character's code (then the words they begin).
    public func candidates(for pattern: CodePattern, after text: String = "", limit: Int) -> [CodeCandidate] {
        guard !pattern.isEmpty, limit > 0 else { return [] }
        let request = Request(pattern: pattern, text: text, limit: limit)
        if let answer = recent[request] { return answer }
        var answer = ranked(for: pattern, after: text, limit: limit)
        if scheme.codeNote == .reading {
            for index in answer.indices { answer[index].note = table.reading(of: answer[index].character) }
        }
        if recent.count >= Self.recentCapacity { recent = recent.filter { request.begins(with: $0.key) } }
        recent[request] = answer
        return answer
    }

    /// A question asked of `candidates(for:after:limit:)`, kept with its answer: typing a code
    /// key by key asks for each shorter code again (`skipsPassedCompletions`). A full cache keeps
    /// the answers for the beginnings of the code being answered: each of them is asked once, in
    /// order, by the next longer one, so a code of n keys costs n answers. (Cleared whole, a
    /// code longer than the cache asked every beginning again from its first key, and each
    /// beginning its own: time doubled with every key, 28 keys of 五笔 took 11.7 s.)
    private struct Request: Hashable {
        let pattern: CodePattern
        let text: String
        let limit: Int

        /// Whether `other` asks for a beginning of this request's code (or the code itself), after the same text.
        func begins(with other: Request) -> Bool {
            other.text == text && other.limit == limit && pattern.keys.starts(with: other.pattern.keys)
        }
    }
    private var recent: [Request: [CodeCandidate]] = [:]
    /// The table's entries of the characters the fonts draw, by character
    /// (`CodeTable.characterEntriesByText`), made at the first look-up by reading (五笔's `z`): a
    /// key of the look-up then finds each character's codes by a search, not by a pass over the
    /// whole table (2.3 ms a key before).
    var characterIndex: [Int32]?
    private static let recentCapacity = 16
    /// The scans kept (`scanned(_:after:pool:limit:)`).
    var scans: [ScanKey: (BestCharacters, BestCharacters)] = [:]

    private func ranked(for pattern: CodePattern, after text: String, limit: Int) -> [CodeCandidate] {
        let pool = text.isEmpty ? limit : max(limit, settings.contextPool)
        var (best, whole) = scanned(pattern, after: text, pool: pool, limit: limit)
        // Keys that begin no character's code but some words' (五笔 `wqw`: only 你们 and 您们 go on)
        // offer those words: the bar is never empty while the code can still be finished.
        if best.isEmpty, whole.isEmpty, scheme.wordsOnlyWhole {
            (best, whole) = scanned(pattern, after: text, pool: pool, limit: limit, wordCompletions: true)
        }
        let written = { (keys: ArraySlice<UInt8>) in self.written(keys) }
        var ranked = best.candidates(in: table, typed: pattern.count, written: written)
        if !text.isEmpty { ranked = rescored(ranked, after: text) }
        if let places = scheme.completionLimit(after: pattern.count) {
            var completions = 0
            ranked = ranked.filter { candidate in
                if candidate.isWhole { return true }
                completions += 1
                return completions <= places
            }
        }
        // The whole matches in the order the context gave them, then any the pool lacked.
        var wholeMatches = ranked.filter(\.isWhole)
        let placed = Set(wholeMatches.map(\.text))
        wholeMatches += whole.candidates(in: table, typed: pattern.count, written: written).filter { !placed.contains($0.text) }
        let places = min(limit, settings.wholeMatchPlaces)
        return Self.keeping(Array(wholeMatches.prefix(places)), among: ranked, places: places, limit: limit)
    }

    /// The text `pattern` names by itself, so the keyboard commits it unasked (五笔 `trwu` → 我们):
    /// its whole code is as long as the scheme's codes and it is the one text of that code the list
    /// offers (the fonts draw it). `wqwu` is 你们 and the rarer 您们, `gggg` 王 and 五一: they wait
    /// for a pick or the next key, so the text a person wanted beside the likelier one stays
    /// reachable.
    public func uniqueWholeMatch(for pattern: CodePattern) -> String? {
        guard pattern.count == scheme.maximumCodeLength, !pattern.hasWildcard else { return nil }
        var offered = Set<UInt32>()
        for range in table.ranges(matching: pattern) {
            for entry in range where table.codeLength(at: entry) == pattern.count {
                guard table.isWord(at: entry) || HanFontCoverage.draws(table.character(at: entry)) else { continue }
                offered.insert(table.textKey(at: entry))
                if offered.count > 1 { return nil }
            }
        }
        return offered.first.map(table.text(forKey:))
    }

    /// `ranked` re-scored after `text`: a character's cost is the lesser of its prior and the
    /// model's cost of its coming next (as a word of its own, or completing one the text began).
    private func rescored(_ ranked: [CodeCandidate], after text: String) -> [CodeCandidate] {
        if nextCharacters == nil { nextCharacters = NextCharacterCosts(engine: engine) }
        let before = String(text.map(prior.modelCharacter))
        if prepared?.text != before { prepared = nextCharacters!.prepared(after: before) }
        let costs = nextCharacters!.costs(of: ranked.map { prior.modelCharacter($0.character) }, given: prepared!)
        let adjusted = zip(ranked, costs).map { candidate, next -> CodeCandidate in
            guard let next, candidate.text.count == 1 else { return candidate }
            var adjusted = candidate
            adjusted.cost = min(candidate.cost, Float(next) - candidate.bonus)
            return adjusted
        }
        return adjusted.enumerated().sorted { $0.element.cost != $1.element.cost ? $0.element.cost < $1.element.cost : $0.offset < $1.offset }
            .map(\.element)
    }

    /// `ranked`'s first `limit`, with every one of `whole` (best first) among the first `places`:
    /// a place goes to the next whole match when only as many places are left as whole matches not yet placed.
    public static func keeping(_ whole: [CodeCandidate], among ranked: [CodeCandidate], places: Int, limit: Int) -> [CodeCandidate] {
        var result: [CodeCandidate] = []
        var placed = Set<String>()
        var rankedIndex = 0
        while result.count < limit {
            let waiting = whole.filter { !placed.contains($0.text) }
            let next: CodeCandidate?
            if !waiting.isEmpty, result.count < places, waiting.count >= places - result.count {
                next = waiting[0]
            } else {
                while rankedIndex < ranked.count, placed.contains(ranked[rankedIndex].text) { rankedIndex += 1 }
                next = rankedIndex < ranked.count ? ranked[rankedIndex] : waiting.first
            }
            guard let next else { break }
            result.append(next)
            placed.insert(next.text)
        }
        return result
    }
}
