/// One reading of a phrase: its text, how well it fits the writing and the language model
/// together, and which strokes each character was read from.
public struct PhraseCandidate: Hashable, Sendable {
    /// The characters read, in order.
    public var characters: [PhraseCharacter]
    /// The sum of the characters' writing scores, placement costs and language-model costs
    /// (a log-probability up to a constant; higher is better).
    public var score: Double

    /// A reading of `characters` scored `score`.
    public init(characters: [PhraseCharacter], score: Double) { (self.characters, self.score) = (characters, score) }

    /// The text read.
    public var text: String { String(characters.map(\.character)) }
}

/// One character of a phrase's reading and the strokes (indices into the phrase's strokes, in
/// writing order) it was read from.
public struct PhraseCharacter: Hashable, Sendable {
    /// The character.
    public var character: Character
    /// The strokes it was written with.
    public var strokes: Range<Int>

    /// `character`, read from `strokes`.
    public init(character: Character, strokes: Range<Int>) { (self.character, self.strokes) = (character, strokes) }
}
