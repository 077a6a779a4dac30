import Foundation

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
        refreshPanel()
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
        panelContent = nil
        endComposition(commit: .raw)
        document.insertText(text)
        updateAutoCapitalization()
    }
}
