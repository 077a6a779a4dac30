/// Items cut into pages of `columns × rows` cells, filled row by row (an emoji page's grid).
public struct EmojiPagedGrid<Item: Sendable & Hashable>: Sendable, Hashable {
    /// Position of a cell in the grid.
    public struct Position: Sendable, Hashable {
        /// The page, from 0.
        public let page: Int
        /// The row within the page, from 0 at the top.
        public let row: Int
        /// The column, from 0 at the left.
        public let column: Int
    }

    /// Every item, in order across all pages.
    public let items: [Item]
    /// Cells per row (at least 1).
    public let columns: Int
    /// Rows per page (at least 1).
    public let rows: Int

    /// A grid of at least one column and one row (smaller values are raised to 1).
    public init(items: [Item], columns: Int, rows: Int) {
        self.items = items
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// Cells per page, `columns × rows`.
    public var pageSize: Int { columns * rows }

    /// Number of pages; an empty grid has none.
    public var pageCount: Int { (items.count + pageSize - 1) / pageSize }

    /// The items of one page in reading order (empty for a page out of range).
    public func page(_ index: Int) -> ArraySlice<Item> {
        guard index >= 0, index < pageCount else { return [] }
        let start = index * pageSize
        return items[start..<min(items.count, start + pageSize)]
    }

    /// The item in a cell, nil for an empty or out-of-range cell.
    public func item(page: Int, row: Int, column: Int) -> Item? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        let index = page * pageSize + row * columns + column
        return page >= 0 && index < items.count ? items[index] : nil
    }

    /// Where the item at `index` sits.
    public func position(ofItemAt index: Int) -> Position? {
        guard items.indices.contains(index) else { return nil }
        let inPage = index % pageSize
        return Position(page: index / pageSize, row: inPage / columns, column: inPage % columns)
    }
}
