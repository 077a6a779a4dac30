import KeyboardLayout

/// A button with a title that the core lays out and the renderer draws: an entry of a pop-up menu
/// (the candidate's 删除, a clipboard item's 置顶) or of the panel toolbar (剪贴板). Touches are
/// hit-tested against the same frame, and a touch on it is its `action`.
public struct TitledButton: Hashable, Sendable {
    /// Its id for the pressed state and the SVG (`candidate-menu-delete`, `toolbar-clipboard`).
    public var id: String
    /// What it shows (删除, 剪贴板).
    public var title: String
    /// What a tap on it does.
    public var action: KeyboardAction
    /// Its frame, in keyboard points.
    public var frame: LayoutRect
    /// Whether it stands for what is open now (the open panel's toolbar button); false for a menu entry.
    public var isSelected = false

    /// The touch target of the first of `buttons` whose frame holds `point`, nil when none does.
    static func target(at point: LayoutPoint, in buttons: [TitledButton]) -> TouchTarget? {
        buttons.first { $0.frame.contains(point) }.map { .button(id: $0.id, action: $0.action) }
    }
}
