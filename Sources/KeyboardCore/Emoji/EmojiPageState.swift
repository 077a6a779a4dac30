/// Where the emoji page's grid is, as a value kept in `EmojiPage`: the category shown and its page.
/// The search field, when open, is the keyboard's overlay (`Overlay.emojiSearch`).
public struct EmojiPageState: Hashable, Sendable, Codable {
    /// Index into the page's categories (recents first when there are any, then the Unicode groups).
    public var category = 0
    /// Page of the category's grid.
    public var page = 0

    /// The first category's first page.
    public init() {}
}
