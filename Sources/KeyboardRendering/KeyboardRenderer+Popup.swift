import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardThemes

extension KeyboardRenderer {
    /// The key-preview balloon: a bubble wider and taller than the key, joined to it by a neck.
    func popup(for placed: PlacedKey, text: String, style: KeyStyle, theme: KeyboardTheme, bounds: LayoutSize) -> PopupNode {
        let key = placed.frame
        let width = key.width * (style.popupWidthMultiplier ?? 1.5)
        let height = key.height * (style.popupHeightMultiplier ?? 1.1)
        let neck = min(12, key.height * 0.28)
        let bubble = bubbleRect(width: width, height: height, centerX: key.midX, bottom: key.minY - neck, bounds: bounds)
        let radius = style.cornerRadius ?? 5
        let fontSize = min((style.fontSize ?? 23) * 1.55, bubble.height * 0.72)
        return PopupNode(
            keyID: placed.key.id, shape: Self.balloon(key: key, bubble: bubble, keyRadius: radius, bubbleRadius: radius * 1.6),
            bubble: bubble, fill: theme.popupColor, shadowColor: style.shadowColor,
            label: TextNode(text: text, center: bubble.center, fontSize: fontSize, color: theme.popupTextColor, weight: .light))
    }

    /// The long-press callout: alternates in cells above the key, extending away from the nearer edge.
    func calloutNode(
        _ callout: KeyboardRenderState.Callout, placed: PlacedKey, style: KeyStyle, theme: KeyboardTheme, shift: ShiftState, bounds: LayoutSize
    ) -> CalloutNode? {
        var alternates = callout.alternates.isEmpty ? placed.key.alternates : callout.alternates
        guard !alternates.isEmpty else { return nil }
        // The key's own alternates follow shift like its label does: é becomes É.
        if callout.alternates.isEmpty, shift.isUppercase, case .character = placed.key.action {
            alternates = alternates.map { $0.uppercased() }
        }
        let key = placed.frame
        let geometry = CalloutGeometry(keyFrame: key, count: alternates.count, bounds: bounds)
        let bubble = geometry.bubble
        let highlighted = callout.highlightedIndex.flatMap { alternates.indices.contains($0) ? $0 : nil }
        let cells = geometry.cells
        let fontSize = min(style.fontSize ?? 23, key.height * 0.62)
        let isEmoji = placed.key.role == .emoji
        let texts = zip(alternates, cells).enumerated().map { index, pair in
            TextNode(
                text: pair.0, center: pair.1.center,
                fontSize: isEmoji ? fitted(emojiSize: fontSize, in: pair.1) : fitted(fontSize: fontSize, text: pair.0, in: pair.1),
                color: index == highlighted ? theme.calloutHighlightTextColor : theme.popupTextColor, weight: .light)
        }
        let highlight = highlighted.map { index in
            ShapeNode(path: .roundedRect(cells[index], radius: style.cornerRadius ?? 5), fill: theme.calloutHighlightColor, stroke: nil, lineWidth: 0)
        }
        let radius = style.cornerRadius ?? 5
        return CalloutNode(
            keyID: placed.key.id, shape: Self.balloon(key: key, bubble: bubble, keyRadius: radius, bubbleRadius: radius * 1.6),
            bubble: bubble, fill: theme.popupColor, shadowColor: style.shadowColor, cells: cells, texts: texts,
            highlightedIndex: highlighted, highlight: highlight, alternates: alternates, isEmoji: isEmoji)
    }

    /// A candidate's long-press menu: a pop-up menu (`popupMenu`) under or over the candidate.
    func candidateMenu(_ menu: CandidateMenu, context: Context) -> CandidateMenuNode {
        let drawn = popupMenu(frame: menu.frame, items: menu.items, fontSize: menu.fontSize, context: context)
        return CandidateMenuNode(candidateIndex: menu.candidateIndex, box: drawn.box, shadowColor: drawn.shadowColor, items: drawn.items)
    }

    /// The form switcher: a pop-up menu (`popupMenu`) under the toolbar's form button, the form
    /// shown selected (highlighted as a pressed entry is).
    func formSwitcher(_ menu: FormSwitcherMenu, context: Context) -> FormSwitcherNode {
        let drawn = popupMenu(frame: menu.frame, items: menu.items, fontSize: menu.fontSize, context: context)
        return FormSwitcherNode(box: drawn.box, shadowColor: drawn.shadowColor, items: drawn.items)
    }

    /// A pop-up menu as the core laid it out (a candidate's, a clipboard item's): a rounded box in
    /// the pop-up colour, outlined in the keys' shadow colour so it stands out over keys of the same
    /// colour, and its entries, one highlighted while pressed.
    func popupMenu(frame: LayoutRect, items: [TitledButton], fontSize: Double, context: Context)
        -> (box: ShapeNode, shadowColor: KeyboardColor?, items: [PanelButtonNode]) {
        let theme = context.theme
        let radius = min(8, frame.height / 4)
        let entries = items.map { item in
            let pressed = context.state.pressedKeys.contains(item.id) || item.isSelected
            return PanelButtonNode(
                id: item.id, frame: item.frame,
                highlight: pressed ? ShapeNode(path: .roundedRect(item.frame, radius: radius), fill: theme.calloutHighlightColor, stroke: nil, lineWidth: 0) : nil,
                title: TextNode(text: item.title, center: item.frame.center, fontSize: fontSize,
                                color: pressed ? theme.calloutHighlightTextColor : theme.popupTextColor),
                isEnabled: true, isSelected: item.isSelected)
        }
        let shadow = theme.baseStyle(for: .character).shadowColor
        let box = ShapeNode(path: .roundedRect(frame, radius: radius), fill: theme.popupColor, stroke: shadow, lineWidth: shadow == nil ? 0 : 1)
        return (box, shadow, entries)
    }

    /// A bubble of the given size centred over `centerX` with its bottom at `bottom`, kept inside the keyboard.
    private func bubbleRect(width: Double, height: Double, centerX: Double, bottom: Double, bounds: LayoutSize) -> LayoutRect {
        let width = min(width, bounds.width)
        let x = min(max(0, centerX - width / 2), bounds.width - width)
        let top = max(0, bottom - height)
        return LayoutRect(x: x, y: top, width: width, height: max(0, bottom - top))
    }

    /// The balloon outline: the key's body at the bottom, a neck flaring out to the bubble, the bubble on top.
    /// Where the bubble overhangs the key by more than the flare (a wide callout), its bottom edge runs straight.
    static func balloon(key: LayoutRect, bubble: LayoutRect, keyRadius: Double, bubbleRadius: Double) -> VectorPath {
        let r = max(0, min(keyRadius, key.width / 2, key.height / 2))
        let big = max(0, min(bubbleRadius, bubble.width / 2, bubble.height / 2))
        let neckTop = bubble.maxY
        let neckHeight = max(0, key.minY - neckTop)
        let flare = 10.0
        let rightX = bubble.maxX >= key.maxX ? min(bubble.maxX, key.maxX + flare) : bubble.maxX
        let leftX = bubble.minX <= key.minX ? max(bubble.minX, key.minX - flare) : bubble.minX
        let rightCorner = min(big, max(0, bubble.maxX - rightX))
        let leftCorner = min(big, max(0, leftX - bubble.minX))
        var path = VectorPath()
        path.move(key.minX, key.maxY - r)
        path.quad(key.minX, key.maxY, key.minX + r, key.maxY)
        path.line(key.maxX - r, key.maxY)
        path.quad(key.maxX, key.maxY, key.maxX, key.maxY - r)
        path.line(key.maxX, key.minY)
        path.cubic(key.maxX, key.minY - neckHeight * 0.6, rightX, neckTop + neckHeight * 0.5, rightX, neckTop)
        if rightCorner > 0 {
            path.line(bubble.maxX - rightCorner, neckTop)
            path.quad(bubble.maxX, neckTop, bubble.maxX, neckTop - rightCorner)
        }
        path.line(bubble.maxX, bubble.minY + big)
        path.quad(bubble.maxX, bubble.minY, bubble.maxX - big, bubble.minY)
        path.line(bubble.minX + big, bubble.minY)
        path.quad(bubble.minX, bubble.minY, bubble.minX, bubble.minY + big)
        if leftCorner > 0 {
            path.line(bubble.minX, neckTop - leftCorner)
            path.quad(bubble.minX, neckTop, bubble.minX + leftCorner, neckTop)
        }
        path.line(leftX, neckTop)
        path.cubic(leftX, neckTop + neckHeight * 0.5, key.minX, key.minY - neckHeight * 0.6, key.minX, key.minY)
        path.close()
        return path
    }
}
