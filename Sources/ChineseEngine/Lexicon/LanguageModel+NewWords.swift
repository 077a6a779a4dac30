import Foundation

/// The new words of `words-libime.bin` (ids from `main`'s word count on): libime's model over
/// the lexicon's words and theirs is split between `lm-libime.bin` (n-grams of lexicon words
/// alone) and the new file (every n-gram with a new word), so one back-off runs across both:
/// `P(w | a b)` is the trigram the new file lists, else `bow(a b) · P(w | b)`, `bow(a b)` from the
/// file that lists the pair; `P(w | b)` is the listed pair, else `bow(b) · P(w)`, each number from
/// the file that holds that word's statistics. `lm.bin` knows no new word: as a context it is
/// unknown there (its unigram), and a new word costs its libime cost plus `Mix.newWordCost`.
extension LanguageModel {
    /// This model with `newWords` (a supplement's statistics) scoring the new words; it needs
    /// the companion, whose back-offs it continues.
    public func adding(newWords: NewWordModel, newWordCost: Float) throws -> LanguageModel {
        guard hasCompanion else {
            throw ChineseEngineError.corruptFile(path: newWords.component.path, reason: "continues lm-libime.bin's model, which is not open")
        }
        guard Int(newWords.base) == main.wordCount else {
            throw ChineseEngineError.corruptFile(path: newWords.component.path,
                                                reason: "numbers its words from \(newWords.base), \(main.path) has \(main.wordCount)")
        }
        var copy = self
        copy.newWordModel = newWords
        copy.newWordOffset = max(0, newWordCost)
        return copy
    }

    /// The number of word ids the model scores: `main`'s and the new words'.
    public var allWordCount: Int { wordCount + Int(newWordModel?.newCount ?? 0) }

    /// Cost of `word` after `history` when either is or has a new word (see the extension's doc).
    func costWithNewWords(_ word: Int32, after history: History, _ newWords: NewWordModel) -> Float {
        guard scores(word) else { return Self.unknownWordCost }
        let libime = libimeCost(word, after: history, newWords)
        if word >= newWordBase { return libime + newWordOffset }
        // A lexicon word after a new one: lm.bin's cost with the new word unknown (its unigram).
        var hint = 0
        let mainCost = main.cost(word, after: history.last, block: history.block, hint: &hint)
        guard second.covers(word) else { return mainCost + uncoveredOffset }
        return mixed(mainCost, libime)
    }

    /// libime's cost of `word` after `history`, across `lm-libime.bin` and the new words' file.
    func libimeCost(_ word: Int32, after history: History, _ newWords: NewWordModel) -> Float {
        let block = history.newWordsBlock
        if block >= 0, let listed = newWords.trigramCost(word, inBlock: block) { return listed }
        var backoff: Float = 0
        if block >= 0 {
            backoff = newWords.component.pairBackoffCost(inBlock: block)
        } else if history.previous >= 0, history.previous < newWordBase, history.last >= 0, history.last < newWordBase,
                  history.companionBlock >= 0 {
            backoff = second.pairBackoffCost(inBlock: history.companionBlock)
        }
        return backoff + libimeBigramCost(word, after: history.last, newWords)
    }

    /// libime's cost of `word` after `last` (−1: none), across the two files.
    func libimeBigramCost(_ word: Int32, after last: Int32, _ newWords: NewWordModel) -> Float {
        // No context, or one the model does not score (a user or English word): the unigram.
        guard scores(last) else { return libimeUnigramCost(word, newWords) }
        if last < newWordBase, word < newWordBase { return second.cost(word, after: last) }
        if let listed = newWords.bigramCost(word, after: last) { return listed }
        let backoff = last >= newWordBase ? newWords.backoffCost(ofNew: last) : second.backoffCost(last)
        return backoff + libimeUnigramCost(word, newWords)
    }

    /// libime's unigram cost of `word`: a new word's from the new file, a lexicon word's from the companion.
    @inline(__always)
    func libimeUnigramCost(_ word: Int32, _ newWords: NewWordModel) -> Float {
        assert(scores(word), "word \(word) is not the model's")
        return word >= newWordBase ? newWords.unigramCost(ofNew: word) : second.unigramCost(word)
    }
}
