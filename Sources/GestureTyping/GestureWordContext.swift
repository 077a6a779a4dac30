/// What the text before the caret says of the next word, for a decoder that ranks words itself:
/// p(word | text before) from the context alone. English: the word pairs after the last word.
public protocol GestureWordContext: Sendable {
    /// p(`word` | `text` before the caret) from the context alone (0: never seen there), or nil
    /// when the text tells nothing (no known word just before).
    func probability(of word: String, after text: String) -> Float?
}
