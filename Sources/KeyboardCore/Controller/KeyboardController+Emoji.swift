import Emoji
import KeyboardLayout

extension KeyboardController {
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
        guard state.page == .emoji, emojiPage.perform(action, size: layouts.size) else { return }
        if action == .beginEmojiSearch || action == .endEmojiSearch { interpreter.reset() }
        showLayout()
    }
}
