import Emoji
import KeyboardLayout

extension KeyboardController {
    /// The user's recent emoji and remembered skin tones (empty until the emoji page or an emoji is first used).
    public var emojiRecents: EmojiRecents { emojiPage.recents }

    /// Why the recents file could not be read or written, if it could not (the recents stay in memory).
    public var emojiRecentsError: EmojiRecentsStoreError? { emojiPage.recentsError }

    /// The emoji page's category bar, recents first (empty until the page is first opened).
    public var emojiCategories: [EmojiPageCategory] { emojiPage.categories }

    /// Whether letters typed go to the emoji search query.
    var isSearchingEmoji: Bool { state.page == .emoji && emojiPage.isSearching }

    /// Shows the emoji page's layout for its state (rebuilt only when that changed); false when the
    /// page cannot be shown (no catalogue).
    func showEmojiPage() -> Bool {
        guard let (page, isNew) = emojiPage.layout(mode: state.mode, size: layouts.size, environment: layouts.environment) else {
            return false
        }
        if isNew || layout.page != .emoji {
            layout = page
            fittedLayout = page.fitted(in: layouts.size, environment: layouts.environment)
        }
        return true
    }

    /// Types an emoji (after committing any composition) and records it in the recents.
    func insertEmoji(_ emoji: String) {
        guard !emoji.isEmpty else { return }
        endComposition(commit: .best)
        document.insertText(emoji)
        emojiPage.record(emoji)
        if state.page == .emoji { showLayout() }
    }

    /// Routes an emoji page action to the page and shows what it then shows.
    func performEmojiPageAction(_ action: KeyboardAction) {
        guard state.page == .emoji else { return }
        let changed: Bool
        switch action {
        case .emojiCategory(let index): changed = emojiPage.showCategory(index)
        case .emojiPage(let delta):
            emojiPage.turnPage(by: delta, size: layouts.size)
            changed = true
        case .beginEmojiSearch, .endEmojiSearch:
            changed = emojiPage.setSearch(active: action == .beginEmojiSearch)
            if changed { interpreter.reset() }
        default: changed = false
        }
        if changed { showLayout() }
    }

    /// Letters and single spaces typed while searching go to the query.
    func typeIntoEmojiQuery(_ text: String) {
        if emojiPage.type(text) { showLayout() }
    }

    func deleteFromEmojiQuery() {
        if emojiPage.deleteBackward() { showLayout() }
    }
}
