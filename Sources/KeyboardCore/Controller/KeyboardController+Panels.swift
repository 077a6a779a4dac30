import Foundation
import KeyboardLayout

/// The panels (剪贴板, 常用语) on the keyboard: which is open is the state's overlay, what it shows
/// and its layout are `panels`' (made once per change); what a panel inserts goes through the commit stage.
extension KeyboardController {
    /// Whether the toolbar (剪贴板, 常用语) shows on the candidate bar: nothing composed or
    /// written, no 联想 predictions, the letters page, no panel open.
    public var showsToolbar: Bool {
        state.panel == nil && !source.hasInput && sources.predictions.predictions.isEmpty && state.keyboard.page == .letters
    }

    /// Opens a panel over the keys (nil closes it); a composition is committed as typed first.
    public func openPanel(_ panel: KeyboardPanel?) {
        endComposition(commit: .raw)
        state.overlay = panel.map { .panel($0, PanelView()) } ?? .none
        panels.invalidate()
    }

    /// What the open panel shows (read when it opens and after each change in it).
    public var panelContent: KeyboardPanelContent? { panels.content(of: state.panel) }

    /// The toolbar on the candidate bar, laid out (`PanelToolbar.shown`; nil when it is not shown).
    public var panelToolbar: PanelToolbar? {
        panels.toolbar(showsToolbar: showsToolbar, open: state.panel, barIsEmpty: barTexts.isEmpty, in: fittedLayout)
    }

    /// The open panel laid out over the keys area (the same geometry the render state carries and touches hit).
    public var panelLayout: PanelLayout? { panels.layout(of: state.panel, view: state.panelView, in: fittedLayout.keysArea) }

    /// Carries out a tap (or a hold) on the toolbar or in the open panel (see `KeyboardPanels.perform`).
    func performPanelCommand(_ command: PanelCommand) {
        switch panels.perform(command, open: state.panel, view: &state.panelView, in: fittedLayout.keysArea) {
        case .none: break
        case .open(let panel): openPanel(panel)
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
        let kept = panels.clipboard.record(text, fromSecureField: fromSecureField || document.textInputTraits.isSecureTextEntry)
        if kept { panels.invalidate() }
        return kept
    }

    /// Inserts a clipboard item (tapped in the panel) and closes the panel.
    public func insertClipboardItem(_ id: Int64) { performPanelCommand(.insertClip(id)) }

    /// Inserts a saved phrase (tapped in the panel) and closes the panel.
    public func insertPhrase(_ id: Int64) { performPanelCommand(.insertPhrase(id)) }

    /// Reads the open panel's content again (the clipboard's expiry runs then).
    public func refreshPanel() { panels.invalidate() }
}
