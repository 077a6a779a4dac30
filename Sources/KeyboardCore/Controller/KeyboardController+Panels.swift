import KeyboardLayout

/// The panels (剪贴板, 常用语) on the keyboard: which is open is the state's overlay, what it shows
/// is `panels`' (read once per change) and its layout the `screen`'s; what a panel inserts goes
/// through the commit stage.
extension KeyboardController {
    /// Carries out a tap (or a hold) on the toolbar or in the open panel (see `KeyboardPanels.perform`).
    func performPanelCommand(_ command: PanelCommand) {
        switch panels.perform(command, view: &state.panelView, shown: screen.panel) {
        case .none: break
        case .open(let panel):
            // What was composed is committed as typed; opening one panel closes what was open.
            endComposition(commit: .raw)
            state.overlay = panel.map { .panel($0, PanelView()) } ?? .none
            panels.invalidate()
        case .insert(let text):
            // The panel closes; the text is committed through the stage (as typed: nothing to learn).
            state.overlay = .none
            endComposition(commit: .raw)
            commits.apply(Commit(text))
            updateAutoCapitalization()
        case .editPhrases: hostRequests.append(.editPhrases)
        }
    }

    /// The host saw a copy (the playground's page, `UIPasteboard` on iOS): kept unless the
    /// clipboard's rules refuse it. A copy from a secure field — or made while the keyboard
    /// types into one — is never kept. Whether it was kept.
    @discardableResult
    public func recordCopy(_ text: String, fromSecureField: Bool) -> Bool {
        panels.recordCopy(text, fromSecureField: fromSecureField || document.textInputTraits.isSecureTextEntry)
    }
}
