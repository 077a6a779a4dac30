import KeyGeometry

extension EnglishEngine {
    /// The word the space bar should commit instead of the letters typed, if a correction beats
    /// keeping them: for unknown letters against what keeping an unknown word costs; for a known
    /// word (a slip that made another word: `mot`, `wa`) only when the context makes the other
    /// word far likelier.
    func correction(
        typed: [UInt8], key: [UInt8], known: Bool, touches: [KeyTouch?], before: WordsBefore,
        completions: [(word: [UInt8], cost: Float)], context: EnglishContext, session: SessionWords
    ) -> [UInt8]? {
        guard key.count >= 2 else { return nil }
        let lower = typed.map(EnglishKey.lower)
        let capitalInside = !context.startsSentence && typed.first.map(Self.isCapital) == true
        // Letters in capitals (`FRMO`) may be a slip of a word shouted; capitals inside a word
        // (`typeXefs`) only of a word typed before.
        let allCapitals = typed.count >= settings.capitalsLength && typed.allSatisfy { Self.isCapital($0) || $0 == UInt8(ascii: "'") }
        let camel = !allCapitals && !Self.mayCorrect(typed) && typed.count >= settings.capitalsLength
        let lexiconAllowed = Self.mayCorrect(typed) || allCapitals || camel
        let sentence = context.startsSentence
        var keep: Float
        var usual = lower
        if known {
            // A name typed with its capital inside a sentence is meant, and so is an apostrophe (`bear's`).
            guard Self.mayCorrect(typed), !capitalInside, !typed.contains(UInt8(ascii: "'")) else { return nil }
            usual = lexicon.usualSpelling(typed) ?? lower
            // Lower-case letters the valid list has only with capitals (`wa` for `WA`, `th` for `Th`).
            let abbreviation = usual.count <= 3 && typed == lower && usual != lower && !usual.contains(UInt8(ascii: "'"))
            let own = lexicon.unigramCost(lower)
            guard abbreviation || own > settings.rareWordCost else { return nil }
            keep = cost(of: lower, before: before, session: session)
                + (abbreviation ? settings.abbreviationMargin : settings.realWordMargin)
            if let previous = before.book, !lexicon.hasPair(previous: previous, next: lower) { keep -= settings.unpairedTypedMargin }
            if sentence { keep -= settings.sentenceRealMargin }
        } else {
            keep = settings.unknownBase + settings.unknownPerLetter * Float(key.count)
            if let index = lexicon.talk.index(ofExactly: lower) { keep = min(keep, lexicon.talk.cost(index) + settings.talkMargin) }
            if capitalInside { keep -= settings.capitalMargin }
            if allCapitals { keep -= settings.allCapitalsMargin }
            if camel { keep -= settings.camelMargin }
            if key.count == 2 { keep -= settings.twoLetterMargin }
        }
        var budget = min(key.count <= 4 ? settings.shortBudget : key.count <= 7 ? slips.budget - 2 : slips.budget, keep)
        // Letters that begin valid words are most likely a word still being typed: one slip at
        // most (its completion competes below), which also bounds the search on long prefixes.
        if !known, key.count >= settings.prefixLength, !lexicon.spell.range(of: key, prefix: true).isEmpty {
            budget = min(budget, settings.prefixBudget)
        }
        let lettersOnly = typed.filter { $0 != UInt8(ascii: "'") }
        let keyTouches = lettersOnly.count == touches.count ? touches : []
        var best: (word: [UInt8], cost: Float)? = nil
        // The text's words that may lie within the budget (most keystrokes: none).
        // The words before may make a correction of unknown letters likelier, never less likely
        // than it is alone: `I recieve` is corrected as `recieve` is.
        func candidateCost(_ word: [UInt8]) -> Float {
            let inContext = cost(of: word, before: before, session: session)
            return known ? inContext : min(inContext, cost(of: word, before: .none, session: session) + settings.aloneMargin)
        }
        let sessionTrie = session.trie(near: key, budget: budget, costs: slips)
        let sessionSearch = sessionTrie.map { CorrectionSearch(trie: $0, keys: keys, costs: slips, typed: key, touches: keyTouches, budget: budget) }
        for (candidateKey, edit) in sessionSearch?.run() ?? [] {
            guard let form = session.forms[candidateKey] else { continue }
            let formLower = form.map(EnglishKey.lower)
            if formLower == lower { continue }
            let total = min(candidateCost(formLower), settings.sessionWordCost) + edit
            if best == nil || total < best!.cost { best = (form, total) }
        }
        // A valid word typed, or a name (a capital inside a sentence: `Illuminatus`), is a slip of
        // the finger if anything, not a misspelling of a word that sounds alike.
        var wordSlips = slips
        if known || capitalInside { wordSlips.soundAlike = slips.farKey }
        let search = CorrectionSearch(trie: lexicon.trie, keys: keys, costs: wordSlips, typed: key, touches: keyTouches, budget: budget)
        for (candidateKey, edit) in lexiconAllowed ? search.run() : [] {
            var forms: [[UInt8]] = []
            for index in lexicon.spell.range(of: candidateKey) {
                let form = lexicon.spell.bytes(index).map(EnglishKey.lower)
                if !forms.contains(form) { forms.append(form) }
            }
            for form in forms where form != lower && (form.count > 1 || key.count > 2) {
                var total = candidateCost(form) + edit
                // A valid word is replaced by another the word before is seen with, not by a commoner word alone.
                if known, let previous = before.book, !lexicon.hasPair(previous: previous, next: form) { total += settings.unpairedRealWordCost }
                if best == nil || total < best!.cost { best = (lexicon.displayForm(form), total) }
            }
        }
        if !known, lexiconAllowed {
            for completion in completions.prefix(3) where completion.word.count > key.count {
                let total = completion.cost + settings.completionCost * Float(completion.word.count - key.count) + 2
                if best == nil || total < best!.cost { best = (lexicon.displayForm(completion.word), total) }
            }
        }
        guard let best, best.cost < keep else {
            // No slip the usual costs allow: a rare valid word may still be the wrong one (`I hat`).
            return known && usual == lower ? sureRealWord(lower: lower, key: key, before: before) : nil
        }
        return best.word
    }

    /// Whether letters may be corrected toward the valid words: not when capitals inside show they are meant
    /// (`FizzBuzz`, `GraphQL`, `iOS`, `JSON`), except the shift caught with the wrong letter at the start
    /// of a word of four letters or more (`hCarles`, `TFizz`).
    static func mayCorrect(_ typed: [UInt8]) -> Bool {
        let capitals = typed.indices.filter { isCapital(typed[$0]) }
        if capitals.allSatisfy({ $0 == 0 }) { return true }
        guard typed.count >= 4 else { return false }
        return capitals == [1] || capitals == [0, 1]
    }

    @inline(__always) static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
