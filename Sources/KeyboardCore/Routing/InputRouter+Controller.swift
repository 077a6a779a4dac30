extension InputRouter {
    /// The router for `controller`'s state now: its page and mode, whether the active input form
    /// has input (and from which pages), and its overlay (the emoji search among them).
    init(of controller: KeyboardController) {
        self.init(
            page: controller.state.keyboard.page, mode: controller.state.keyboard.mode,
            isComposing: controller.source.hasInput,
            overlay: controller.state.overlay, inputOffLetters: (controller.source as? any InputOffLettersSource)?.takesInputOffLetters ?? false)
    }
}
