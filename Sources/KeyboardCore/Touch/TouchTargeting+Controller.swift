import KeyboardLayout

extension TouchTargeting {
    /// The targeting of what `controller` shows now: its fitted layout, candidate bar and open grid
    /// (`candidateLayout`), the emoji page's buttons, the 9-key column's choices and an open candidate menu.
    init(of controller: KeyboardController) {
        let candidates = controller.candidateLayout
        self.init(
            fitted: controller.fittedLayout, candidateBar: candidates.bar, openGrid: candidates.grid,
            emojiControls: controller.state.keyboard.page == .emoji ? controller.emojiPage.controls : [:],
            nineKeyChoices: controller.source.columnItems ?? [], candidateMenu: controller.candidateMenu)
    }
}
