import KeyboardLayout

extension TouchTargeting {
    /// The targeting of what `controller` shows now: its fitted layout, candidate bar and open grid
    /// (`candidateLayout`), the 9-key column's choices, an open candidate menu,
    /// and the toolbar and open panel (`panelToolbar`, `panelLayout`).
    init(of controller: KeyboardController) {
        let candidates = controller.candidateLayout
        self.init(
            fitted: controller.fittedLayout, candidateBar: candidates.bar, openGrid: candidates.grid,
            nineKeyChoices: controller.source.columnItems ?? [], candidateMenu: controller.candidateMenu,
            panelToolbar: controller.panelToolbar, panel: controller.panelLayout)
    }
}
