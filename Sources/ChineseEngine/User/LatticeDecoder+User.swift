extension LatticeDecoder {
    /// The cost of `word` after `context` with the user's words and learning: the model's cost
    /// (a user-only word's own cost; no bigram across a user-only word), less the learned bonus.
    @inline(__always)
    func cost(_ word: WordID, after context: WordID) -> Float {
        if word.isEnglish { return englishEntryCost + englishCost(after: context.rawValue) }
        if context.isEnglish { return unigramCost(word) }
        if user.isEmpty { return model.cost(word.rawValue, after: context.rawValue) }
        // A user-only word costs its own; after one, the model's unigram.
        let base = word.isUser ? user.cost(of: word) : context.isUser ? model.unigramCost(word.rawValue) : model.cost(word.rawValue, after: context.rawValue)
        return base - user.bonus(word, after: context, cost: base)
    }

    /// The cost of `word` after the last two words of a hypothesis: the trigram model's, with
    /// the user's layer as in `cost(_:after:)` (no trigram across a user-only word); a `guessed`
    /// arc (see `WordLattice.Arc.guessed`) gets no learned bonus.
    @inline(__always)
    func cost(_ word: WordID, after history: LanguageModel.History, guessed: Bool = false) -> Float {
        var hint = LanguageModel.Hint()
        return cost(word, after: history, guessed: guessed, hint: &hint)
    }

    /// `cost(_:after:guessed:)` for words asked in ascending order after one history (see
    /// `LanguageModel.cost(_:after:hint:)`; `hint` starts as `LanguageModel.Hint()`).
    @inline(__always)
    func cost(_ word: WordID, after history: LanguageModel.History, guessed: Bool, hint: inout LanguageModel.Hint) -> Float {
        // An English word (中英混输) costs what English coming next does (its own cost is its
        // arc's). The decoder scores the word after one in the context before it (see
        // `step(to:arcs:)`); a history ending in one (none the decoder makes) gets the unigram.
        if word.isEnglish { return englishEntryCost + englishCost(after: history.last) }
        if WordID(rawValue: history.last).isEnglish { return unigramCost(word) }
        if user.isEmpty { return model.cost(word.rawValue, after: history, hint: &hint) }
        let context = WordID(rawValue: history.last)
        // As in `cost(_:after:)`: a user-only word's own cost; after one, the unigram.
        let base = word.isUser ? user.cost(of: word) : context.isUser ? model.unigramCost(word.rawValue) : model.cost(word.rawValue, after: history, hint: &hint)
        return guessed ? base : base - user.bonus(word, after: context, cost: base)
    }

    /// What English right after word `id` costs beyond `englishEntryCost` (`EnglishContext`).
    @inline(__always)
    func englishCost(after id: Int32) -> Float {
        englishContext?.costOfEnglish(after: id) ?? 0
    }

    /// What Chinese word `word` costs more right after an English word (`EnglishContext`).
    @inline(__always)
    func costAfterEnglish(_ word: WordID) -> Float {
        englishContext?.costAfterEnglish(word) ?? 0
    }

    /// The context-free cost of `word` (for ranking arcs before the exact search).
    @inline(__always)
    func unigramCost(_ word: WordID) -> Float {
        Self.unigramCost(word, user: user, model: model, englishEntryCost: englishEntryCost)
    }

    /// `unigramCost(_:)` given what it reads of a decoder, for loops that read those once.
    @inline(__always)
    static func unigramCost(_ word: WordID, user: UserLexicon, model: LanguageModel, englishEntryCost: Float) -> Float {
        if word.isEnglish { return englishEntryCost }
        if user.isEmpty { return model.unigramCost(word.rawValue) }
        let base = word.isUser ? user.cost(of: word) : model.unigramCost(word.rawValue)
        return base - user.bonus(word, after: WordID(rawValue: -1), cost: base)
    }

    /// The text of a lexicon or user-only word.
    /// The text of a word spelled by units `start..<end`: a word no English list knows is its
    /// letters as typed; any other word its own text.
    func wordText(_ word: WordID, start: Int, end: Int) -> String {
        guard word.isEnglish, word.englishIndex == EnglishVocabulary.unknownID else { return wordText(word) }
        return (start..<end).map(unitText).joined()
    }

    func wordText(_ word: WordID) -> String {
        if word.isEnglish { return englishVocabulary?.shownWord(word.englishIndex) ?? "" }
        return word.isUser ? user.text(of: word) : lexicon.text(of: word.rawValue)
    }

    /// The length of a lexicon or user-only word in characters (a lexicon word's in UTF-16
    /// units, which is the same for Han characters of the BMP), without making its text.
    func wordLength(_ word: WordID) -> Int {
        if word.isEnglish {
            return word.englishIndex == EnglishVocabulary.unknownID ? 2 : englishVocabulary?.length(of: word.englishIndex) ?? 0
        }
        return word.isUser ? user.text(of: word).count : lexicon.length(of: word.rawValue)
    }

    /// The user snapshot the last decode used (its ids name the candidates' user words).
    public var userLexicon: UserLexicon { user }
}
