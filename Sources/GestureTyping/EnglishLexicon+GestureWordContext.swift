import EnglishEngine

extension EnglishLexicon: GestureWordContext {
    /// p(`word` | the last word of `text`) from the book word pairs; nil at a sentence's start
    /// or after a word without listed followers.
    public func probability(of word: String, after text: String) -> Float? {
        let previous = EnglishContext(text: text).previousWord
        guard !previous.isEmpty else { return nil }
        return pairProbability(of: word.lowercased(), after: previous)
    }
}
