import ChineseEngine
import StrokeInput

/// What covers the keys or the bar besides the keyboard itself, as one value in `KeyboardState`:
/// at most one is open, so opening one closes the others by construction (opening a panel or the
/// grid closes the emoji search, opening the search closes them). The `InputRouter` sends
/// actions to its owner first (the active input form owns the candidate menu and the stroke row),
/// and touch targeting reads it (`TouchTargeting`).
public enum Overlay: Hashable, Sendable, Codable {
    /// Nothing over the keys.
    case none
    /// The expanded candidate grid, at `page` (0: the first).
    case candidateGrid(page: Int)
    /// The long-press menu (删除) of candidate `candidate`, by index of the candidate list.
    case candidateMenu(candidate: Int)
    /// 笔画筛选's stroke row over the pinyin keys, with the strokes typed in it.
    case strokeRow(StrokePattern)
    /// A panel over the keys (剪贴板, 常用语) and where the user is in it.
    case panel(KeyboardPanel, PanelView)
    /// The emoji page's search field, open: letters typed go to its query (`InputRouter`).
    case emojiSearch(EmojiSearch)
    /// The form switcher over the keys (`FormSwitcherMenu`): the forms the person turned on.
    case formSwitcher

    /// Whether it shows candidates of the input in progress (the grid, the menu, the stroke row):
    /// those close when the input ends.
    var belongsToInput: Bool {
        switch self {
        case .candidateGrid, .candidateMenu, .strokeRow: true
        case .none, .panel, .emojiSearch, .formSwitcher: false
        }
    }

    /// The emoji page's search field while it is the overlay (nil otherwise).
    var emojiSearch: EmojiSearch? {
        if case .emojiSearch(let search) = self { search } else { nil }
    }
}

/// The emoji page's open search field: what was typed in it and the page of its results strip.
public struct EmojiSearch: Hashable, Sendable, Codable {
    /// The query (lower-case letters and single spaces), empty when just opened.
    public var query = ""
    /// Page of the search results strip.
    public var resultPage = 0

    /// A search just opened: no query, the first page of results (the recents).
    public init() {}
}

extension KeyboardState {
    /// Whether the candidate grid covers the keys.
    public var isCandidateGridExpanded: Bool {
        if case .candidateGrid = overlay { true } else { false }
    }
    /// The page of the expanded grid shown (0 when closed).
    public var candidateGridPage: Int {
        if case .candidateGrid(let page) = overlay { page } else { 0 }
    }
    /// The candidate whose long-press menu (删除) is open, by index of the candidate list.
    public var candidateMenu: Int? {
        if case .candidateMenu(let index) = overlay { index } else { nil }
    }
    /// 笔画筛选's stroke row: nil while closed; while open, the strokes typed in it.
    public var strokeRow: StrokePattern? {
        if case .strokeRow(let pattern) = overlay { pattern } else { nil }
    }
    /// The panel over the keys (剪贴板, 常用语), if one is open.
    public var panel: KeyboardPanel? {
        if case .panel(let panel, _) = overlay { panel } else { nil }
    }
    /// Where the user is in the open panel (its page, the phrases' group, an item's menu); setting
    /// it while no panel is open changes nothing.
    public var panelView: PanelView {
        get { if case .panel(_, let view) = overlay { view } else { PanelView() } }
        set { if case .panel(let panel, _) = overlay { overlay = .panel(panel, newValue) } }
    }
    /// The emoji page's search field while it is open (nil while closed).
    public var emojiSearch: EmojiSearch? { overlay.emojiSearch }
}
