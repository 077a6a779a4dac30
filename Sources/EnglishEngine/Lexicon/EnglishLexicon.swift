import Foundation
import MappedData

/// The English words the engine knows, over three memory-mapped files of one licence each
/// (see `NOTICE` and `scripts/english/build.py`), combined only at run time:
/// - `en-books.bin`: word frequencies and word pairs from Google Books (symspellpy, MIT);
/// - `en-talk.bin`: how often people write a word, contractions included (wordfreq, CC-BY-SA 4.0);
/// - `en-spell.bin`: the valid words with their usual casing and a trie for correction (SCOWL);
/// - `en-spoken.bin`: spoken English's next words after one and two words (the CMU 3-gram model, BSD-2).
///
/// Words are compared by their folded key (`EnglishKey.folded`): `Dont`, `don't` and `dont` share
/// the key `dont`. Usable by any engine: the English suggestions and English inside pinyin.
public struct EnglishLexicon: Sendable {
    let books: MappedWordList
    let pairFirst: RawUInt32s
    let pairNext: RawUInt32s
    let pairCost: RawUInt16s
    /// Per book word: −ln of the share of its uses that start a sentence (× 1000).
    let startCost: RawUInt16s
    let talk: MappedWordList
    let spell: MappedWordList
    let trie: SpellTrie
    /// `en-spoken.bin`, opened on the engine's first use (`spokenModel()`): the casing of English
    /// read inside pinyin and 滑行's words open the lexicon without mapping or checking it.
    let spokenFile: SpokenModelFile
    private let files: [DataFile<EnglishEngineError>]

    /// The files' names inside a data directory.
    public static let fileNames = ["en-books.bin", "en-talk.bin", "en-spell.bin", "en-spoken.bin"]

    /// Where the shipped data lives, if the resource bundle is present.
    public static var bundledDataDirectory: String? {
        Bundle.module.url(forResource: "Data", withExtension: nil)?.path
    }

    /// The shipped data, opened (mapped and checksummed) once per process on first use, a failure
    /// included: every reader in the process — suggestions, 滑行's words and word pairs, the casing
    /// of English inside pinyin — shares these pages and this check.
    public static let shipped = Result { try EnglishLexicon() }

    /// Opens the shipped data (the module's `Data` resource folder); `shipped` is the process's one opening of it.
    public init(verifyChecksum: Bool = true) throws {
        guard let directory = Self.bundledDataDirectory else {
            throw EnglishEngineError.unreadableFile(path: "EnglishEngine resources", reason: "the bundled data folder was not found")
        }
        try self.init(dataDirectory: directory, verifyChecksum: verifyChecksum)
    }

    /// Opens and validates the three word files in `dataDirectory` (the spoken model, the fourth,
    /// when an engine first needs it: `EnglishEngine.init(lexicon:)`).
    public init(dataDirectory: String, verifyChecksum: Bool = true) throws {
        let booksPath = dataDirectory + "/en-books.bin", talkPath = dataDirectory + "/en-talk.bin"
        let spellPath = dataDirectory + "/en-spell.bin", spokenPath = dataDirectory + "/en-spoken.bin"
        let booksFile = try DataFile<EnglishEngineError>(path: booksPath, kind: "ENB1", verifyChecksum: verifyChecksum)
        let talkFile = try DataFile<EnglishEngineError>(path: talkPath, kind: "ENT1", verifyChecksum: verifyChecksum)
        let spellFile = try DataFile<EnglishEngineError>(path: spellPath, kind: "ENS1", verifyChecksum: verifyChecksum)
        spokenFile = SpokenModelFile(path: spokenPath, verifyChecksum: verifyChecksum)
        books = try MappedWordList(booksFile, path: booksPath, costs: true)
        talk = try MappedWordList(talkFile, path: talkPath, costs: true)
        spell = try MappedWordList(spellFile, path: spellPath, costs: false)
        trie = try SpellTrie(spellFile, path: spellPath, words: spell.count)
        pairFirst = RawUInt32s(try booksFile.raw("BFIR", size: 4, count: books.count + 1))
        pairNext = RawUInt32s(try booksFile.raw("BNXT", size: 4))
        pairCost = RawUInt16s(try booksFile.raw("BCST", size: 2, count: pairNext.count))
        startCost = RawUInt16s(try booksFile.raw("BSTA", size: 2, count: books.count))
        guard pairFirst[0] == 0, pairFirst[books.count] == pairNext.count else {
            throw EnglishEngineError.corruptFile(path: booksPath, reason: "word pair offsets are inconsistent")
        }
        for index in 0..<books.count where pairFirst[index] > pairFirst[index + 1] {
            throw EnglishEngineError.corruptFile(path: booksPath, reason: "word pair offsets are not monotonic")
        }
        for index in 0..<pairNext.count where pairNext[index] >= books.count {
            throw EnglishEngineError.corruptFile(path: booksPath, reason: "a word pair names no word")
        }
        files = [booksFile, talkFile, spellFile]
    }

    // MARK: - The public look-ups

    /// How often `word` is written, as a probability per word of text (case ignored, apostrophes
    /// as typed: `don't`), mixing the talk and book frequencies; nil when neither lists it.
    public func frequency(of word: String) -> Double? {
        let cost = unigramCost(Array(word.utf8).map(EnglishKey.lower))
        return cost.isFinite ? exp(-Double(cost)) : nil
    }

    /// `word` as it is usually written: `john` → `John`, `iphone` → `iPhone`, `i` → `I`,
    /// `dont` → `don't`; the word itself (lower case kept) when it is valid in lower case; nil
    /// when the valid-word list does not have it.
    public func casing(of word: String) -> String? {
        usualSpelling(Array(word.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `word` is a known English word as spelled (case ignored; `dont` is not, `don't` is).
    public func isKnown(_ word: String) -> Bool { isKnown(Array(word.utf8)) }

    /// Up to `limit` words that start with `prefix` (case and apostrophes ignored), commonest
    /// first, each as usually written (`iph` → `iPhone`, `don` → `don't`, `don`…).
    public func completions(of prefix: String, limit: Int) -> [String] {
        let key = EnglishKey.folded(Array(prefix.utf8))
        return topWords(prefix: key, limit: limit).map { String(decoding: displayForm($0.word), as: UTF8.self) }
    }

    // MARK: - Internals the engine shares

    /// Whether the bytes of `word` are a known word: a valid word (SCOWL) up to case, or a word
    /// people write often (wordfreq) when the valid list has no other spelling of its key
    /// (`ok`, `gonna`; but not `dont`, which is `don't`).
    func isKnown(_ word: [UInt8]) -> Bool {
        guard EnglishKey.isWord(word) else { return false }
        if spell.index(ofIgnoringCase: word) != nil { return true }
        let lower = word.map(EnglishKey.lower)
        guard let index = talk.index(ofExactly: lower), talk.cost(index) < Self.knownTalkCost else { return false }
        return spell.range(of: EnglishKey.folded(word)).isEmpty
    }

    /// Words rarer than this (−ln p) in the talk list alone are not known words (about Zipf 4).
    static let knownTalkCost: Float = 11.5

    /// −ln p of a lower-case word, mixing the two frequency lists; infinity when neither has it.
    func unigramCost(_ lower: [UInt8]) -> Float {
        unigramCost(lower, book: lower.contains(UInt8(ascii: "'")) ? nil : books.index(ofExactly: lower))
    }

    /// `unigramCost` of a word whose index among the book words (nil: none, or an apostrophe in
    /// it) is known.
    func unigramCost(_ lower: [UInt8], book: Int?) -> Float {
        var p: Float = 0
        if let index = talk.index(ofExactly: lower) { p += Self.talkWeight * exp(-talk.cost(index)) }
        if let book { p += (1 - Self.talkWeight) * exp(-books.cost(book)) }
        return p > 0 ? -log(p) : .infinity
    }

    /// What ranking a lower-case word reads from the lists and the `spoken` model, looked up once.
    func facts(of lower: [UInt8], spoken: SpokenModel) -> WordFacts {
        let book = books.index(ofExactly: lower)
        return WordFacts(unigram: unigramCost(lower, book: lower.contains(UInt8(ascii: "'")) ? nil : book), book: book,
                         spoken: spoken.words.index(ofExactly: lower))
    }

    /// The share of the talk list in the mixed unigram.
    static let talkWeight: Float = 0.7

    /// −ln p(next | previous) from the book pairs, nil when the pair is not listed.
    func pairCost(previous: Int, next: Int) -> Float? {
        var low = pairFirst[previous], high = pairFirst[previous + 1]
        while low < high {
            let middle = (low + high) >> 1
            let value = pairNext[middle]
            if value == next { return Float(pairCost[middle]) / 1000 }
            if value < next { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The word after `previous` in the pairs whose index lies in `range`: (index, cost) each.
    func followers(of previous: Int, within range: Range<Int>) -> [(index: Int, cost: Float)] {
        let start = pairFirst[previous], end = pairFirst[previous + 1]
        func lowerBound(_ value: Int) -> Int {
            var low = start, high = end
            while low < high {
                let middle = (low + high) >> 1
                if pairNext[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let from = lowerBound(range.lowerBound), to = lowerBound(range.upperBound)
        return (from..<to).map { (pairNext[$0], Float(pairCost[$0]) / 1000) }
    }

    /// The commonest words whose key starts with `prefix` (folded), from both frequency lists,
    /// each in lower case with its mixed cost, commonest first.
    func topWords(prefix: [UInt8], limit: Int) -> [(word: [UInt8], cost: Float)] {
        var found: [[UInt8]] = []
        for list in [talk, books] {
            var best = TopK<Int>(limit: limit)
            for index in list.range(of: prefix, prefix: true) { best.add(index, cost: list.cost(index)) }
            for (index, _) in best.sorted() {
                let word = list.bytes(index)
                if !found.contains(word) { found.append(word) }
            }
        }
        let scored: [(word: [UInt8], cost: Float)] = found.map { ($0, unigramCost($0)) }
        return Array(scored.sorted { $0.cost < $1.cost }.prefix(limit))
    }

    /// The usual spelling of `word` from the valid list: the same letters, apostrophes as typed
    /// when the list has them so, else the list's spelling of the key (`dont` → `don't`); lower
    /// case preferred when the list has it (`us`, not `US`), except `i` → `I`.
    func usualSpelling(_ word: [UInt8]) -> [UInt8]? {
        let lower = word.map(EnglishKey.lower)
        if lower == [UInt8(ascii: "i")] { return [UInt8(ascii: "I")] }
        let range = spell.range(of: EnglishKey.folded(word))
        guard !range.isEmpty else { return nil }
        var same: [UInt8]? = nil, other: [UInt8]? = nil
        for index in range {
            let candidate = spell.bytes(index)
            let candidateLower = candidate.map(EnglishKey.lower)
            if candidateLower == lower {
                if candidate == lower { return candidate }
                if same == nil { same = candidate }
            } else if other == nil || (candidate == candidateLower && other! != other!.map(EnglishKey.lower)) {
                other = candidate
            }
        }
        return same ?? other
    }

    /// How `word` (lower case, from a frequency list) is shown: its usual casing when the valid
    /// list has exactly it up to case (`iphone` → `iPhone`, `i'm` → `I'm`), else as it is.
    func displayForm(_ word: [UInt8]) -> [UInt8] {
        if word == [UInt8(ascii: "i")] { return [UInt8(ascii: "I")] }
        var best: [UInt8]? = nil
        for index in spell.range(of: EnglishKey.folded(word)) {
            let candidate = spell.bytes(index)
            guard candidate.map(EnglishKey.lower) == word else { continue }
            if candidate == word { return word }
            if best == nil { best = candidate }
        }
        return best ?? word
    }
}

/// What the engine's ranking reads about a lower-case word from the lists (`EnglishLexicon.facts`):
/// its mixed unigram cost, its index among the book words (for its pairs and sentence starts) and
/// among the spoken model's words.
struct WordFacts {
    /// `EnglishLexicon.unigramCost` of the word.
    let unigram: Float
    /// Its index among the book words, nil when they lack it.
    let book: Int?
    /// Its index among the spoken model's words, nil when the model lacks it.
    let spoken: Int?
}

/// The `limit` items of least cost seen, without sorting everything: a small sorted buffer.
struct TopK<Item> {
    let limit: Int
    private(set) var items: [(item: Item, cost: Float)] = []

    init(limit: Int) {
        self.limit = limit
        items.reserveCapacity(limit + 1)
    }

    /// Offers `item`; kept when it is among the `limit` cheapest so far.
    mutating func add(_ item: Item, cost: Float) {
        guard limit > 0 else { return }
        if items.count == limit, let last = items.last, cost >= last.cost { return }
        var position = items.count
        while position > 0, items[position - 1].cost > cost { position -= 1 }
        items.insert((item, cost), at: position)
        if items.count > limit { items.removeLast() }
    }

    /// The items kept, cheapest first.
    func sorted() -> [(item: Item, cost: Float)] { items }
}
