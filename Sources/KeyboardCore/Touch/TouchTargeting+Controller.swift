import KeyboardLayout

extension TouchTargeting {
    /// The targeting of what `controller` shows now: its fitted layout, the 9-key column's choices
    /// and its screen laid out (`KeyboardController.screen`: the bar or the toolbar, and the
    /// overlay open: the candidate menu, the grid, a panel).
    init(of controller: KeyboardController) {
        self.init(fitted: controller.fittedLayout, screen: controller.screen, nineKeyChoices: controller.source.display.columnItems ?? [])
    }
}
