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

    /// The first category's first page, search closed.
    public init() {}

    /// Whether the search field is open.
    public var isSearching: Bool { query != nil }
}
