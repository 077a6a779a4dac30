import KeyboardLayout

/// The small menu a long press on a candidate opens (删除), laid out by the core next to the
/// candidate's cell in the bar or the grid: the renderer draws these frames and the controller
/// hit-tests the same ones. While it is open, a touch outside it only closes it.
public struct CandidateMenu: Hashable, Sendable {
    /// The candidate the menu is for, by index of the full candidate list, and its text.
    public var candidateIndex: Int
    /// The candidate's text.
    public var text: String
    /// The candidate's cell, which the menu points at.
    public var anchor: LayoutRect
    /// The menu's box.
    public var frame: LayoutRect
    /// Its entries, top to bottom (`candidate-menu-delete`).
    public var items: [TitledButton]
    /// The size of its titles, in points.
    public var fontSize: Double

    /// Id of the touch that closes the menu without acting.
    public static let dismissID = "candidate-menu-dismiss"

    /// The menu for candidate `index` of `layout` (whose bar or grid shows it), kept inside `bounds`;
    /// nil when the candidate is not on screen.
    public init?(candidateIndex index: Int, text: String, layout: CandidateLayout, bounds: LayoutSize) {
        let cell = layout.grid?.cells.first { $0.candidateIndex == index }?.frame
            ?? (layout.grid == nil ? layout.bar?.cells.first { $0.candidateIndex == index }?.frame : nil)
        guard let cell else { return nil }
        candidateIndex = index
        self.text = text
        anchor = cell
        fontSize = min(16, max(10, cell.height * 0.38))
        let width = min(bounds.width, max(72, fontSize * 5))
        let height = max(32, cell.height * 0.9)
        let x = min(max(0, cell.midX - width / 2), max(0, bounds.width - width))
        // Below the cell over the keys; above it when there is no room (the grid's last row).
        let y = cell.maxY + 4 + height <= bounds.height ? cell.maxY + 4 : max(0, cell.minY - 4 - height)
        frame = LayoutRect(x: x, y: y, width: width, height: height)
        items = [TitledButton(id: "candidate-menu-delete", title: "删除", action: .command(.deleteCandidate(index)), frame: frame)]
    }

    /// What a touch at `point` hits while the menu is open: an item, or else the dismissal.
    public func target(at point: LayoutPoint) -> TouchTarget {
        TitledButton.target(at: point, in: items) ?? .button(id: Self.dismissID, action: .command(.closeCandidateMenu))
    }
}
