/// One answer of the recognizer: a character and how well it fits, as a log-likelihood (higher is
/// better; only differences between candidates of one writing mean anything).
public struct HandwritingCandidate: Hashable, Sendable {
    /// The character.
    public var character: Character
    /// Log-likelihood of the writing given the character, plus the context's log-probability when
    /// the candidates were ranked in context.
    public var score: Double

    /// A candidate `character` scored `score`.
    public init(character: Character, score: Double) { (self.character, self.score) = (character, score) }
}
