/// One emoji of the emoji page: what a tap types (with the remembered skin tone) and whether a
/// long press offers skin tones. The emoji board makes the cells (`EmojiBoard`).
public struct EmojiPageCell: Hashable, Sendable {
    /// What a tap types.
    public var value: String
    /// The catalogue entry, nil for a recent emoji the catalogue does not know.
    public var entryIndex: Int?
    /// Whether a long press opens the skin tones.
    public var hasSkinTones: Bool
}

/// One tab of the emoji page's category bar.
public struct EmojiPageCategory: Hashable, Sendable {
    /// `常用` (the recents) or a Unicode group's Chinese name.
    public var title: String
    /// The emoji drawn on the tab.
    public var symbol: String
    /// Whether this is the recents tab.
    public var isRecents: Bool
    /// Its emoji, in order.
    public var cells: [EmojiPageCell]
    /// How many emoji columns one cell takes (颜文字: 3; emoji: 1).
    public var columnSpan = 1
}
