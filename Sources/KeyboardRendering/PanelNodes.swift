import KeyboardCore
import KeyboardLayout

/// A button of the toolbar, of a panel's tabs or control column, or an entry of a pop-up menu (a
/// clipboard item's, a candidate's): its frame, the highlight behind it (selected or under a
/// finger), and its title.
public struct PanelButtonNode: Hashable, Sendable {
    /// Its id, the one its touches report (`toolbar-clipboard`, `panel-next`, `panel-menu-pin`).
    public var id: String
    /// Its rectangle, in keyboard points.
    public var frame: LayoutRect
    /// The rounded highlight behind it (selected, or pressed), nil for none.
    public var highlight: ShapeNode?
    /// Its title, centred (dimmed when disabled).
    public var title: TextNode
    /// False for a button that does nothing now.
    public var isEnabled: Bool
    /// Whether it is the selected one (the open panel, the group shown).
    public var isSelected: Bool
}

/// The toolbar drawn in the empty candidate bar: 剪贴板, 常用语.
public struct PanelToolbarNode: Hashable, Sendable {
    /// The bar's rectangle.
    public var frame: LayoutRect
    /// The buttons, left to right.
    public var buttons: [PanelButtonNode]
    /// The bar's fill (the theme's toolbar colour), nil when the keyboard's background shows through.
    public var background: KeyboardColor? = nil
}

/// One item of an open panel's list: its row, its one-line text, and at the right end a phrase's
/// code or a pinned item's mark (置顶 with a dot).
public struct PanelRowNode: Hashable, Sendable {
    /// Its id, the one its touches report (`panel-item-12`).
    public var id: String
    /// The item's id in its store.
    public var itemID: Int64
    /// The row's rectangle, in keyboard points.
    public var frame: LayoutRect
    /// The highlight behind the row while a finger is on it (or its menu is open), nil otherwise.
    public var highlight: ShapeNode?
    /// The item's text, left-aligned in the row (cut with … by the core).
    public var text: TextNode
    /// The code or the pinned mark's text at the right end, in the secondary colour.
    public var detail: TextNode?
    /// Whether the item is pinned.
    public var isPinned: Bool
    /// The pinned mark's dot (accent colour) before the detail, nil when not pinned.
    public var pinMark: ShapeNode?
}

/// An item's menu (置顶 or 取消置顶, 删除): a box over the panel with its entries.
public struct PanelMenuNode: Hashable, Sendable {
    /// The item the menu is for, by store id.
    public var itemID: Int64
    /// The box, filled with the pop-up colour and outlined with the keys' shadow colour.
    public var box: ShapeNode
    /// The keys' shadow colour, nil for none.
    public var shadowColor: KeyboardColor?
    /// The entries, left to right.
    public var items: [PanelButtonNode]
}

/// An open panel (剪贴板 or 常用语) over the keys area: the phrases' group tabs, the rows of the
/// page shown, lines between them, the control column and, when open, an item's menu.
public struct PanelNode: Hashable, Sendable {
    /// Which panel.
    public var panel: KeyboardPanel
    /// The area it covers (the keys area).
    public var frame: LayoutRect
    /// Its background colour (the keyboard's).
    public var background: KeyboardColor
    /// The phrases' groups as tabs (empty for the clipboard).
    public var tabs: [PanelButtonNode]
    /// The rows of the page shown, top to bottom.
    public var rows: [PanelRowNode]
    /// The lines under the tabs and rows and left of the control column.
    public var separators: [ShapeNode]
    /// The control column, top to bottom.
    public var controls: [PanelButtonNode]
    /// What an empty list says, centred in the list area; nil when it has items.
    public var emptyText: TextNode?
    /// The page shown (0-based).
    public var page: Int
    /// How many pages the list fills.
    public var pageCount: Int
    /// The open item menu, drawn over the rest.
    public var menu: PanelMenuNode?
}

/// The form switcher over the keys: a pop-up menu with an entry per form turned on, the form
/// shown selected.
public struct FormSwitcherNode: Hashable, Sendable {
    /// The menu's box, filled with the pop-up colour and outlined with the shadow colour.
    public var box: ShapeNode
    /// The key style's shadow colour, nil for none.
    public var shadowColor: KeyboardColor?
    /// The entries (`form-pinyin`, `form-wubi86`, …), in the person's order.
    public var items: [PanelButtonNode]
}
