import Foundation
import MappedData

/// Spoken English's next words: the CMU generic US English 3-gram backoff model, pruned
/// (`en-spoken.bin`, written by `scripts/english/build_spoken.py`), read in place from the
/// mapping. Its words are its own list (lower case, `i'm` and `don't` included, `<s>` the start
/// of a sentence); each pair and triple holds its next word's index and −ln p in one integer,
/// ascending by the word, so a look-up is a binary search.
struct SpokenModel: Sendable {
    /// The model's words, with each word's own cost (−ln p) as the list's costs.
    let words: WordList
    /// Per word: its backoff as a context, biased (`backoffBias` − ln b × 1000).
    let backoffs: RawUInt16s
    /// Per word, count + 1: its first pair.
    let pairFirst: RawUInt32s
    /// The pairs: next word << `costBits` | −ln p(next | word) × 1000.
    let pairs: RawUInt32s
    /// The pairs that lead to triples, ascending, with each one's backoff and first triple.
    let contexts: RawUInt32s
    let contextBackoffs: RawUInt16s
    let tripleFirst: RawUInt32s
    /// The triples, as the pairs: −ln p(next | both words before).
    let triples: RawUInt32s
    /// The index of `<s>`.
    let sentenceStart: Int

    static let costBits = 15
    static let costMask = (1 << costBits) - 1
    static let backoffBias = 32768

    init(_ file: DataFile<EnglishEngineError>, path: String) throws {
        words = try WordList(file, path: path, costs: true)
        backoffs = RawUInt16s(try file.raw("UBOF", size: 2, count: words.count))
        pairFirst = RawUInt32s(try file.raw("PFIR", size: 4, count: words.count + 1))
        pairs = RawUInt32s(try file.raw("PENT", size: 4))
        contexts = RawUInt32s(try file.raw("TCTX", size: 4))
        contextBackoffs = RawUInt16s(try file.raw("TBOF", size: 2, count: contexts.count))
        tripleFirst = RawUInt32s(try file.raw("TFIR", size: 4, count: contexts.count + 1))
        triples = RawUInt32s(try file.raw("TENT", size: 4))
        func fail(_ reason: String) -> EnglishEngineError { .corruptFile(path: path, reason: reason) }
        guard let start = words.index(ofExactly: Array("<s>".utf8)) else { throw fail("no sentence start") }
        sentenceStart = start
        guard pairFirst[0] == 0, pairFirst[words.count] == pairs.count, tripleFirst[0] == 0,
              tripleFirst[contexts.count] == triples.count else { throw fail("pair or triple offsets are inconsistent") }
        for index in 0..<words.count where pairFirst[index] > pairFirst[index + 1] { throw fail("pair offsets are not monotonic") }
        for index in 0..<contexts.count where tripleFirst[index] > tripleFirst[index + 1]
            || contexts[index] >= pairs.count || (index > 0 && contexts[index - 1] >= contexts[index]) {
            throw fail("triple contexts are inconsistent")
        }
        for entries in [pairs, triples] {
            for index in 0..<entries.count where entries[index] >> Self.costBits >= words.count { throw fail("an entry names no word") }
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
        guard let before, let pair = entry(of: last, in: pairFirst[before]..<pairFirst[before + 1], pairs),
              let context = contextIndex(ofPair: pair) else {
            return History(last: last, context: nil, contextPenalty: 0, lastPenalty: lastPenalty)
        }
        return History(last: last, context: context, contextPenalty: Float(contextBackoffs[context] - Self.backoffBias) / 1000,
                       lastPenalty: lastPenalty)
    }

    /// −ln p(`word` | history), backing off from the triple to the pair to the word's own.
    func cost(of word: Int, after history: History) -> Float {
        var penalty: Float = 0
        if let context = history.context {
            if let entry = entry(of: word, in: tripleFirst[context]..<tripleFirst[context + 1], triples) {
                return Float(triples[entry] & Self.costMask) / 1000
            }
            penalty = history.contextPenalty
        }
        if let last = history.last {
            if let entry = entry(of: word, in: pairFirst[last]..<pairFirst[last + 1], pairs) {
                return penalty + Float(pairs[entry] & Self.costMask) / 1000
            }
            penalty += history.lastPenalty
        }
        return penalty + words.cost(word)
    }

    /// The words listed after the history (its triples and the last word's pairs) whose indices
    /// lie in `range`, each with its cost as listed (a triple's, or a pair's plus the backoff to it).
    func followers(after history: History, within range: Range<Int>, into best: inout TopK<Int>) {
        if let context = history.context {
            let span = tripleFirst[context]..<tripleFirst[context + 1]
            for entry in bounds(range, in: span, triples) { best.add(triples[entry] >> Self.costBits, cost: Float(triples[entry] & Self.costMask) / 1000) }
        }
        if let last = history.last {
            let span = pairFirst[last]..<pairFirst[last + 1]
            for entry in bounds(range, in: span, pairs) {
                best.add(pairs[entry] >> Self.costBits, cost: history.contextPenalty + Float(pairs[entry] & Self.costMask) / 1000)
            }
        }
    }

    /// The entries of `span` whose word lies in `range`.
    private func bounds(_ range: Range<Int>, in span: Range<Int>, _ entries: RawUInt32s) -> Range<Int> {
        func lowerBound(_ word: Int) -> Int {
            var low = span.lowerBound, high = span.upperBound
            while low < high {
                let middle = (low + high) >> 1
                if entries[middle] >> Self.costBits < word { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return lowerBound(range.lowerBound)..<lowerBound(range.upperBound)
    }

    /// The entry of `span` naming `word`, if any.
    private func entry(of word: Int, in span: Range<Int>, _ entries: RawUInt32s) -> Int? {
        var low = span.lowerBound, high = span.upperBound
        while low < high {
            let middle = (low + high) >> 1
            let value = entries[middle] >> Self.costBits
            if value == word { return middle }
            if value < word { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The index among `contexts` of pair entry `pair`, if it leads to triples.
    private func contextIndex(ofPair pair: Int) -> Int? {
        var low = 0, high = contexts.count
        while low < high {
            let middle = (low + high) >> 1
            let value = contexts[middle]
            if value == pair { return middle }
            if value < pair { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
