import KeyboardLayout

/// The menu a hold on a clipboard item opens (置顶 or 取消置顶, 删除), laid out by the core under
/// (or over) the item's row: the renderer draws these frames and touches are hit-tested against
/// the same ones. While it is open, a touch outside it only closes it.
public struct PanelItemMenu: Hashable, Sendable {
    /// The item the menu is for, by store id.
    public var itemID: Int64
    /// The item's row, which the menu points at.
    public var anchor: LayoutRect
    /// The menu's box.
    public var frame: LayoutRect
    /// Its entries, left to right (`panel-menu-pin` or `panel-menu-unpin`, `panel-menu-delete`).
    public var items: [TitledButton]
    /// The titles' size, in points.
    public var fontSize: Double

    /// Id of the touch that closes the menu without acting.
    public static let dismissID = "panel-menu-dismiss"
    /// Width of one entry.
    public static let itemWidth = 84.0

    /// The menu of `row`'s item, kept inside `area`: below the row, or above it when there is no room.
    public init(row: PanelLayout.Row, in area: LayoutRect, fontSize: Double) {
        itemID = row.itemID
        anchor = row.frame
        self.fontSize = fontSize
        let entries: [(String, String, PanelCommand)] = [
            row.isPinned ? ("panel-menu-unpin", "取消置顶", .pinClip(row.itemID, false)) : ("panel-menu-pin", "置顶", .pinClip(row.itemID, true)),
            ("panel-menu-delete", "删除", .removeClip(row.itemID)),
        ]
        let width = min(area.width, Self.itemWidth * Double(entries.count))
        let height = max(32, min(40, row.frame.height * 0.9))
        let x = min(max(area.minX, row.frame.midX - width / 2), max(area.minX, area.maxX - width))
        let y = row.frame.maxY + 2 + height <= area.maxY ? row.frame.maxY + 2 : max(area.minY, row.frame.minY - 2 - height)
        frame = LayoutRect(x: x, y: y, width: width, height: height)
        let itemWidth = width / Double(entries.count)
        items = entries.enumerated().map { index, entry in
            TitledButton(id: entry.0, title: entry.1, action: .command(.panel(entry.2)),
                         frame: LayoutRect(x: x + Double(index) * itemWidth, y: y, width: itemWidth, height: height))
        }
    }

    /// What a touch at `point` hits while the menu is open: an entry, or else the dismissal.
    public func target(at point: LayoutPoint) -> TouchTarget {
        TitledButton.target(at: point, in: items) ?? .button(id: Self.dismissID, action: .command(.panel(.closeMenu)))
    }
}
