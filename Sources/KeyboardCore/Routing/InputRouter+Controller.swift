extension InputRouter {
    /// The router for `controller`'s state now: its page and mode, whether the emoji search is
    /// open, whether it composes, and whether a character is being written on the pad.
    init(of controller: KeyboardController) {
        self.init(
            page: controller.state.keyboard.page, mode: controller.state.keyboard.mode,
            isEmojiSearchOpen: controller.emojiPage.isSearching, isComposing: controller.composer.isComposing,
            isWriting: controller.handwriting.isWriting)
    }
}
