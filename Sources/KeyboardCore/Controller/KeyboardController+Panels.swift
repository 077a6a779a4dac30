import Foundation
import KeyboardLayout

extension KeyboardController {
    /// Whether the toolbar (剪贴板, 常用语) shows on the candidate bar: nothing composed or
    /// written, no 联想 predictions, the letters page, no panel open.
    public var showsToolbar: Bool {
        state.panel == nil && !source.hasInput && sources.predictions.predictions.isEmpty
            && state.keyboard.page == .letters
    }

    /// Opens a panel over the keys (nil closes it); a composition is committed as typed first.
    public func openPanel(_ panel: KeyboardPanel?) {
        endComposition(commit: .raw)
        state.panel = panel
        state.panelView = PanelView()
        refreshPanel()
    }

    /// The toolbar on the candidate bar, laid out (`PanelToolbar.shown`; nil when it is not shown).
    public var panelToolbar: PanelToolbar? {
        PanelToolbar.shown(showsToolbar: showsToolbar, open: state.panel, barIsEmpty: barTexts.isEmpty, in: fittedLayout)
    }

    /// The open panel laid out over the keys area (the same geometry the render state carries and touches hit).
    public var panelLayout: PanelLayout? {
        panelContent.map { PanelLayout(content: $0, view: state.panelView, in: fittedLayout.keysArea) }
    }

    /// Carries out a tap (or a hold) on the toolbar or in the open panel.
    func performPanelCommand(_ command: PanelCommand) {
        switch command {
        case .openClipboard: openPanel(.clipboard)
        case .openPhrases: openPanel(.phrases)
        case .close: openPanel(nil)
        case .insertClip(let id): insertClipboardItem(id)
        case .clipMenu(let id): state.panelView.menu = id
        case .pinClip(let id, let pinned):
            state.panelView.menu = nil
            pinClipboardItem(id, pinned)
        case .removeClip(let id):
            state.panelView.menu = nil
            removeClipboardItem(id)
        case .clearClipboard: clearClipboard()
        case .insertPhrase(let id): insertPhrase(id)
        case .phraseGroup(let index): state.panelView = PanelView(group: max(0, index))
        case .editPhrases: hostRequests.append(.editPhrases)
        case .page(let delta):
            let pages = panelLayout?.pageCount ?? 1
            state.panelView.page = min(max(0, (panelLayout?.page ?? 0) + delta), pages - 1)
            state.panelView.menu = nil
        case .closeMenu: state.panelView.menu = nil
        }
    }

    /// The host saw a copy (the playground's page, `UIPasteboard` on iOS): kept unless the
    /// clipboard's rules refuse it. A copy from a secure field — or made while the keyboard
    /// types into one — is never kept. Whether it was kept.
    @discardableResult
    public func recordCopy(_ text: String, fromSecureField: Bool) -> Bool {
        let kept = clipboard.record(text, fromSecureField: fromSecureField || document.textInputTraits.isSecureTextEntry)
        if kept { refreshPanel() }
        return kept
    }

    /// Inserts a clipboard item (tapped in the panel) and closes the panel.
    public func insertClipboardItem(_ id: Int64) {
        guard let item = clipboard.item(id) else { return refreshPanel() }
        insertFromPanel(item.text)
    }

    /// Pins or unpins a clipboard item (held in the panel).
    public func pinClipboardItem(_ id: Int64, _ pinned: Bool) {
        clipboard.pin(id, pinned)
        refreshPanel()
    }

    /// Deletes a clipboard item (held in the panel).
    public func removeClipboardItem(_ id: Int64) {
        clipboard.remove(id)
        refreshPanel()
    }

    /// "Clear all": every unpinned clipboard item goes.
    public func clearClipboard() {
        clipboard.clear()
        refreshPanel()
    }

    /// Inserts a saved phrase (tapped in the panel) and closes the panel.
    public func insertPhrase(_ id: Int64) {
        guard let phrase = phrases.phrases.first(where: { $0.id == id }) else { return refreshPanel() }
        insertFromPanel(phrase.text)
    }

    /// Adds a phrase (the panel's editor); the error says why one is refused.
    public func addPhrase(text: String, code: String, group: String) throws {
        try phrases.add(text: text, code: code, group: group)
        refreshPanel()
    }

    /// Edits a phrase; the error says why one is refused.
    public func updatePhrase(_ phrase: QuickPhrase) throws {
        try phrases.update(phrase)
        refreshPanel()
    }

    /// Moves a phrase to `index` of the whole list.
    public func movePhrase(_ id: Int64, to index: Int) {
        phrases.move(id, to: index)
        refreshPanel()
    }

    /// Deletes a phrase.
    public func removePhrase(_ id: Int64) {
        phrases.remove(id)
        refreshPanel()
    }

    /// Reads the open panel's content again (the clipboard's expiry runs here).
    public func refreshPanel() {
        switch state.panel {
        case .clipboard: panelContent = .clipboard(clipboard.items())
        case .phrases:
            phrases.reload()
            panelContent = .phrases(phrases.groups)
        case nil: panelContent = nil
        }
    }

    private func insertFromPanel(_ text: String) {
        state.panel = nil
        state.panelView = PanelView()
        panelContent = nil
        endComposition(commit: .raw)
        document.insertText(text)
        updateAutoCapitalization()
    }
}
