import KeyboardLayout

/// The forms the switcher offers and the one shown: what the toolbar's form button and the
/// switcher read (`ScreenContent.formChoice`).
public struct FormChoice: Hashable, Sendable {
    /// The forms turned on, in the person's order (the one shown among them).
    public var forms: [InputForm]
    /// The form shown now.
    public var current: InputForm

    /// The forms of `enabled` and the one shown.
    public init(forms: [InputForm], current: InputForm) { (self.forms, self.current) = (forms, current) }
}

/// The form switcher, laid out by the core over the keys, under the toolbar's form button (at the
/// keys' left, over the 中/英 key's side, when a long press on that key opened it): one
/// entry per form turned on, in the person's order, in columns when they do not fit one (the
/// shown form's entry selected). The renderer draws these frames and the controller hit-tests
/// the same ones; while it is open a touch outside it only closes it.
public struct FormSwitcherMenu: Hashable, Sendable {
    /// The menu's box.
    public var frame: LayoutRect
    /// Its entries (`form-pinyin`, `form-wubi86`, …), each switching to its form.
    public var items: [TitledButton]
    /// The size of its titles, in points.
    public var fontSize: Double

    /// Id of the touch that closes the switcher without switching.
    public static let dismissID = "form-switcher-dismiss"
    /// An entry's height and width, in points.
    public static let rowHeight = 40.0, columnWidth = 96.0

    /// The switcher for `choice` over `keysArea`, its right edge under `anchor` (the toolbar's
    /// form button; at the keys area's left without one), kept inside `bounds`.
    public init(choice: FormChoice, anchor: LayoutRect?, keysArea: LayoutRect, bounds: LayoutSize) {
        fontSize = 16
        let rowsPerColumn = max(1, Int((keysArea.height - 8) / Self.rowHeight))
        let columns = (choice.forms.count + rowsPerColumn - 1) / rowsPerColumn
        let rows = min(rowsPerColumn, choice.forms.count)
        let width = min(bounds.width, Double(max(1, columns)) * Self.columnWidth)
        let height = Double(rows) * Self.rowHeight
        let x = min(max(0, anchor.map { $0.maxX - width } ?? keysArea.minX + 4), max(0, bounds.width - width))
        let y = min(keysArea.minY + 4, max(0, bounds.height - height))
        frame = LayoutRect(x: x, y: y, width: width, height: height)
        let cellWidth = width / Double(max(1, columns))
        items = choice.forms.enumerated().map { index, form in
            let column = index / rowsPerColumn, row = index % rowsPerColumn
            return TitledButton(
                id: "form-" + form.name, title: form.title, action: .command(.switchForm(index)),
                frame: LayoutRect(x: x + Double(column) * cellWidth, y: y + Double(row) * Self.rowHeight, width: cellWidth, height: Self.rowHeight),
                isSelected: form == choice.current)
        }
    }

    /// What a touch at `point` hits while the switcher is open: an entry, or else the dismissal.
    public func target(at point: LayoutPoint) -> TouchTarget {
        TitledButton.target(at: point, in: items) ?? .button(id: Self.dismissID, action: .command(.closeFormSwitcher))
    }
}
