import Emoji
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// Helpers to drive the emoji page by touches at the fitted keys.
extension TestKeyboard {
    /// The emoji page's summary (fails the test's `#require` when the page is not shown).
    var emojiPage: EmojiPageSummary? { controller.renderState.emojiPage }

    /// The emoji cells shown, in reading order.
    var emojiCells: [PlacedKey] { layout.keys.filter { $0.key.role == .emoji } }

    /// Opens the emoji page with the emoji key (present when the host needs no globe key) or the action.
    func openEmojiPage() throws {
        if layout.key(id: "emoji") != nil {
            try tap("emoji")
        } else {
            controller.handle(.page(.emoji))
        }
    }

    /// Taps an emoji cell by its emoji.
    func tapEmoji(_ emoji: String) throws { try tap(EmojiPageLayout.KeyID.cellPrefix + emoji) }

    /// Drags a finger sideways across the grid, from the centre of the first cell.
    func swipeGrid(by dx: Double) throws {
        let start = try #require(emojiCells.first).frame.center
        let id = down(at: start)
        move(id, to: LayoutPoint(x: start.x + dx / 2, y: start.y + 2), time: now + 0.05)
        up(id, at: LayoutPoint(x: start.x + dx, y: start.y + 3), time: now + 0.05)
        now += 0.5
    }

    /// Shows the category and page holding `emoji` (by the category bar and the next-page button).
    func showEmojiCell(_ emoji: String) throws {
        let id = EmojiPageLayout.KeyID.cellPrefix + emoji
        let categories = controller.emojiPage.categories
        let category = try #require(categories.firstIndex { tab in tab.cells.contains { $0.value == emoji } && !tab.isRecents })
        try tap(EmojiPageLayout.KeyID.categoryPrefix + String(category))
        var turns = 0
        while layout.key(id: id) == nil, turns < 40 {
            try tap(EmojiPageLayout.KeyID.next)
            turns += 1
        }
        _ = try #require(layout.key(id: id), "\(emoji) not found on the pages of its category")
    }

    /// Opens the search field and types `query` on its letter keys.
    func searchEmoji(_ query: String) throws {
        try tap(EmojiPageLayout.KeyID.search)
        for letter in query { try tap(letter == " " ? "space" : String(letter)) }
    }
}
