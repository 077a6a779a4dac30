import PinyinEngine

/// One entry of the candidate bar: an engine candidate (a sentence or a word) or an emoji
/// suggested for the typed pinyin.
public struct CandidateItem: Hashable, Sendable {
    /// Where the candidate came from.
    public enum Source: Hashable, Sendable {
        /// A sentence or word the engine found for the pinyin (picking it may leave pinyin to compose).
        case engine(Candidate)
        /// An emoji whose Chinese name the pinyin spells; picking it ends the composition.
        case emoji
    }

    /// What the bar shows and picking commits.
    public var text: String
    /// Where it came from: the engine (with its words and readings) or the emoji index.
    public var source: Source

    /// An entry showing `text`, from `source`.
    public init(text: String, source: Source) {
        self.text = text
        self.source = source
    }
}
