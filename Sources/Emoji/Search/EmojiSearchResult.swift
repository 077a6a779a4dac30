/// Which name of an emoji a query matched.
public enum EmojiMatchKind: String, Sendable, Hashable, Codable {
    /// The name the query matched: `chineseName` (笑哭了), `pinyin` of it (xiaokule), `pinyinInitials`
    /// (xkl), `englishName` (face_with_tears_of_joy) or an `alias` (joy).
    case chineseName, pinyin, pinyinInitials, englishName, alias
}

/// How well a query matched, best first; results are ranked by usage, then quality, then catalogue order.
public enum EmojiMatchQuality: Int, Sendable, Hashable, Codable, Comparable {
    /// The query is the whole name ("笑哭了", "joy", "xiaokule").
    case exact = 0
    /// The query starts the name ("笑哭", "xiaoku", "face_with").
    case prefix = 1
    /// The query starts a later word or syllable, or the initials ("tears", "kule", "xk").
    case wordPrefix = 2
    /// The query is inside the name ("哭", "joy" in "killjoy").
    case contains = 3

    /// Better matches are smaller (`exact` first).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One search hit; `EmojiSearchIndex` makes these.
public struct EmojiSearchResult: Sendable, Hashable {
    /// The emoji found, in its default form.
    public let entry: EmojiEntry
    /// Which of its names matched.
    public let match: EmojiMatchKind
    /// How well it matched.
    public let quality: EmojiMatchQuality
}
