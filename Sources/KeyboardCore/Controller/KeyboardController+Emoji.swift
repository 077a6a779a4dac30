import KeyboardLayout

extension KeyboardController {
    /// Types an emoji (after committing any composition) and records it in the recents.
    func insertEmoji(_ emoji: String) {
        guard !emoji.isEmpty else { return }
        endComposition(commit: .best)
        document.insertText(emoji)
        emojiPage.record(emoji)
        if state.keyboard.page == .emoji { showLayout() }
    }

    /// Routes an emoji page action to the page and shows what it then shows.
    func performEmojiPageAction(_ action: KeyboardAction) {
        guard state.keyboard.page == .emoji, emojiPage.perform(action, size: layouts.size) else { return }
        if action == .beginEmojiSearch || action == .endEmojiSearch { interpreter.reset() }
        showLayout()
    }
}
