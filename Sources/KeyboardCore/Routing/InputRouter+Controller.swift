extension InputRouter {
    /// The router for `controller`'s state now: its page and mode, whether the emoji search is
    /// open, whether the active input form has input (and from which pages), and its overlay.
    init(of controller: KeyboardController) {
        self.init(
            page: controller.state.keyboard.page, mode: controller.state.keyboard.mode,
            isEmojiSearchOpen: controller.emojiPage.isSearching, isComposing: controller.source.hasInput,
            overlay: controller.state.overlay, inputOffLetters: controller.source.takesInputOffLetters)
    }
}
