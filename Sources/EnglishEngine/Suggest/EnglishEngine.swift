import Foundation
import KeyGeometry

/// English typing help over an `EnglishLexicon`: completion of the letters typed, the next word
/// after a space (word pairs backing off to word frequencies), and touch-aware autocorrection
/// that keeps words typed on purpose (known words, names in capitals, words the user rejected a
/// correction of). Value type; a keystroke's work is a few binary searches and one trie walk.
public struct EnglishEngine: Sendable {
    /// The words.
    public let lexicon: EnglishLexicon
    /// The spoken model's next words (the lexicon's, opened with the engine).
    let spoken: SpokenModel
    /// The letter keys touches are read against (the layout drawn; the phone's QWERTY by default).
    public var keys: KeyGeometry = .phone
    /// What slips cost.
    public var slips = SlipCosts()
    /// When a correction replaces the letters typed.
    public var settings = EnglishEngine.Settings()
    /// The commonest words, for predictions with no word pair to go on, with what ranking them
    /// reads from the lists (every prediction ranks them: looked up once).
    let commonest: [(word: [UInt8], facts: WordFacts)]
    /// The words of the text last read (the keystrokes of a word read the text before it once).
    let sessionCache = SessionCache()

    /// An engine over `lexicon`, opening its spoken model (`en-spoken.bin`) if no engine has.
    public init(lexicon: EnglishLexicon) throws {
        self.lexicon = lexicon
        let spoken = try lexicon.spokenFile.model()
        self.spoken = spoken
        var top = TopK<Int>(limit: 40)
        for index in 0..<lexicon.talk.count { top.add(index, cost: lexicon.talk.cost(index)) }
        commonest = top.sorted().map { lexicon.talk.bytes($0.item) }.map { ($0, lexicon.facts(of: $0, spoken: spoken)) }
    }

    /// An engine over the shipped data (`EnglishLexicon.shipped`, opened once per process).
    public init() throws { try self.init(lexicon: try EnglishLexicon.shipped.get()) }

    /// The suggestions after `context` (the text before the word) with `typed` letters typed for
    /// the word (maybe none), the finger's `touches` one per letter where known, and words the
    /// user has refused corrections of in `keep` (lower case). `limit` bounds the alternatives.
    public func suggestions(
        context: String, typed: String, touches: [KeyTouch?] = [], keep: Set<String> = [], limit: Int = 3
    ) -> EnglishSuggestions {
        let session = sessionCache.words(of: context)
        let context = EnglishContext(text: context)
        let before = WordsBefore(context, lexicon: lexicon, spoken: spoken)
        let typedBytes = Array(typed.utf8)
        guard !typedBytes.isEmpty else {
            let words = predictions(before: before, limit: limit)
            return EnglishSuggestions(typed: typed, commit: nil, isCorrection: false,
                                      alternatives: words.map { String(decoding: shown($0, like: [], sentence: context.startsSentence), as: UTF8.self) })
        }
        guard EnglishKey.isWord(typedBytes) || typedBytes.allSatisfy({ EnglishKey.isLetter($0) || $0 == UInt8(ascii: "'") }) else {
            return EnglishSuggestions(typed: typed, commit: typed, isCorrection: false, alternatives: [])
        }
        let key = EnglishKey.folded(typedBytes)
        let lower = typedBytes.map(EnglishKey.lower)
        // Letters typed say more than how often a word starts a sentence: completions leave it out
        // (en-dev's completions after one letter 37.4 % with it, 38.8 without).
        let completions = self.completions(key: key, before: before.ignoringSentenceStart, session: session, limit: limit + 2)
        var commit = typedBytes
        var isCorrection = false
        let known = lexicon.isKnown(typedBytes)
        // A word typed before in this text is meant: never corrected into something else.
        if !keep.contains(String(decoding: lower, as: UTF8.self)), !session.contains(lower),
           let best = correction(typed: typedBytes, key: key, known: known, touches: touches, before: before,
                                 completions: completions, context: context, session: session) {
            commit = shown(best, like: typedBytes, sentence: false)
            isCorrection = commit.map(EnglishKey.lower) != lower
        } else if known, !session.contains(lower), typedBytes == lower, let usual = lexicon.usualSpelling(typedBytes), usual.map(EnglishKey.lower) == lower {
            commit = usual
        }
        let alternatives = completions.map { shown($0.word, like: typedBytes, sentence: false) }
            .filter { $0.map(EnglishKey.lower) != commit.map(EnglishKey.lower) }
        return EnglishSuggestions(typed: typed, commit: String(decoding: commit, as: UTF8.self), isCorrection: isCorrection,
                                  alternatives: alternatives.prefix(limit).map { String(decoding: $0, as: UTF8.self) })
    }

    // MARK: - Scoring

    /// −ln p(word | the words before) of a lower-case word: the language model's (`modelCost`)
    /// mixed with the word's share of the `session`'s words.
    func cost(of word: [UInt8], before: WordsBefore, session: SessionWords? = nil) -> Float {
        cost(of: word, facts: facts(of: word), before: before, session: session)
    }

    /// `cost(of:…)` of a word whose `facts` are known.
    func cost(of word: [UInt8], facts: WordFacts, before: WordsBefore, session: SessionWords?) -> Float {
        let weight = settings.sessionWeight
        let model = modelCost(facts: facts, before: before)
        guard let share = session?.share(of: word), share > 0 else { return model }
        return -log((1 - weight) * exp(-model) + weight * share)
    }

    /// −ln p(word | the words before) of a lower-case word in the language model: the spoken
    /// model's probability after the last two words mixed with the book pair's after the last
    /// one and the word's own; at the start of a sentence with no book pair, its own weighed by
    /// how often it starts one.
    func modelCost(of word: [UInt8], before: WordsBefore) -> Float {
        modelCost(facts: facts(of: word), before: before)
    }

    /// `modelCost(of:…)` of a word whose `facts` are known.
    func modelCost(facts: WordFacts, before: WordsBefore) -> Float {
        var said: Float = 0
        if let index = facts.spoken {
            said = exp(-spoken.cost(of: index, after: before.spoken))
            for spelled in before.spelledOut where spelled.word == index { said += settings.spelledOutWeight * spelled.share }
        }
        let written = writtenProbability(facts: facts, before: before)
        let weight = before.sentence ? settings.sentenceSpokenWeight : settings.spokenWeight
        let p = weight * said + (1 - weight) * written
        return p > 0 ? -log(p) : settings.unknownCost
    }

    /// p(word | the last word) in the written lists: the book pair's mixed with the word's own.
    private func writtenProbability(facts: WordFacts, before: WordsBefore) -> Float {
        let unigram = facts.unigram
        guard unigram.isFinite else { return 0 }
        guard let previous = before.book, lexicon.pairFirst[previous] < lexicon.pairFirst[previous + 1] else {
            guard before.sentence else { return exp(-unigram) }
            return exp(-(unigram + settings.sentenceStartWeight * lexicon.sentenceStartCost(book: facts.book) - settings.sentenceStartShare))
        }
        var pair: Float = 0
        if let index = facts.book, let cost = lexicon.pairCost(previous: previous, next: index) { pair = exp(-cost) }
        return settings.pairWeight * pair + (1 - settings.pairWeight) * exp(-unigram)
    }

    /// The likeliest next words (lower case), best first, by the language model alone: mixing in
    /// the text's own words (as completions do) offered none more often in en-dev.
    func predictions(before: WordsBefore, limit: Int) -> [[UInt8]] {
        var pool: [(word: [UInt8], facts: WordFacts?)] = commonest.map { ($0.word, $0.facts) }
        var heard = TopK<Int>(limit: 30)
        spoken.followers(after: before.spoken, within: 0..<spoken.words.count, into: &heard)
        for (index, _) in heard.sorted() {
            let word = spoken.words.bytes(index)
            if !pool.contains(where: { $0.word == word }) { pool.append((word, nil)) }
        }
        if let previous = before.book {
            var top = TopK<Int>(limit: 30)
            for follower in lexicon.followers(of: previous, within: 0..<lexicon.books.count) { top.add(follower.index, cost: follower.cost) }
            for (index, _) in top.sorted() {
                let word = lexicon.books.bytes(index)
                if !pool.contains(where: { $0.word == word }) { pool.append((word, nil)) }
            }
        }
        for spelled in before.spelledOut {
            let word = spoken.words.bytes(spelled.word)
            if !pool.contains(where: { $0.word == word }) { pool.append((word, nil)) }
        }
        // Spoken English repeats itself (`the the`): the next word is not the word before again.
        pool.removeAll { $0.word == before.words.first }
        // A typed sentence seldom starts as a spoken one continues (`yeah`, `and`, `but`, `so`).
        if before.sentence { pool.removeAll { Self.spokenContinuations.contains($0.word) } }
        return ranked(pool, before: before, session: nil, limit: limit).map(\.word)
    }

    /// The likeliest words starting with `key` (folded), best first, with their costs.
    func completions(
        key: [UInt8], before: WordsBefore, session: SessionWords? = nil, limit: Int
    ) -> [(word: [UInt8], cost: Float)] {
        var pool = lexicon.topWords(prefix: key, limit: 12).map(\.word)
        for word in session?.words(prefix: key) ?? [] where !pool.contains(word) { pool.append(word) }
        var heard = TopK<Int>(limit: 12)
        spoken.followers(after: before.spoken, within: spoken.words.range(of: key, prefix: true), into: &heard)
        for (index, _) in heard.sorted() {
            let word = spoken.words.bytes(index)
            if !pool.contains(word) { pool.append(word) }
        }
        if let previous = before.book {
            var top = TopK<Int>(limit: 12)
            for follower in lexicon.followers(of: previous, within: lexicon.books.range(of: key, prefix: true)) {
                top.add(follower.index, cost: follower.cost)
            }
            for (index, _) in top.sorted() {
                let word = lexicon.books.bytes(index)
                if !pool.contains(word) { pool.append(word) }
            }
        }
        return ranked(pool.map { ($0, nil) }, before: before, session: session, limit: limit)
    }

    /// Words that open spoken sentences as they continue the one before, or fill a pause: not offered
    /// as the first word of a typed sentence (they complete once a letter is typed).
    static let spokenContinuations: [[UInt8]] = ["yeah", "and", "but", "so", "oh", "uh", "um", "well", "or"].map { Array($0.utf8) }

    /// What ranking reads about a lower-case word.
    func facts(of lower: [UInt8]) -> WordFacts { lexicon.facts(of: lower, spoken: spoken) }

    /// `pool` ranked by `cost(of:…)`, cheapest first, its words' facts looked up where not given.
    private func ranked(
        _ pool: [(word: [UInt8], facts: WordFacts?)], before: WordsBefore, session: SessionWords?, limit: Int
    ) -> [(word: [UInt8], cost: Float)] {
        let scored: [(word: [UInt8], cost: Float)] = pool.map {
            ($0.word, cost(of: $0.word, facts: $0.facts ?? facts(of: $0.word), before: before, session: session))
        }
        return Array(scored.sorted { $0.cost < $1.cost }.prefix(limit))
    }

    /// `word` in the casing the typing asks for: capitalised when the letters typed start with a
    /// capital or a sentence starts (not a word with capitals inside: `typeDefs`), all capitals
    /// when they were typed so; else its usual casing.
    func shown(_ word: [UInt8], like typed: [UInt8], sentence: Bool) -> [UInt8] {
        var result = word.allSatisfy({ !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) ? lexicon.displayForm(word) : word
        let capitals = typed.filter { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }.count
        if typed.count >= 2, capitals == typed.count {
            result = result.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }
        } else if sentence || capitals > 0, !result.dropFirst().contains(where: Self.isCapital), let first = result.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            result[0] = first - 32
        }
        return result
    }
}
