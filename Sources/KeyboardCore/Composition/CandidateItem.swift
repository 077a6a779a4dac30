import ChineseEngine

/// One entry of the candidate bar: an engine candidate (a sentence or a word), or an extra the
/// bar adds at a fixed place (`CandidateExtras`): an emoji or a saved phrase.
public struct CandidateItem: Hashable, Sendable {
    /// Where the candidate came from.
    public enum Source: Hashable, Sendable {
        /// A sentence or word the engine found for the pinyin (picking it may leave pinyin to compose).
        case engine(Candidate)
        /// An emoji the input names (its Chinese name or a keyword, by pinyin or by the top
        /// reading); picking it ends the composition.
        case emoji
        /// A saved phrase (常用语) whose short code is the input, or today's date or time for
        /// `rq` `sj` `xq` `nl`; picking it ends the composition.
        case phrase
        /// A v模式 form of the input (a number in words, a date, a sum's result); picking it ends the composition.
        case vMode
        /// A text of a code table entered inside the composition (拆字 after `u`), with the note the
        /// bar shows under it (its reading); picking it ends the composition.
        case code(note: String)
        /// A word a 滑行 gesture decoded to (its pinyin may differ from the composition's); picking it ends the composition.
        case gesture
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

    /// Whether it is a text of a code table entered inside the composition (拆字's).
    var isEnteredCode: Bool { if case .code = source { true } else { false } }
}
