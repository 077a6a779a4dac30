import KeyboardLayout

/// The panels over the keys (剪贴板, 常用语) apart from the keyboard's state: their stores, what
/// the open one shows (read from its store when it opens and after each change, never per
/// keystroke: the clipboard's expiry runs then), and the edits a host's editor or a panel's menus
/// make. Which panel is open is the keyboard state's (`Overlay.panel`); its layout and the
/// toolbar's are the controller's `ScreenLayout`. The controller holds one of these.
public final class KeyboardPanels {
    /// The clipboard's items and rules, over the store the host injected.
    public let clipboard: ClipboardHistory
    /// The saved phrases (常用语), over the store the host injected; their short codes reach the bar.
    public let phrases: QuickPhraseBook
    /// The content last read, and for which panel (nil: to be read again).
    private var read: (panel: KeyboardPanel, content: KeyboardPanelContent)?

    /// Panels over `clipboard` and `phrases`.
    init(clipboard: ClipboardHistory, phrases: QuickPhraseBook) {
        self.clipboard = clipboard
        self.phrases = phrases
    }

    /// What `panel` shows (nil: none open), read again only after a change.
    func content(of panel: KeyboardPanel?) -> KeyboardPanelContent? {
        guard let panel else { return nil }
        if let read, read.panel == panel { return read.content }
        let content: KeyboardPanelContent
        switch panel {
        case .clipboard: content = .clipboard(clipboard.items())
        case .phrases:
            phrases.reload()
            content = .phrases(phrases.groups)
        }
        read = (panel, content)
        return content
    }

    /// The stores changed (an edit here, the host's own, a panel opening): the next read reads them again.
    public func invalidate() {
        read = nil
    }

    /// What a panel command leaves for the keyboard to do.
    enum Effect: Hashable {
        /// Nothing more.
        case none
        /// Open this panel (nil: close the open one).
        case open(KeyboardPanel?)
        /// Close the panel and commit this text.
        case insert(String)
        /// Ask the host for the phrase editor.
        case editPhrases
    }

    /// Carries out a tap (or a hold) on the toolbar or in the open panel (at `view`, laid out as
    /// `shown`): where the user is in it changes in `view`, the stores are edited here, and what
    /// the keyboard must do next is returned.
    func perform(_ command: PanelCommand, view: inout PanelView, shown: PanelLayout?) -> Effect {
        switch command {
        case .openClipboard: return .open(.clipboard)
        case .openPhrases: return .open(.phrases)
        case .close: return .open(nil)
        case .editPhrases: return .editPhrases
        case .insertClip(let id):
            if let item = clipboard.item(id) { return .insert(item.text) }
            invalidate()
        case .insertPhrase(let id):
            if let phrase = phrases.phrases.first(where: { $0.id == id }) { return .insert(phrase.text) }
            invalidate()
        case .clipMenu(let id): view.menu = id
        case .pinClip(let id, let pinned):
            view.menu = nil
            pinClipboardItem(id, pinned)
        case .removeClip(let id):
            view.menu = nil
            removeClipboardItem(id)
        case .clearClipboard: clearClipboard()
        case .phraseGroup(let index): view = PanelView(group: max(0, index))
        case .page(let delta):
            view.page = min(max(0, (shown?.page ?? 0) + delta), (shown?.pageCount ?? 1) - 1)
            view.menu = nil
        case .closeMenu: view.menu = nil
        }
        return .none
    }

    /// Keeps a copy the host saw unless the clipboard's rules refuse it (never one from a secure
    /// field); whether it was kept.
    func recordCopy(_ text: String, fromSecureField: Bool) -> Bool {
        let kept = clipboard.record(text, fromSecureField: fromSecureField)
        if kept { invalidate() }
        return kept
    }

    /// Pins or unpins a clipboard item (held in the panel).
    public func pinClipboardItem(_ id: Int64, _ pinned: Bool) {
        clipboard.pin(id, pinned)
        invalidate()
    }

    /// Deletes a clipboard item (held in the panel).
    public func removeClipboardItem(_ id: Int64) {
        clipboard.remove(id)
        invalidate()
    }

    /// "Clear all": every unpinned clipboard item goes.
    public func clearClipboard() {
        clipboard.clear()
        invalidate()
    }

    /// Adds a phrase (the panel's editor); the error says why one is refused.
    public func addPhrase(text: String, code: String, group: String) throws {
        defer { invalidate() }
        try phrases.add(text: text, code: code, group: group)
    }

    /// Edits a phrase; the error says why one is refused.
    public func updatePhrase(_ phrase: QuickPhrase) throws {
        defer { invalidate() }
        try phrases.update(phrase)
    }

    /// Moves a phrase to `index` of the whole list.
    public func movePhrase(_ id: Int64, to index: Int) {
        phrases.move(id, to: index)
        invalidate()
    }

    /// Deletes a phrase.
    public func removePhrase(_ id: Int64) {
        phrases.remove(id)
        invalidate()
    }
}
