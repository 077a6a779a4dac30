import Foundation
import KeyboardLayout

/// The emoji page as a layout of keys, built for the page's state and fitted like any layout, so
/// every host draws it with the renderer it already has and hit-tests it the same way.
///
/// The grid: a top bar (search field, category title with the page, ‹ ›), rows of emoji cells
/// (role `.emoji`, typing their emoji, skin tones as alternates) and the category bar between
/// ABC/返回 and delete. While searching: the search page's layout file (`emoji-search.json`: the
/// field, cancel, letters, 完成) with its first row filled with the results. Every button is a key
/// whose action says what it does (`emoji-search`, `emoji-page:1`, an emoji tab's command).
struct EmojiPageLayout {
    /// Ids of the page's keys.
    enum KeyID {
        static let cellPrefix = "emoji:"
        static let categoryPrefix = "emoji-category-"
        static let search = "emoji-search"
        static let title = "emoji-title"
        static let previous = "emoji-previous"
        static let next = "emoji-next"
        static let cancelSearch = "emoji-search-cancel"
        static let doneSearch = "emoji-search-done"
        static let hint = "emoji-hint"
        static let results = "emoji-results"
        static let back = "abc"
        static let delete = "delete"
    }

    /// The emoji grid page.
    static let gridID = LayoutID("emoji")
    /// The emoji search page (its layout file).
    static let searchID = LayoutID.emojiSearch
    /// Points an emoji cell wants at least, across and down.
    static let cellWidth = 44.0
    static let cellHeight = 40.0

    let layout: KeyLayout
    let summary: EmojiPageSummary

    /// Columns and rows of the grid for a keyboard size (the search strip uses the columns).
    static func gridShape(for size: LayoutSize) -> (columns: Int, rows: Int) {
        let columns = max(5, Int(size.width / cellWidth))
        let rows = max(2, Int(size.height * 0.68 / cellHeight))
        return (columns, rows)
    }

    /// Pages of `count` cells in a grid of this shape (one page at least).
    static func pageCount(cells count: Int, columns: Int, rows: Int) -> Int {
        max(1, (count + columns * rows - 1) / (columns * rows))
    }

    /// The grid page: the state's category and page, clamped.
    init(grid state: EmojiPageState, board: EmojiBoard, size: LayoutSize, mode: InputMode) {
        let (emojiColumns, rows) = Self.gridShape(for: size)
        let categories = board.categories
        let categoryIndex = min(max(0, state.category), max(0, categories.count - 1))
        let category = categories.indices.contains(categoryIndex) ? categories[categoryIndex] : nil
        let columns = Self.columns(emojiColumns, category)
        let cells = category?.cells ?? []
        let pageCount = Self.pageCount(cells: cells.count, columns: columns, rows: rows)
        let page = min(max(0, state.page), pageCount - 1)
        let shown = Array(cells.dropFirst(page * columns * rows).prefix(columns * rows))
        let field = Self.fieldStyle
        let top = LayoutRow(items: [
            .key(LayoutKey(
                id: KeyID.search, action: .beginEmojiSearch, label: "搜索表情", role: .character, width: .relative(0.42), style: field)),
            .key(LayoutKey(
                id: KeyID.title, action: .none, label: "\(category?.title ?? "表情") \(page + 1)/\(pageCount)", role: .function,
                style: Self.bareStyle(fontSize: 13))),
            .key(LayoutKey(id: KeyID.previous, action: .emojiPage(-1), label: "‹", role: .function, width: .relative(0.1),
                           style: Self.bareStyle(fontSize: 22))),
            .key(LayoutKey(id: KeyID.next, action: .emojiPage(1), label: "›", role: .function, width: .relative(0.1),
                           style: Self.bareStyle(fontSize: 22))),
        ], size: .relative(0.14))
        var gridRows: [LayoutRow] = []
        for row in 0..<rows {
            let slice = shown.dropFirst(row * columns).prefix(columns)
            var items = slice.map { RowItem.key(Self.cellKey($0, board: board, wide: columns < emojiColumns)) }
            items += Array(repeating: RowItem.spacer(.dynamic), count: columns - slice.count)
            gridRows.append(LayoutRow(items: items))
        }
        var bar: [RowItem] = [
            .key(LayoutKey(id: KeyID.back, action: .page(.letters), label: mode == .chinese ? "返回" : "ABC", width: .relative(0.13)))
        ]
        for (index, tab) in categories.enumerated() {
            bar.append(.key(LayoutKey(
                id: KeyID.categoryPrefix + String(index), action: .command(.emojiCategory(index)), label: tab.symbol, role: .function,
                style: index == categoryIndex ? Self.selectedTabStyle : Self.bareStyle(fontSize: 20))))
        }
        bar.append(.key(LayoutKey(id: KeyID.delete, action: .backspace, icon: .delete, width: .relative(0.13))))
        layout = KeyLayout(
            id: Self.gridID, displayName: "Emoji", language: mode, page: .emoji, hasCandidateBar: false,
            rows: [top] + gridRows + [LayoutRow(items: bar, size: .relative(0.15))])
        summary = EmojiPageSummary(
            categoryTitles: categories.map(\.title), selectedCategory: categoryIndex, page: page, pageCount: pageCount, query: nil,
            visibleEmoji: shown.map(\.value))
    }

    /// The search page: `file` (the search page's layout file) with its first row holding the results
    /// in one strip (recents while the query is empty), the field showing the query, and the back
    /// key's label following the mode; `category` (the grid's) is kept for the summary.
    init(search: EmojiSearch, category: Int, board: EmojiBoard, size: LayoutSize, mode: InputMode, file: KeyLayout) {
        let columns = Self.gridShape(for: size).columns
        let query = search.query
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let results = trimmed.isEmpty ? (board.categories.first { $0.isRecents }?.cells ?? []) : board.search(trimmed)
        let pageCount = Self.pageCount(cells: results.count, columns: columns, rows: 1)
        let page = min(max(0, search.resultPage), pageCount - 1)
        let shown = Array(results.dropFirst(page * columns).prefix(columns))
        var strip: [RowItem]
        if shown.isEmpty {
            let hint = trimmed.isEmpty ? "输入拼音或英文搜索表情" : "没有找到“\(trimmed)”"
            strip = [.key(LayoutKey(id: KeyID.hint, action: .none, label: hint, role: .function, style: Self.bareStyle(fontSize: 14)))]
        } else {
            strip = shown.map { RowItem.key(Self.cellKey($0, board: board)) }
            strip += Array(repeating: RowItem.spacer(.dynamic), count: columns - shown.count)
        }
        var layout = file
        layout.language = mode
        layout.rows = file.rows.map { row in
            var row = row
            if row.allKeys.contains(where: { $0.id == KeyID.results }) { row.items = strip }
            row.items = row.items.map { item in
                guard case .key(var key) = item else { return item }
                switch key.id {
                case KeyID.search: key.label = query.isEmpty ? "搜索表情" : query + "▏"
                case KeyID.back: key.label = mode == .chinese ? "返回" : "ABC"
                default: break
                }
                return .key(key)
            }
            return row
        }
        self.layout = layout
        summary = EmojiPageSummary(
            categoryTitles: board.categories.map(\.title), selectedCategory: category, page: page, pageCount: pageCount,
            query: query, visibleEmoji: shown.map(\.value))
    }

    /// An emoji cell: types its emoji; its skin tones are the long-press alternates.
    static func cellKey(_ cell: EmojiPageCell, board: EmojiBoard, wide: Bool = false) -> LayoutKey {
        LayoutKey(
            id: KeyID.cellPrefix + cell.value, action: .character(cell.value), label: cell.value, role: .emoji,
            alternates: board.skinTones(of: cell), style: wide ? Self.wideCellStyle : nil)
    }

    /// A 颜文字 cell's text: smaller than an emoji's, so a face fits three columns.
    static let wideCellStyle = KeyStyle(fontSize: 15, showsPopup: false)

    /// The columns of a category's grid: a wide cell (颜文字) takes `columnSpan` emoji columns.
    static func columns(_ emojiColumns: Int, _ category: EmojiPageCategory?) -> Int {
        max(1, emojiColumns / max(1, category?.columnSpan ?? 1))
    }

    /// The search field: a letter-key cap with text a little smaller than a letter's, not shrunk as a
    /// key typing several characters is.
    static let fieldStyle = KeyStyle(fontSize: 17, showsPopup: false)

    /// A key drawn without a cap (tabs, title, page buttons), darkening a little when pressed.
    static func bareStyle(fontSize: Double) -> KeyStyle {
        KeyStyle(
            backgroundColor: .clear, pressedBackgroundColor: KeyboardColor(rgb: 0x000000, alpha: 0.12), shadowColor: .clear,
            shadowOffset: 0, fontSize: fontSize)
    }

    /// The category shown: its tab sits on a soft grey disc.
    static let selectedTabStyle = KeyStyle(
        backgroundColor: KeyboardColor(rgb: 0x000000, alpha: 0.12), pressedBackgroundColor: KeyboardColor(rgb: 0x000000, alpha: 0.18),
        cornerRadius: 8, shadowColor: .clear, shadowOffset: 0, fontSize: 20)
}
