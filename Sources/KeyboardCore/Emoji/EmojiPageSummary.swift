/// What the emoji page shows now, for hosts and tests (`KeyboardRenderState.emojiPage`).
public struct EmojiPageSummary: Hashable, Sendable {
    /// The category bar's titles, in order.
    public var categoryTitles: [String]
    /// The category shown, by index of the category bar.
    public var selectedCategory: Int
    /// The page shown (of the category, or of the search results) and how many there are.
    public var page: Int
    /// How many pages the category (or the search results) has.
    public var pageCount: Int
    /// The search query while searching.
    public var query: String?
    /// The emoji on the grid (or the search strip) now, in reading order.
    public var visibleEmoji: [String]
}
