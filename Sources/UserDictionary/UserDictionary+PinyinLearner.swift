import Foundation
import ChineseEngine

/// The user dictionary is the engine's learner: every picked word and each pair with the word
/// before are learned with the syllables the decoder read them by (`xxs` → xiao xue sheng, as the
/// pick keeps them); a commit built from several picks also becomes a user word (造词), so typing
/// the same pinyin again offers the whole text. A write that fails is kept in `lastLearningError`
/// (the keyboard goes on typing).
extension UserDictionary: PinyinLearner {
    /// The error of the last learning write that failed, if the last one failed.
    public var lastLearningError: Error? { learningError.withLock { $0 } }

    /// Learns a commit: each pick's words and the pairs between neighbours (`PinyinLearner.learn`).
    /// Runs the write at once; a failure is kept in `lastLearningError`, never thrown at the keyboard.
    public func learn(_ picks: [Composition.Pick], committed text: String) {
        let lesson = lesson(picks: picks)
        guard !lesson.words.isEmpty else { return }
        recordLearning { try learn(words: lesson.words, newWord: lesson.newWord) }
    }

    /// Forgets a deleted candidate: the whole text goes from the user dictionary (its user word,
    /// what was learned about it, the pairs learned between its words) and is marked deleted, so
    /// learning does not bring it back. The engine's own words stay (they lose only what was
    /// learned). A pick whose words the decoder could not read is left alone.
    public func forget(_ pick: Composition.Pick) -> Bool {
        guard let words = learnedWords(of: pick) else { return false }
        return recordLearning { try remove(text: pick.text, syllables: words.flatMap(\.syllables)) }
    }

    /// What a commit teaches: the picked words with their syllables, and the new word when the
    /// commit joined several picks that were all read. A pick that cannot be read (a literal, an
    /// emoji, a candidate written in another script) teaches nothing and makes no new word.
    public func lesson(picks: [Composition.Pick]) -> (words: [LearnedWord], newWord: LearnedWord?) {
        var words: [LearnedWord] = []
        var complete = true
        for pick in picks {
            guard let learned = learnedWords(of: pick) else {
                complete = false
                continue
            }
            words += learned
        }
        var newWord: LearnedWord?
        if picks.count > 1, complete, words.count > 1 {
            newWord = LearnedWord(text: words.map(\.text).joined(), syllables: words.flatMap(\.syllables))
        }
        return (words, newWord)
    }

    /// A pick's words with their texts and syllables; nil when the pick is not readable or its
    /// words do not spell its text.
    func learnedWords(of pick: Composition.Pick) -> [LearnedWord]? {
        guard pick.isReadable else { return nil }
        let user = current
        let texts = pick.words.map { user.isUserWord($0) ? user.text(of: $0) : lexicon.text(of: $0.rawValue) }
        guard texts.joined() == pick.text else { return nil }
        return zip(texts, pick.syllables).map { LearnedWord(text: $0, syllables: $1.map { lexicon.syllables.spelling(of: $0) }) }
    }

    /// Runs a learning write, keeping its error (nil after a success); whether it succeeded.
    @discardableResult
    private func recordLearning(_ write: () throws -> Void) -> Bool {
        do {
            try write()
            learningError.withLock { $0 = nil }
            return true
        } catch {
            learningError.withLock { $0 = error }
            return false
        }
    }
}

extension ChineseEngine {
    /// This engine decoding with `dictionary`'s words and learning into it: what a host injects
    /// into the keyboard (the keyboard itself never sees the dictionary).
    public func learning(into dictionary: UserDictionary) -> ChineseEngine {
        var engine = self
        engine.userLexicon = dictionary
        engine.learner = dictionary
        return engine
    }
}
