import KeyboardCore
import KeyboardLayout

extension KeyboardRenderer {
    /// The toolbar as the core laid it out: the open panel's button selected (a key-coloured pill).
    func toolbar(_ toolbar: PanelToolbar, context: Context) -> PanelToolbarNode {
        PanelToolbarNode(frame: toolbar.frame, buttons: toolbar.buttons.map { button in
            self.button(id: button.id, title: button.title, frame: Self.inset(button.frame, 2, 5), hit: button.frame,
                        fontSize: toolbar.fontSize, selected: button.isSelected, enabled: true, context: context)
        }, background: context.theme.toolbarColor)
    }

    /// The open panel as the core laid it out: tabs, rows (text left-aligned, the detail right),
    /// separators, the control column (disabled controls dimmed) and the item menu.
    func panel(_ layout: PanelLayout, context: Context) -> PanelNode {
        let theme = context.theme, pressed = context.state.pressedKeys
        let smallSize = max(1, layout.fontSize * 0.8)
        let listMaxX = layout.frame.maxX - PanelLayout.controlWidth
        var separators: [ShapeNode] = []
        func line(_ points: [(Double, Double)]) {
            separators.append(ShapeNode(path: .polyline(points), fill: nil, stroke: theme.separatorColor, lineWidth: 0.5))
        }
        let tabs = layout.tabs.map { tab in
            button(id: tab.id, title: tab.title, frame: Self.inset(tab.frame, 2, 4), hit: tab.frame, fontSize: smallSize,
                   selected: tab.isSelected, enabled: true, context: context)
        }
        if let tab = layout.tabs.first { line([(layout.frame.minX, tab.frame.maxY), (listMaxX, tab.frame.maxY)]) }
        let rows = layout.rows.map { row in
            let f = row.frame
            var text = TextNode(text: row.text, center: LayoutPoint(x: f.minX + PanelLayout.rowPadding, y: f.midY),
                                fontSize: layout.fontSize, color: theme.candidateTextColor)
            text.anchor = .start
            let detail = row.detail.map { detail in
                var node = TextNode(text: detail, center: LayoutPoint(x: f.maxX - PanelLayout.rowPadding, y: f.midY),
                                    fontSize: smallSize, color: row.isPinned ? theme.accentColor : theme.secondaryTextColor)
                node.anchor = .end
                return node
            }
            let pinMark = row.isPinned ? detail.map { detail in
                let width = TextMetrics.estimatedWidth(of: detail.text, fontSize: smallSize)
                return ShapeNode(path: .circle(centerX: detail.center.x - width - 6, centerY: f.midY, radius: 3),
                                 fill: theme.accentColor, stroke: nil, lineWidth: 0)
            } : nil
            let held = pressed.contains(row.id) || layout.menu?.itemID == row.itemID
            line([(f.minX + PanelLayout.rowPadding, f.maxY), (f.maxX, f.maxY)])
            return PanelRowNode(
                id: row.id, itemID: row.itemID, frame: f,
                highlight: held ? ShapeNode(path: .roundedRect(Self.inset(f, 2, 1), radius: 6),
                                            fill: theme.separatorColor.withAlpha(0.35), stroke: nil, lineWidth: 0) : nil,
                text: text, detail: detail, isPinned: row.isPinned, pinMark: pinMark)
        }
        line([(listMaxX, layout.frame.minY), (listMaxX, layout.frame.maxY)])
        let controls = layout.controls.map { control in
            button(id: control.id, title: control.title, frame: Self.inset(control.frame, 4, 4), hit: control.frame,
                   fontSize: min(16, layout.fontSize), selected: false, enabled: control.isEnabled, context: context)
        }
        let listTop = layout.tabs.first?.frame.maxY ?? layout.frame.minY
        let emptyText = layout.emptyText.map { text in
            TextNode(text: text, center: LayoutPoint(x: (layout.frame.minX + listMaxX) / 2, y: (listTop + layout.frame.maxY) / 2),
                     fontSize: smallSize, color: theme.secondaryTextColor)
        }
        return PanelNode(
            panel: layout.panel, frame: layout.frame, background: theme.backgroundColor, tabs: tabs, rows: rows, separators: separators,
            controls: controls, emptyText: emptyText, page: layout.page, pageCount: layout.pageCount,
            menu: layout.menu.map { panelMenu($0, context: context) })
    }

    /// An item's menu: the candidate menu's look (`popupMenu`).
    func panelMenu(_ menu: PanelItemMenu, context: Context) -> PanelMenuNode {
        let drawn = popupMenu(frame: menu.frame, items: menu.items, fontSize: menu.fontSize, context: context)
        return PanelMenuNode(itemID: menu.itemID, box: drawn.box, shadowColor: drawn.shadowColor, items: drawn.items)
    }

    /// A toolbar button, tab or control: a key-coloured pill behind it when selected (its title
    /// then medium), a faint one while pressed; its title in the candidates' colour.
    private func button(id: String, title: String, frame: LayoutRect, hit: LayoutRect, fontSize: Double, selected: Bool, enabled: Bool,
                        context: Context) -> PanelButtonNode {
        let theme = context.theme
        let pressed = enabled && context.state.pressedKeys.contains(id)
        let fill: KeyboardColor? = selected ? (theme.baseStyle(for: .character).backgroundColor ?? .white)
            : pressed ? theme.separatorColor.withAlpha(0.35) : nil
        var color = theme.candidateTextColor
        if !enabled { color = color.withAlpha(0.3) }
        return PanelButtonNode(
            id: id, frame: hit,
            highlight: fill.map { ShapeNode(path: .roundedRect(frame, radius: min(8, frame.height / 2)), fill: $0, stroke: nil, lineWidth: 0) },
            title: TextNode(text: title, center: hit.center, fontSize: fontSize, color: color, weight: selected ? .medium : .regular),
            isEnabled: enabled, isSelected: selected)
    }

    /// `rect` shrunk by `dx` on the left and right and `dy` on the top and bottom.
    static func inset(_ rect: LayoutRect, _ dx: Double, _ dy: Double) -> LayoutRect {
        LayoutRect(x: rect.x + dx, y: rect.y + dy, width: max(0, rect.width - 2 * dx), height: max(0, rect.height - 2 * dy))
    }
}
