/// One emoji of the emoji page: what a tap types (with the remembered skin tone) and whether a
/// long press offers skin tones.
public struct EmojiPageCell: Hashable, Sendable {
    /// What a tap types.
    public var value: String
    /// The catalogue entry, nil for a recent emoji the catalogue does not know.
    public var entryIndex: Int?
    /// Whether a long press opens the skin tones.
    public var hasSkinTones: Bool

    /// A cell typing `value`, the catalogue entry `entryIndex` (nil for a recent no longer in it).
    public init(value: String, entryIndex: Int?, hasSkinTones: Bool) {
        self.value = value
        self.entryIndex = entryIndex
        self.hasSkinTones = hasSkinTones
    }
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
