import Foundation
import MappedData

/// Spoken English's next words: the CMU generic US English 3-gram backoff model, pruned
/// (`en-spoken.bin`, written by `scripts/english/build_spoken.py`), read in place from the
/// mapping. Its words are its own list (lower case, `i'm` and `don't` included, `<s>` the start
/// of a sentence); each pair and triple holds its next word's index and −ln p in one integer,
/// ascending by the word, so a look-up is a binary search.
struct SpokenModel: Sendable {
    /// The model's words, with each word's own cost (−ln p) as the list's costs; per word, its
    /// backoff as a context, biased (`backoffBias` − ln b × 1000).
    let words: MappedWordList, backoffs: RawUInt16s
    /// Each word's followers (−ln p(next | word)), and the followers of each pair that leads to
    /// triples (−ln p(next | both words before)).
    let pairs: FollowerLists, triples: FollowerLists
    /// The pairs that lead to triples (their pair entries, ascending), each with its backoff
    /// (biased as `backoffs`); the index of `<s>`.
    let contexts: RawUInt32s, contextBackoffs: RawUInt16s, sentenceStart: Int

    static let backoffBias = 32768

    init(_ file: DataFile<EnglishEngineError>, path: String) throws {
        func fail(_ reason: String) -> EnglishEngineError { .corruptFile(path: path, reason: reason) }
        words = try MappedWordList(file, path: path, costs: true)
        backoffs = RawUInt16s(try file.raw("UBOF", size: 2, count: words.count))
        pairs = try FollowerLists(first: file.raw("PFIR", size: 4, count: words.count + 1), entries: file.raw("PENT", size: 4),
                                  words: words.count, fail: fail)
        contexts = RawUInt32s(try file.raw("TCTX", size: 4))
        contextBackoffs = RawUInt16s(try file.raw("TBOF", size: 2, count: contexts.count))
        triples = try FollowerLists(first: file.raw("TFIR", size: 4, count: contexts.count + 1), entries: file.raw("TENT", size: 4),
                                    words: words.count, fail: fail)
        guard let start = words.index(ofExactly: Array("<s>".utf8)) else { throw fail("no sentence start") }
        sentenceStart = start
        for index in 0..<contexts.count where contexts[index] >= pairs.entries.count || (index > 0 && contexts[index - 1] >= contexts[index]) {
            throw fail("triple contexts are inconsistent")
        }
    }

    /// What the model reads from the words before: the last one (nil: unknown to the model) and
    /// the pair of the last two where the model has triples after it.
    struct History: Sendable {
        /// The last word's index (`<s>` at a sentence start); nil when the model lacks it.
        let last: Int?
        /// The pair of the last two words among `contexts`, if it has triples.
        let context: Int?
        /// −ln of the backoff from the two words to the last one (0: none listed).
        let contextPenalty: Float
        /// −ln of the backoff from the last word to none.
        let lastPenalty: Float

        /// No words before that the model knows: each word's own probability.
        static let none = History(last: nil, context: nil, contextPenalty: 0, lastPenalty: 0)
    }

    /// The history of `last` after `before` (model indices; nil: unknown or none).
    func history(before: Int?, last: Int?) -> History {
        guard let last else { return .none }
        let lastPenalty = Float(backoffs[last] - Self.backoffBias) / 1000
        guard let before, let pair = pairs.entry(of: last, after: before),
              let context = FollowerLists.search(pair, 0..<contexts.count, { contexts[$0] }) else {
            return History(last: last, context: nil, contextPenalty: 0, lastPenalty: lastPenalty)
        }
        return History(last: last, context: context, contextPenalty: Float(contextBackoffs[context] - Self.backoffBias) / 1000,
                       lastPenalty: lastPenalty)
    }

    /// −ln p(`word` | history), backing off from the triple to the pair to the word's own.
    func cost(of word: Int, after history: History) -> Float {
        var penalty: Float = 0
        if let context = history.context {
            if let entry = triples.entry(of: word, after: context) { return triples.cost(entry) }
            penalty = history.contextPenalty
        }
        if let last = history.last {
            if let entry = pairs.entry(of: word, after: last) { return penalty + pairs.cost(entry) }
            penalty += history.lastPenalty
        }
        return penalty + words.cost(word)
    }

    /// The words listed after the history (its triples and the last word's pairs) whose indices
    /// lie in `range`, each with its cost as listed (a triple's, or a pair's plus the backoff to it).
    func followers(after history: History, within range: Range<Int>, into best: inout TopK<Int>) {
        if let context = history.context {
            for entry in triples.entries(after: context, within: range) { best.add(triples.word(entry), cost: triples.cost(entry)) }
        }
        if let last = history.last {
            for entry in pairs.entries(after: last, within: range) { best.add(pairs.word(entry), cost: history.contextPenalty + pairs.cost(entry)) }
        }
    }
}

/// The followers of each context (a word, or a pair leading to triples) in `en-spoken.bin`: the
/// context's span of entries, each the next word's index << `costBits` | −ln p × 1000, ascending.
struct FollowerLists: Sendable {
    /// Per context, count + 1: its first entry.
    let first: RawUInt32s
    /// The packed entries.
    let entries: RawUInt32s

    static let costBits = 15
    static let costMask = (1 << costBits) - 1

    init(first raw: UnsafeRawBufferPointer, entries rawEntries: UnsafeRawBufferPointer, words: Int, fail: (String) -> EnglishEngineError) throws {
        first = RawUInt32s(raw)
        entries = RawUInt32s(rawEntries)
        guard first.count > 0, first[0] == 0, first[first.count - 1] == entries.count else { throw fail("follower offsets are inconsistent") }
        for index in 0..<(first.count - 1) where first[index] > first[index + 1] { throw fail("follower offsets are not monotonic") }
        for index in 0..<entries.count where entries[index] >> Self.costBits >= words { throw fail("an entry names no word") }
    }

    @inline(__always) func word(_ entry: Int) -> Int { entries[entry] >> Self.costBits }
    @inline(__always) func cost(_ entry: Int) -> Float { Float(entries[entry] & Self.costMask) / 1000 }

    /// The entry naming `word` among `context`'s followers, if any.
    func entry(of word: Int, after context: Int) -> Int? {
        Self.search(word, first[context]..<first[context + 1], self.word)
    }

    /// `context`'s entries whose word lies in `range`.
    func entries(after context: Int, within range: Range<Int>) -> Range<Int> {
        let span = first[context]..<first[context + 1]
        return Self.lowerBound(range.lowerBound, span, word)..<Self.lowerBound(range.upperBound, span, word)
    }

    /// The first position in `span` whose `key` is not below `value` (keys ascending).
    static func lowerBound(_ value: Int, _ span: Range<Int>, _ key: (Int) -> Int) -> Int {
        var low = span.lowerBound, high = span.upperBound
        while low < high {
            let middle = (low + high) >> 1
            if key(middle) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position in `span` whose `key` is `value` (keys ascending, distinct), if any.
    static func search(_ value: Int, _ span: Range<Int>, _ key: (Int) -> Int) -> Int? {
        let position = lowerBound(value, span, key)
        return position < span.upperBound && key(position) == value ? position : nil
    }
}

extension SpokenModel {
    /// Whether the model lists `word` after the history (a triple or the last word's pair), not
    /// only as a word alone.
    func follows(_ word: Int, after history: History) -> Bool {
        if let context = history.context, triples.entry(of: word, after: context) != nil { return true }
        if let last = history.last, pairs.entry(of: word, after: last) != nil { return true }
        return false
    }
}

/// `en-spoken.bin`, mapped and checked once, on first use, then shared by every copy of the
/// lexicon that holds it (a failure included). Safe across threads.
final class SpokenModelFile: @unchecked Sendable {
    private let lock = NSLock()
    private let path: String, verifyChecksum: Bool
    private var opened: Result<(file: DataFile<EnglishEngineError>, model: SpokenModel), any Error>?

    init(path: String, verifyChecksum: Bool) {
        self.path = path
        self.verifyChecksum = verifyChecksum
    }

    /// The model, opened now if it was not yet.
    func model() throws -> SpokenModel {
        lock.lock()
        defer { lock.unlock() }
        if opened == nil {
            opened = Result {
                let file = try DataFile<EnglishEngineError>(path: path, kind: "ENM1", verifyChecksum: verifyChecksum)
                return (file, try SpokenModel(file, path: path))
            }
        }
        return try opened!.get().model
    }
}
