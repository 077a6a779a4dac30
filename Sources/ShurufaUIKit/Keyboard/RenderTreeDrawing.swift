#if canImport(UIKit)
import KeyboardLayout
import KeyboardRendering
import UIKit

/// Draws a `RenderTree` into a Core Graphics context, node by node, exactly as the tree says
/// (the SVG writer is the same walk for the playground).
struct RenderTreeDrawing {
    let context: CGContext

    func draw(_ tree: RenderTree) {
        context.setFillColor(UIColor(tree.backgroundColor).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: tree.size.width, height: tree.size.height))
        if let bar = tree.candidateBar {
            context.setFillColor(UIColor(bar.background).cgColor)
            context.fill(CGRect(bar.frame))
            for cell in bar.cells {
                if let highlight = cell.highlight { draw(highlight) }
                draw(cell.text)
                if let note = cell.note { draw(note) }
            }
            if let strokeFilter = bar.strokeFilter {
                draw(strokeFilter.divider)
                draw(strokeFilter.label)
            }
            if let chevron = bar.chevron { draw(chevron) }
            draw(bar.separator)
        }
        if let toolbar = tree.toolbar {
            if let background = toolbar.background {
                context.setFillColor(UIColor(background).cgColor)
                context.fill(CGRect(toolbar.frame))
            }
            toolbar.buttons.forEach(draw)
        }
        for key in tree.keys { draw(key) }
        if let ink = tree.ink { draw(ink) }
        if let trail = tree.gestureTrail { draw(trail) }
        if let grid = tree.candidateGrid {
            context.setFillColor(UIColor(grid.background).cgColor)
            context.fill(CGRect(grid.frame))
            for separator in grid.separators { draw(separator) }
            for cell in grid.cells {
                draw(cell.text)
                if let note = cell.note { draw(note) }
            }
            for control in grid.controls { draw(control.label) }
        }
        if let panel = tree.panel { draw(panel) }
        for popup in tree.popups {
            fill(popup.shape, popup.fill, shadow: popup.shadowColor)
            draw(popup.label)
        }
        if let callout = tree.callout {
            fill(callout.shape, callout.fill, shadow: callout.shadowColor)
            if let highlight = callout.highlight { draw(highlight) }
            for text in callout.texts { draw(text) }
        }
        if let menu = tree.candidateMenu { drawMenu(box: menu.box, shadow: menu.shadowColor, items: menu.items) }
        if let switcher = tree.formSwitcher { drawMenu(box: switcher.box, shadow: switcher.shadowColor, items: switcher.items) }
    }

    /// An open panel (剪贴板, 常用语) as the tree lays it out: background, lines, tabs, rows with
    /// their highlight, text, pinned dot and detail, the control column, then an item's menu.
    private func draw(_ panel: PanelNode) {
        context.setFillColor(UIColor(panel.background).cgColor)
        context.fill(CGRect(panel.frame))
        for separator in panel.separators { draw(separator) }
        panel.tabs.forEach(draw)
        for row in panel.rows {
            if let highlight = row.highlight { draw(highlight) }
            draw(row.text)
            if let mark = row.pinMark { draw(mark) }
            if let detail = row.detail { draw(detail) }
        }
        if let empty = panel.emptyText { draw(empty) }
        panel.controls.forEach(draw)
        if let menu = panel.menu { drawMenu(box: menu.box, shadow: menu.shadowColor, items: menu.items) }
    }

    /// A pop-up menu (a candidate's, a clipboard item's): its box with its shadow and outline, then its entries.
    private func drawMenu(box: ShapeNode, shadow: KeyboardColor?, items: [PanelButtonNode]) {
        if let color = box.fill { fill(box.path, color, shadow: shadow) }
        if let outline = box.stroke { stroke(box.path, outline, width: box.lineWidth) }
        items.forEach(draw)
    }

    /// A toolbar button, tab, panel control or menu entry: its highlight, then its title.
    private func draw(_ button: PanelButtonNode) {
        if let highlight = button.highlight { draw(highlight) }
        draw(button.title)
    }

    private func draw(_ key: KeyNode) {
        let path = VectorPath.roundedRect(key.frame, radius: key.cornerRadius)
        if let shadow = key.shadowColor, key.shadowOffset > 0 {
            var below = key.frame
            below.y += key.shadowOffset
            fill(VectorPath.roundedRect(below, radius: key.cornerRadius), shadow, shadow: nil)
        }
        fill(path, key.fill, shadow: nil)
        if let border = key.borderColor, key.borderWidth > 0 {
            stroke(path, border, width: key.borderWidth)
        }
        for shape in key.icon { draw(shape) }
        for text in key.texts { draw(text) }
        if let column = key.column {
            for separator in column.separators { draw(separator) }
            for text in column.texts { draw(text) }
        }
    }

    /// The 手写 pad's ink: the tree's polylines with round caps and joins (a one-point stroke is a
    /// dot), finished characters' faded.
    private func draw(_ ink: InkNode) {
        context.saveGState()
        context.setStrokeColor(UIColor(ink.color).cgColor)
        context.setLineWidth(CGFloat(ink.lineWidth))
        context.setLineCap(.round)
        context.setLineJoin(.round)
        // Finished characters' strokes first, faded; then the character being written.
        for (range, alpha) in [(0..<ink.finishedStrokes, ink.fadedOpacity), (ink.finishedStrokes..<ink.strokes.count, 1.0)] {
            context.setAlpha(CGFloat(alpha))
            for stroke in ink.strokes[range] {
                guard let first = stroke.first else { continue }
                let path = CGMutablePath()
                path.move(to: CGPoint(first))
                for point in stroke.count == 1 ? stroke : Array(stroke.dropFirst()) { path.addLine(to: CGPoint(point)) }
                context.addPath(path)
            }
            context.strokePath()
        }
        context.restoreGState()
    }

    /// A 滑行 gesture's trail: one polyline with round caps and joins at the tree's opacity (the
    /// core ticks the fade after the lift, each frame fainter).
    private func draw(_ trail: GestureTrailNode) {
        guard let first = trail.points.first else { return }
        context.saveGState()
        context.setStrokeColor(UIColor(trail.color).cgColor)
        context.setLineWidth(CGFloat(trail.lineWidth))
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setAlpha(CGFloat(trail.opacity))
        let path = CGMutablePath()
        path.move(to: CGPoint(first))
        for point in trail.points.count == 1 ? trail.points : Array(trail.points.dropFirst()) { path.addLine(to: CGPoint(point)) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    private func fill(_ path: VectorPath, _ color: KeyboardColor, shadow: KeyboardColor?) {
        context.saveGState()
        if let shadow { context.setShadow(offset: CGSize(width: 0, height: 1), blur: 0, color: UIColor(shadow).cgColor) }
        context.setFillColor(UIColor(color).cgColor)
        context.addPath(CGPath.make(path))
        context.fillPath()
        context.restoreGState()
    }

    private func draw(_ shape: ShapeNode) {
        if let fill = shape.fill {
            context.setFillColor(UIColor(fill).cgColor)
            context.addPath(CGPath.make(shape.path))
            context.fillPath()
        }
        if let color = shape.stroke { stroke(shape.path, color, width: shape.lineWidth) }
    }

    private func stroke(_ path: VectorPath, _ color: KeyboardColor, width: Double) {
        context.setStrokeColor(UIColor(color).cgColor)
        context.setLineWidth(CGFloat(width))
        context.addPath(CGPath.make(path))
        context.strokePath()
    }

    private func draw(_ text: TextNode) {
        let weight: UIFont.Weight = switch text.weight {
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: CGFloat(text.fontSize), weight: weight),
            .foregroundColor: UIColor(text.color),
        ]
        let string = text.text as NSString
        let size = string.size(withAttributes: attributes)
        let left: CGFloat = switch text.anchor {
        case .middle: CGFloat(text.center.x) - size.width / 2
        case .start: CGFloat(text.center.x)
        case .end: CGFloat(text.center.x) - size.width
        }
        let origin = CGPoint(x: left, y: CGFloat(text.center.y) - size.height / 2)
        string.draw(at: origin, withAttributes: attributes)
    }
}

extension CGPath {
    /// The Core Graphics path of a render-tree path.
    static func make(_ path: VectorPath) -> CGPath {
        let result = CGMutablePath()
        for element in path.elements {
            switch element {
            case .move(let p): result.move(to: CGPoint(p))
            case .line(let p): result.addLine(to: CGPoint(p))
            case .quad(let control, let to): result.addQuadCurve(to: CGPoint(to), control: CGPoint(control))
            case .cubic(let c1, let c2, let to): result.addCurve(to: CGPoint(to), control1: CGPoint(c1), control2: CGPoint(c2))
            case .close: result.closeSubpath()
            }
        }
        return result
    }
}

extension UIColor {
    convenience init(_ color: KeyboardColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}

extension CGPoint {
    init(_ point: LayoutPoint) { self.init(x: point.x, y: point.y) }
}

extension CGRect {
    init(_ rect: LayoutRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
#endif
