import KeyboardLayout

/// What a point on the keyboard belongs to, decided from what is on screen (the same geometry the
/// render state carries): first the open overlay that takes every touch (a candidate menu, a panel
/// item's menu), then the bar (the toolbar on the empty bar, else the candidates and the expand
/// control), then what covers the keys (the candidate grid or a panel, so no hidden key is ever
/// hit), else a key (the nearest: no dead zones), an emoji page button or a 9-key column cell. A pure value.
struct TouchTargeting {
    /// What covers the keys or the bar, laid out (from `KeyboardState.overlay`).
    enum OverlayLayout {
        /// The candidate menu: it takes every touch.
        case candidateMenu(CandidateMenu)
        /// The open candidate grid over the keys.
        case grid(CandidateGrid)
        /// The open panel over the keys (its item menu, when open, takes every touch).
        case panel(PanelLayout)
        /// The form switcher: it takes every touch.
        case formSwitcher(FormSwitcherMenu)
    }

    var fitted: FittedLayout
    var candidateBar: CandidateBarLayout?
    /// 9-key: the pinyin choices the column lists (empty: the column's own punctuation).
    var nineKeyChoices: [String]
    /// The toolbar on the empty bar, when shown.
    var panelToolbar: PanelToolbar? = nil
    /// The overlay open, laid out (nil: none, or the stroke row, whose keys are the fitted layout's).
    var overlay: OverlayLayout? = nil

    /// The targeting of `screen` (the bar, the toolbar and the one overlay open, laid out) over
    /// `fitted`'s keys, with the 9-key column listing `nineKeyChoices`.
    init(fitted: FittedLayout, screen: ScreenLayout, nineKeyChoices: [String]) {
        self.fitted = fitted
        candidateBar = screen.candidates.bar
        self.nineKeyChoices = nineKeyChoices
        panelToolbar = screen.toolbar
        // At most one of these is laid out: the content's one overlay.
        overlay = screen.candidateMenu.map { .candidateMenu($0) } ?? screen.formSwitcher.map { .formSwitcher($0) }
            ?? screen.candidates.grid.map { .grid($0) } ?? screen.panel.map { .panel($0) }
    }

    func target(at point: LayoutPoint) -> TouchTarget {
        switch overlay {
        case .candidateMenu(let menu): return menu.target(at: point)
        case .formSwitcher(let switcher): return switcher.target(at: point)
        case .panel(let panel) where panel.menu != nil: return panel.target(at: point)
        default: break
        }
        if let toolbar = panelToolbar, point.y < toolbar.frame.maxY { return toolbar.target(at: point) }
        if let bar = candidateBar, point.y < bar.frame.maxY { return bar.target(at: point) }
        switch overlay {
        case .panel(let panel): return panel.target(at: point)
        case .grid(let grid): return grid.target(at: point)
        case .candidateMenu, .formSwitcher, nil: break
        }
        guard let index = fitted.keyIndex(at: point) else { return .nothing }
        let placed = fitted.keys[index]
        if placed.key.action.isPageButton {
            return .button(id: placed.id, action: placed.key.action)
        }
        if placed.key.action == .candidateColumn {
            let items = nineKeyChoices.isEmpty ? placed.key.alternates : nineKeyChoices
            guard let cell = CandidateColumn.cellIndex(at: point, itemCount: items.count, in: placed.frame) else { return .nothing }
            let action: KeyboardAction = nineKeyChoices.isEmpty ? .character(items[cell]) : .command(.selectColumnItem(cell))
            return .button(id: "column-\(cell)", action: action)
        }
        return .key(placed)
    }
}

extension KeyboardAction {
    /// Whether a key with this action is a plain button rather than a key to type on (an emoji
    /// page's tab, page turn or search field): it acts on release over the same key, with no slide,
    /// pop-up or long press.
    var isPageButton: Bool {
        switch self {
        case .command(.emojiCategory), .emojiPage, .beginEmojiSearch, .endEmojiSearch: true
        default: false
        }
    }
}
