import KeyboardLayout

extension TouchTargeting {
    /// The targeting of what `controller` shows now: its fitted layout, candidate bar
    /// (`candidateLayout`), the 9-key column's choices, the toolbar, and its overlay laid out (the
    /// candidate menu, the grid, the open panel).
    init(of controller: KeyboardController) {
        let candidates = controller.candidateLayout
        let overlay: OverlayLayout? =
            switch controller.state.overlay {
            case .candidateMenu: controller.candidateMenu.map { .candidateMenu($0) }
            case .candidateGrid: candidates.grid.map { .grid($0) }
            case .panel: controller.panelLayout.map { .panel($0) }
            case .none, .strokeRow: nil
            }
        self.init(
            fitted: controller.fittedLayout, candidateBar: candidates.bar, nineKeyChoices: controller.source.display.columnItems ?? [],
            panelToolbar: controller.panelToolbar, overlay: overlay)
    }
}
