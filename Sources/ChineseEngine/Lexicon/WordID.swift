/// A word the decoder can offer: one of the lexicon's words or one of the user's own words (a
/// `UserLexicon` snapshot's), told apart by the id itself, never by comparing with a count.
///
/// Four bytes, like the raw ids the lattice and the language model index by: a lexicon word's id
/// is its index in the lexicon (what `LanguageModel` and `Lexicon` take as `Int32`); a user word
/// carries `userFlag` with its index among the snapshot's user words; an English word read inside
/// pinyin (中英混输) carries `englishFlag` with its id in the engine's `EnglishVocabulary`.
/// Negative values are the decoder's markers (`WordLattice.literalWord` and the like), no word.
@frozen
public struct WordID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as stored: a lexicon index, or `userFlag` | a user word's index, or a negative marker.
    public let rawValue: Int32

    /// The bit that marks a user word (lexicons hold far fewer than 2³⁰ words).
    @usableFromInline static let userFlag: Int32 = 1 << 30
    /// The bit that marks an English word (never set together with `userFlag`).
    /// (Public so a vocabulary can name ids of its own beside its words'.)
    public static let englishFlag: Int32 = 1 << 29

    /// The word with this stored value (see `rawValue`).
    @inlinable @inline(__always)
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The lexicon's word at `index` (its id in `Lexicon` and `LanguageModel`).
    @inlinable @inline(__always)
    public static func lexicon(_ index: Int32) -> WordID { WordID(rawValue: index) }

    /// The user word at `index` in a `UserLexicon` snapshot.
    @inlinable @inline(__always)
    public static func user(_ index: Int) -> WordID { WordID(rawValue: userFlag | Int32(index)) }

    /// The English word `index` of the engine's `EnglishVocabulary` (see `EnglishVocabulary.Word`).
    @inlinable @inline(__always)
    public static func english(_ index: Int) -> WordID { WordID(rawValue: englishFlag | Int32(index)) }

    /// Which kind of word an id names.
    public enum Kind: Hashable, Sendable {
        /// The lexicon's word at this index.
        case lexicon(Int32)
        /// The user word at this index of its snapshot.
        case user(Int)
        /// The English word with this id in the engine's `EnglishVocabulary`.
        case english(Int)
        /// A decoder marker (a literal, the start of input): no word.
        case marker
    }

    /// Lexicon word, user word or marker.
    @inlinable
    public var kind: Kind {
        if rawValue < 0 { return .marker }
        if isEnglish { return .english(englishIndex) }
        return isUser ? .user(userIndex) : .lexicon(rawValue)
    }

    /// Whether the id names one of the user's own words.
    @inlinable @inline(__always)
    public var isUser: Bool { rawValue & Self.userFlag != 0 && rawValue >= 0 }

    /// Whether the id names an English word read inside pinyin.
    @inlinable @inline(__always)
    public var isEnglish: Bool { rawValue >= 0 && rawValue & (Self.userFlag | Self.englishFlag) == Self.englishFlag }

    /// Whether the id names a word of the lexicon.
    @inlinable @inline(__always)
    public var isLexicon: Bool { rawValue >= 0 && rawValue & (Self.userFlag | Self.englishFlag) == 0 }

    /// Whether the id names a word of either kind (not a marker).
    @inlinable @inline(__always)
    public var isWord: Bool { rawValue >= 0 }

    /// A user word's index in its snapshot (meaningful only when `isUser`).
    @usableFromInline @inline(__always)
    var userIndex: Int { Int(rawValue & ~Self.userFlag) }

    /// An English word's id in its vocabulary (meaningful only when `isEnglish`).
    @usableFromInline @inline(__always)
    var englishIndex: Int { Int(rawValue & ~Self.englishFlag) }

    /// Ordered by stored value: markers, then lexicon words, then user words.
    @inlinable @inline(__always)
    public static func < (a: WordID, b: WordID) -> Bool { a.rawValue < b.rawValue }

    /// `lexicon 42`, `user 3`, `english 7` or `marker -1`.
    public var description: String {
        switch kind {
        case .lexicon(let index): "lexicon \(index)"
        case .user(let index): "user \(index)"
        case .english(let index): "english \(index)"
        case .marker: "marker \(rawValue)"
        }
    }
}

extension Lexicon {
    /// The text of a lexicon word; empty for a user word or a marker (their snapshot has those).
    public func text(of word: WordID) -> String { word.isLexicon ? text(of: word.rawValue) : "" }
}
