import PinyinEngine
import UserDictionary

/// The learner that teaches a `UserDictionary` what the user picked: every picked word and each
/// pair with the word before, read back to their real syllables (`xxs` → xiao xue sheng); a
/// commit built from several picks also becomes a user word (造词), so typing the same pinyin
/// again offers the whole text. The controller never calls it for no-learning fields.
public final class UserDictionaryLearner: CompositionLearner {
    public let engine: PinyinEngine
    public let dictionary: UserDictionary
    /// The last write that failed (the keyboard goes on typing; the host may show it).
    public private(set) var lastError: Error?

    /// A learner writing to `dictionary`; `engine` must decode with the same dictionary.
    public init(engine: PinyinEngine, dictionary: UserDictionary) {
        self.engine = engine
        self.dictionary = dictionary
    }

    public func learn(picks: [Composition.Pick], committed text: String) {
        let lesson = Self.lesson(picks: picks, engine: engine, user: dictionary.current)
        guard !lesson.words.isEmpty else { return }
        do {
            try dictionary.learn(words: lesson.words, newWord: lesson.newWord)
            lastError = nil
        } catch {
            lastError = error
        }
    }

    /// Forgets a deleted candidate: read back to its syllables, the whole text goes from the user
    /// dictionary (its user word, what was learned about it, the pairs learned between its
    /// words) and is marked deleted, so learning does not bring it back. The engine's own words
    /// stay (they lose only what was learned). A candidate that cannot be read back is left alone.
    public func forget(_ pick: Composition.Pick) -> Bool {
        let user = dictionary.current
        let texts = pick.words.map { user.isUserWord($0) ? user.text(of: $0) : engine.lexicon.text(of: $0) }
        guard !pick.words.isEmpty, texts.joined() == pick.text,
              let readings = engine.readings(of: pick.words, typed: pick.input, user: user) else { return false }
        do {
            try dictionary.remove(text: pick.text, syllables: readings.flatMap { $0 })
            lastError = nil
            return true
        } catch {
            lastError = error
            return false
        }
    }

    /// What a commit teaches: the picked words with their readings, and the new word when the
    /// commit joined several picks that all resolved. A pick that cannot be read back (a
    /// literal, an emoji) teaches nothing and makes no new word.
    public static func lesson(picks: [Composition.Pick], engine: PinyinEngine, user: UserLexicon)
        -> (words: [LearnedWord], newWord: LearnedWord?) {
        var words: [LearnedWord] = []
        var complete = true
        for pick in picks {
            let texts = pick.words.map { user.isUserWord($0) ? user.text(of: $0) : engine.lexicon.text(of: $0) }
            guard !pick.words.isEmpty, texts.joined() == pick.text,
                  let readings = engine.readings(of: pick.words, typed: pick.input, user: user) else {
                complete = false
                continue
            }
            for (text, reading) in zip(texts, readings) { words.append(LearnedWord(text: text, syllables: reading)) }
        }
        var newWord: LearnedWord?
        if picks.count > 1, complete, words.count > 1 {
            newWord = LearnedWord(text: words.map(\.text).joined(), syllables: words.flatMap(\.syllables))
        }
        return (words, newWord)
    }
}
