import KeyboardLayout

/// What a point on the keyboard belongs to, decided from what is on screen (the same geometry the
/// render state carries): a candidate or the expand control in the bar, a cell or control of the
/// open candidate grid (which covers the keys, so no hidden key is ever hit), an emoji page button (a key whose action is one),
/// a 9-key column cell, the toolbar on the empty bar or the open panel over the keys, or a key (the
/// nearest: no dead zones); an open candidate menu or panel item menu first takes every touch. A pure value.
struct TouchTargeting {
    var fitted: FittedLayout
    var candidateBar: CandidateBarLayout?
    /// The grid, when it is open.
    var openGrid: CandidateGrid?
    /// 9-key: the pinyin choices the column lists (empty: the column's own punctuation).
    var nineKeyChoices: [String]
    /// The open candidate menu: while it is there, it takes every touch.
    var candidateMenu: CandidateMenu? = nil
    /// The toolbar on the empty bar, when shown.
    var panelToolbar: PanelToolbar? = nil
    /// The open panel: it covers the keys (its item menu, when open, takes every touch).
    var panel: PanelLayout? = nil

    func target(at point: LayoutPoint) -> TouchTarget {
        if let candidateMenu { return candidateMenu.target(at: point) }
        if let panel, panel.menu != nil { return panel.target(at: point) }
        if let toolbar = panelToolbar, point.y < toolbar.frame.maxY {
            return toolbar.target(at: point)
        }
        if let bar = candidateBar, point.y < bar.frame.maxY {
            return bar.target(at: point)
        }
        if let panel { return panel.target(at: point) }
        if let grid = openGrid {
            return grid.target(at: point)
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
