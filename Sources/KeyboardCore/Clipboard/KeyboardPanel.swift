/// A panel that covers the keys, opened from the toolbar on the empty candidate bar.
public enum KeyboardPanel: String, Hashable, Sendable, Codable, CaseIterable {
    /// 剪贴板: the texts copied lately, newest first.
    case clipboard
    /// 常用语: the saved phrases, grouped.
    case phrases
}

/// What an open panel shows, as the host draws it (the controller reads the stores when the
/// panel opens and after each change made in it, not per keystroke).
public enum KeyboardPanelContent: Hashable, Sendable {
    /// The clipboard's items, newest first (pinned ones included, marked).
    case clipboard([ClipboardItem])
    /// The saved phrases, grouped, groups in the user's order.
    case phrases([QuickPhraseBook.Group])

    /// Which panel this is.
    public var panel: KeyboardPanel {
        switch self {
        case .clipboard: return .clipboard
        case .phrases: return .phrases
        }
    }
}
