/// Where the emoji page is, as a value kept in `KeyboardState`: the category shown and its page,
/// and the search field (nil while closed) with the page of its results.
public struct EmojiPageState: Hashable, Sendable, Codable {
    /// Index into the page's categories (recents first when there are any, then the Unicode groups).
    public var category = 0
    /// Page of the category's grid.
    public var page = 0
    /// The search query while the search field is open (letters typed go here), nil when closed.
    public var query: String?
    /// Page of the search results strip.
    public var resultPage = 0

    public init() {}

    /// Whether the search field is open.
    public var isSearching: Bool { query != nil }
}

/// One emoji of the emoji page: what a tap types (with the remembered skin tone) and whether a
/// long press offers skin tones.
public struct EmojiPageCell: Hashable, Sendable {
    /// What a tap types.
    public var value: String
    /// The catalogue entry, nil for a recent emoji the catalogue does not know.
    public var entryIndex: Int?
    /// Whether a long press opens the skin tones.
    public var hasSkinTones: Bool

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
    public var cells: [EmojiPageCell]
}

/// What the emoji page shows now, for hosts and tests (`KeyboardRenderState.emojiPage`).
public struct EmojiPageSummary: Hashable, Sendable {
    /// The category bar's titles, in order.
    public var categoryTitles: [String]
    public var selectedCategory: Int
    /// The page shown (of the category, or of the search results) and how many there are.
    public var page: Int
    public var pageCount: Int
    /// The search query while searching.
    public var query: String?
    /// The emoji on the grid (or the search strip) now, in reading order.
    public var visibleEmoji: [String]
}
