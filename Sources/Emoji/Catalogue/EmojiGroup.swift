/// A Unicode emoji group (a keyboard's category tab), e.g. "Smileys & Emotion" / 笑脸与情感.
public struct EmojiGroup: Sendable, Hashable, Codable {
    /// Position in Unicode order.
    public let index: Int
    /// The Unicode group name.
    public let englishName: String
    /// A Chinese label for the category bar.
    public let chineseName: String
    /// Indices into `EmojiCatalogue.subgroups`.
    public let subgroupRange: Range<Int>
    /// Indices into `EmojiCatalogue.entries` (a group's emoji are contiguous).
    public let entryRange: Range<Int>
}

/// A Unicode emoji subgroup, e.g. "face-smiling".
public struct EmojiSubgroup: Sendable, Hashable, Codable {
    /// Position in Unicode order.
    public let index: Int
    /// The Unicode subgroup name.
    public let name: String
    /// Index into `EmojiCatalogue.groups`.
    public let groupIndex: Int
    /// Indices into `EmojiCatalogue.entries`.
    public let entryRange: Range<Int>
}
