import KeyboardLayout

/// An open panel (剪贴板 or 常用语) laid out over the keys area by the core, like the candidate
/// grid: the phrases' groups as tabs along the top, the items as one-line rows (a page at a time),
/// and a control column on the right (返回, ▲, ▼, then 清空 for the clipboard or 编辑 for the
/// phrases). The renderer draws these frames and touches are hit-tested against the same ones:
/// a row's tap inserts its item, holding a clipboard row opens its menu (`PanelItemMenu`).
public struct PanelLayout: Hashable, Sendable {
    /// One item of the list: a clipboard item or a phrase.
    public struct Row: Hashable, Sendable {
        /// Its id for the pressed state (`panel-item-12`).
        public var id: String
        /// The item's id in its store.
        public var itemID: Int64
        /// What the row shows: the item's text on one line, cut with … to fit.
        public var text: String
        /// The small text at the row's right end: a phrase's short code, or 置顶 for a pinned item.
        public var detail: String?
        /// Whether the item is pinned (clipboard).
        public var isPinned: Bool
        /// What a tap on it does (insert it).
        public var command: PanelCommand
        /// The row's frame, in keyboard points.
        public var frame: LayoutRect
    }

    /// A tab or a button of the control column.
    public struct Control: Hashable, Sendable {
        /// Its id (`panel-close`, `panel-previous`, `panel-next`, `panel-clear`, `panel-edit`, `panel-group-0`).
        public var id: String
        /// What it shows.
        public var title: String
        /// What a tap on it does.
        public var command: PanelCommand
        /// Its frame, in keyboard points.
        public var frame: LayoutRect
        /// False for a control that does nothing now (previous on the first page, next on the last).
        public var isEnabled: Bool
        /// A tab: whether it is the group shown.
        public var isSelected: Bool
    }

    /// Which panel.
    public var panel: KeyboardPanel
    /// The area it covers (the keys area).
    public var frame: LayoutRect
    /// The phrases' groups as tabs (empty for the clipboard).
    public var tabs: [Control]
    /// The rows of the page shown, top to bottom.
    public var rows: [Row]
    /// The control column, top to bottom.
    public var controls: [Control]
    /// What an empty list says instead, nil when it has items.
    public var emptyText: String?
    /// The page shown (0-based).
    public var page: Int
    /// How many pages the list fills (at least 1).
    public var pageCount: Int
    /// The open item menu, if any (it takes every touch while open).
    public var menu: PanelItemMenu?
    /// The rows' font size (tabs, details and controls are smaller).
    public var fontSize: Double

    /// Width of the control column.
    public static let controlWidth = 60.0
    /// The tallest row.
    public static let rowHeight = 44.0
    /// Height of the phrases' tab strip.
    public static let tabHeight = 34.0
    /// Space left and right of a row's text.
    public static let rowPadding = 14.0

    /// Lays out `content` in `area` at `view`'s page, group and menu (each clamped to what exists),
    /// rows in `fontSize`.
    public init(content: KeyboardPanelContent, view: PanelView, in area: LayoutRect, fontSize: Double = 16) {
        panel = content.panel
        frame = area
        self.fontSize = fontSize
        let listWidth = max(1, area.width - Self.controlWidth)
        let smallSize = max(1, fontSize * 0.8)
        var listTop = area.minY
        var tabs: [Control] = []
        let entries: [(id: Int64, text: String, detail: String?, pinned: Bool, command: PanelCommand)]
        switch content {
        case .clipboard(let items):
            entries = items.map { ($0.id, $0.text, $0.pinned ? "置顶" : nil, $0.pinned, .insertClip($0.id)) }
            emptyText = items.isEmpty ? "没有复制的内容" : nil
        case .phrases(let groups):
            let group = groups.isEmpty ? 0 : min(max(0, view.group), groups.count - 1)
            var x = area.minX
            for (index, name) in groups.map(\.name).enumerated() {
                let width = TextMetrics.estimatedWidth(of: name, fontSize: smallSize) + 2 * Self.rowPadding
                guard x + width <= area.minX + listWidth + 1e-9 else { break }
                tabs.append(Control(
                    id: "panel-group-\(index)", title: name, command: .phraseGroup(index),
                    frame: LayoutRect(x: x, y: area.minY, width: width, height: Self.tabHeight), isEnabled: true, isSelected: index == group))
                x += width
            }
            listTop += Self.tabHeight
            let phrases = groups.isEmpty ? [] : groups[group].phrases
            entries = phrases.map { ($0.id, $0.text, $0.code.isEmpty ? nil : $0.code, false, .insertPhrase($0.id)) }
            emptyText = phrases.isEmpty ? "还没有常用语" : nil
        }
        self.tabs = tabs
        let listHeight = max(1, area.maxY - listTop)
        let perPage = max(1, Int(listHeight / Self.rowHeight + 1e-9))
        let rowHeight = listHeight / Double(perPage)
        pageCount = max(1, (entries.count + perPage - 1) / perPage)
        page = min(max(0, view.page), pageCount - 1)
        var rows: [Row] = []
        for (slot, entry) in entries.dropFirst(page * perPage).prefix(perPage).enumerated() {
            let detailWidth = entry.detail.map { TextMetrics.estimatedWidth(of: $0, fontSize: smallSize) + Self.rowPadding } ?? 0
            let textWidth = listWidth - 2 * Self.rowPadding - detailWidth
            rows.append(Row(
                id: "panel-item-\(entry.id)", itemID: entry.id, text: Self.oneLine(entry.text, fitting: textWidth, fontSize: fontSize),
                detail: entry.detail, isPinned: entry.pinned, command: entry.command,
                frame: LayoutRect(x: area.minX, y: listTop + Double(slot) * rowHeight, width: listWidth, height: rowHeight)))
        }
        self.rows = rows
        let controlX = area.minX + listWidth, controlHeight = area.height / 4
        func control(_ slot: Int, _ id: String, _ title: String, _ command: PanelCommand, _ enabled: Bool) -> Control {
            Control(id: id, title: title, command: command,
                    frame: LayoutRect(x: controlX, y: area.minY + Double(slot) * controlHeight, width: Self.controlWidth, height: controlHeight),
                    isEnabled: enabled, isSelected: false)
        }
        controls = [
            control(0, "panel-close", "返回", .close, true),
            control(1, "panel-previous", "▲", .page(-1), page > 0),
            control(2, "panel-next", "▼", .page(1), page + 1 < pageCount),
            panel == .clipboard
                ? control(3, "panel-clear", "清空", .clearClipboard, !entries.isEmpty)
                : control(3, "panel-edit", "编辑", .editPhrases, true),
        ]
        menu = view.menu.flatMap { id in
            rows.first { $0.itemID == id }.map { PanelItemMenu(row: $0, in: area, fontSize: smallSize) }
        }
    }

    /// What a touch at `point` (over the keys area) hits: the open menu first (which takes every
    /// touch), a row, a tab or an enabled control; else nothing.
    public func target(at point: LayoutPoint) -> TouchTarget {
        if let menu { return menu.target(at: point) }
        if let row = rows.first(where: { $0.frame.contains(point) }) {
            return .button(id: row.id, action: .command(.panel(row.command)))
        }
        if let control = (tabs + controls).first(where: { $0.frame.contains(point) }), control.isEnabled {
            return .button(id: control.id, action: .command(.panel(control.command)))
        }
        return .nothing
    }

    /// `text` on one line (line breaks and tabs become spaces), cut with … where it would pass `width`.
    static func oneLine(_ text: String, fitting width: Double, fontSize: Double) -> String {
        let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        guard TextMetrics.estimatedWidth(of: flat, fontSize: fontSize) > width else { return flat }
        // The estimate adds up character by character, so the cut is found in one pass.
        var room = width - TextMetrics.estimatedWidth(of: "…", fontSize: fontSize)
        var kept = ""
        for character in flat {
            room -= TextMetrics.estimatedWidth(of: String(character), fontSize: fontSize)
            guard room >= 0 else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
