/// A panel that covers the keys, opened from the toolbar on the empty candidate bar.
public enum KeyboardPanel: String, Hashable, Sendable, Codable, CaseIterable {
    /// 剪贴板: the texts copied lately, newest first.
    case clipboard
    /// 常用语: the saved phrases, grouped.
    case phrases
}

/// What an open panel shows, as the core reads it from its stores (the controller reads them when
/// the panel opens and after each change made in it, not per keystroke); `PanelLayout` lays it out.
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

/// Where the user is in the open panel: the page of its list, the group of phrases shown, and the
/// item whose menu (pin, delete) is open. Reset when a panel opens.
public struct PanelView: Hashable, Sendable, Codable {
    /// The page of the list shown (0: the first; clamped when laid out).
    public var page = 0
    /// The group of phrases shown, by index (clamped when laid out).
    public var group = 0
    /// The clipboard item whose menu is open, by id.
    public var menu: Int64?

    /// The first page of `group` (default the first), no menu.
    public init(group: Int = 0) {
        self.group = group
    }
}
