import Foundation
import KeyGeometry

/// English typing help over an `EnglishLexicon`: completion of the letters typed, the next word
/// after a space (word pairs backing off to word frequencies), and touch-aware autocorrection
/// that keeps words typed on purpose (known words, names in capitals, words the user rejected a
/// correction of). Value type; a keystroke's work is a few binary searches and one trie walk.
public struct EnglishEngine: Sendable {
    /// The words.
    public let lexicon: EnglishLexicon
    /// The letter keys touches are read against (the layout drawn; the phone's QWERTY by default).
    public var keys: KeyGeometry = .phone
    /// What slips cost.
    public var slips = SlipCosts()
    /// When a correction replaces the letters typed.
    public var settings = EnglishEngine.Settings()
    /// The commonest words, for predictions with no word pair to go on.
    let commonest: [[UInt8]]

    /// An engine over `lexicon`.
    public init(lexicon: EnglishLexicon) {
        self.lexicon = lexicon
        var top = TopK<Int>(limit: 40)
        for index in 0..<lexicon.talk.count { top.add(index, cost: lexicon.talk.cost(index)) }
        commonest = top.sorted().map { lexicon.talk.bytes($0.item) }
    }

    /// An engine over the shipped data (`EnglishLexicon.shipped`, opened once per process).
    public init() throws { self.init(lexicon: try EnglishLexicon.shipped.get()) }

    /// The suggestions after `context` (the text before the word) with `typed` letters typed for
    /// the word (maybe none), the finger's `touches` one per letter where known, and words the
    /// user has refused corrections of in `keep` (lower case). `limit` bounds the alternatives.
    public func suggestions(
        context: String, typed: String, touches: [KeyTouch?] = [], keep: Set<String> = [], limit: Int = 3
    ) -> EnglishSuggestions {
        let context = EnglishContext(text: context)
        let previous = lexicon.books.index(ofExactly: Array(context.previousWord.utf8))
        let typedBytes = Array(typed.utf8)
        guard !typedBytes.isEmpty else {
            let words = predictions(previous: previous, sentence: context.startsSentence, limit: limit)
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
        let completions = self.completions(key: key, previous: previous, limit: limit + 2)
        var commit = typedBytes
        var isCorrection = false
        let known = lexicon.isKnown(typedBytes)
        if !keep.contains(String(decoding: lower, as: UTF8.self)),
           let best = correction(typed: typedBytes, key: key, known: known, touches: touches, previous: previous,
                                 completions: completions, context: context) {
            commit = shown(best, like: typedBytes, sentence: false)
            isCorrection = commit.map(EnglishKey.lower) != lower
        } else if known, typedBytes == lower, let usual = lexicon.usualSpelling(typedBytes), usual.map(EnglishKey.lower) == lower {
            commit = usual
        }
        let alternatives = completions.map { shown($0.word, like: typedBytes, sentence: false) }
            .filter { $0.map(EnglishKey.lower) != commit.map(EnglishKey.lower) }
        return EnglishSuggestions(typed: typed, commit: String(decoding: commit, as: UTF8.self), isCorrection: isCorrection,
                                  alternatives: alternatives.prefix(limit).map { String(decoding: $0, as: UTF8.self) })
    }

    // MARK: - Scoring

    /// −ln p(word | previous) of a lower-case word: the pair's probability mixed with the word's
    /// own; at the start of a sentence (`sentence`, no previous word) its own weighed by how often
    /// it starts one.
    func cost(of word: [UInt8], previous: Int?, sentence: Bool = false) -> Float {
        let unigram = lexicon.unigramCost(word)
        let own = unigram.isFinite ? exp(-unigram) : 0
        guard let previous, lexicon.pairFirst[previous] < lexicon.pairFirst[previous + 1] else {
            guard unigram.isFinite else { return settings.unknownCost }
            return sentence ? unigram + lexicon.sentenceStartCost(word) : unigram
        }
        var pair: Float = 0
        if let index = lexicon.books.index(ofExactly: word), let cost = lexicon.pairCost(previous: previous, next: index) {
            pair = exp(-cost)
        }
        let p = settings.pairWeight * pair + (1 - settings.pairWeight) * own
        return p > 0 ? -log(p) : settings.unknownCost
    }

    /// The likeliest next words (lower case), best first.
    func predictions(previous: Int?, sentence: Bool = false, limit: Int) -> [[UInt8]] {
        var pool = commonest
        if let previous {
            var top = TopK<Int>(limit: 30)
            for follower in lexicon.followers(of: previous, within: 0..<lexicon.books.count) { top.add(follower.index, cost: follower.cost) }
            for (index, _) in top.sorted() {
                let word = lexicon.books.bytes(index)
                if !pool.contains(word) { pool.append(word) }
            }
        }
        return ranked(pool, previous: previous, sentence: sentence, limit: limit).map(\.word)
    }

    /// The likeliest words starting with `key` (folded), best first, with their costs.
    func completions(key: [UInt8], previous: Int?, sentence: Bool = false, limit: Int) -> [(word: [UInt8], cost: Float)] {
        var pool = lexicon.topWords(prefix: key, limit: 12).map(\.word)
        if let previous {
            var top = TopK<Int>(limit: 12)
            for follower in lexicon.followers(of: previous, within: lexicon.books.range(of: key, prefix: true)) {
                top.add(follower.index, cost: follower.cost)
            }
            for (index, _) in top.sorted() {
                let word = lexicon.books.bytes(index)
                if !pool.contains(word) { pool.append(word) }
            }
        }
        return ranked(pool, previous: previous, sentence: sentence, limit: limit)
    }

    private func ranked(_ pool: [[UInt8]], previous: Int?, sentence: Bool, limit: Int) -> [(word: [UInt8], cost: Float)] {
        let scored: [(word: [UInt8], cost: Float)] = pool.map { ($0, cost(of: $0, previous: previous, sentence: sentence)) }
        return Array(scored.sorted { $0.cost < $1.cost }.prefix(limit))
    }

    /// The word the space bar should commit instead of the letters typed, if a correction beats
    /// keeping them: for unknown letters against what keeping an unknown word costs; for a known
    /// word (a slip that made another word: `mot`, `wa`) only when the context makes the other
    /// word far likelier.
    func correction(
        typed: [UInt8], key: [UInt8], known: Bool, touches: [KeyTouch?], previous: Int?,
        completions: [(word: [UInt8], cost: Float)], context: EnglishContext
    ) -> [UInt8]? {
        guard key.count >= 2, Self.mayCorrect(typed) else { return nil }
        let lower = typed.map(EnglishKey.lower)
        let capitalInside = !context.startsSentence && typed.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
        var keep: Float
        if known {
            // A name typed with its capital inside a sentence is meant.
            if capitalInside { return nil }
            let usual = lexicon.usualSpelling(typed) ?? lower
            // Lower-case letters the valid list has only with capitals (`wa` for `WA`, `th` for `Th`).
            let abbreviation = usual.count <= 3 && typed == lower && usual != lower && !usual.contains(UInt8(ascii: "'"))
            let own = lexicon.unigramCost(lower)
            guard abbreviation || own > settings.rareWordCost else { return nil }
            keep = cost(of: lower, previous: previous) + (abbreviation ? settings.abbreviationMargin : settings.realWordMargin)
        } else {
            keep = settings.unknownBase + settings.unknownPerLetter * Float(key.count)
            if let index = lexicon.talk.index(ofExactly: lower) { keep = min(keep, lexicon.talk.cost(index) + settings.talkMargin) }
            if capitalInside { keep -= settings.capitalMargin }
            if key.count == 2 { keep -= settings.twoLetterMargin }
        }
        var budget = min(key.count <= 4 ? settings.shortBudget : key.count <= 7 ? slips.budget - 2 : slips.budget, keep)
        // Letters that begin valid words are most likely a word still being typed: one slip at
        // most (its completion competes below), which also bounds the search on long prefixes.
        if !known, key.count >= settings.prefixLength, !lexicon.spell.range(of: key, prefix: true).isEmpty {
            budget = min(budget, settings.prefixBudget)
        }
        let lettersOnly = typed.filter { $0 != UInt8(ascii: "'") }
        let search = CorrectionSearch(trie: lexicon.trie, keys: keys, costs: slips, typed: key,
                                      touches: lettersOnly.count == touches.count ? touches : [], budget: budget)
        var best: (word: [UInt8], cost: Float)? = nil
        for (candidateKey, edit) in search.run() {
            var forms: [[UInt8]] = []
            for index in lexicon.spell.range(of: candidateKey) {
                let form = lexicon.spell.bytes(index).map(EnglishKey.lower)
                if !forms.contains(form) { forms.append(form) }
            }
            for form in forms where form != lower && (form.count > 1 || key.count > 2) {
                let total = cost(of: form, previous: previous) + edit
                if best == nil || total < best!.cost { best = (lexicon.displayForm(form), total) }
            }
        }
        if !known {
            for completion in completions.prefix(3) where completion.word.count > key.count {
                let total = completion.cost + settings.completionCost * Float(completion.word.count - key.count) + 2
                if best == nil || total < best!.cost { best = (lexicon.displayForm(completion.word), total) }
            }
        }
        guard let best, best.cost < keep else { return nil }
        return best.word
    }

    /// Whether letters may be corrected at all: not when capitals inside show they are meant
    /// (`FizzBuzz`, `GraphQL`, `iOS`, `JSON`), except the shift caught with the wrong letter at the start
    /// of a word of four letters or more (`hCarles`, `TFizz`).
    static func mayCorrect(_ typed: [UInt8]) -> Bool {
        let capitals = typed.indices.filter { typed[$0] >= UInt8(ascii: "A") && typed[$0] <= UInt8(ascii: "Z") }
        if capitals.allSatisfy({ $0 == 0 }) { return true }
        guard typed.count >= 4 else { return false }
        return capitals == [1] || capitals == [0, 1]
    }

    /// `word` in the casing the typing asks for: capitalised when the letters typed start with a
    /// capital or a sentence starts, all capitals when they were typed so; else its usual casing.
    func shown(_ word: [UInt8], like typed: [UInt8], sentence: Bool) -> [UInt8] {
        var result = word.allSatisfy({ !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) ? lexicon.displayForm(word) : word
        let capitals = typed.filter { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }.count
        if typed.count >= 2, capitals == typed.count {
            result = result.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }
        } else if sentence || capitals > 0, let first = result.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            result[0] = first - 32
        }
        return result
    }
}
