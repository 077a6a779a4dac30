import Foundation
import KeyboardLayout

/// Writes a render tree as a standalone SVG document. Every key is a `<g data-key="ID">` (an emoji
/// cell also carries `data-emoji="😀"`); the candidate bar, its expand control, the candidate grid,
/// pop-ups and callout are `<g data-role="…">`; every candidate, in the bar or the grid, is
/// `<g data-candidate="INDEX">` (a candidate's note under it `<g data-role="note">`), a grid control `<g data-grid-control="grid-back">`, a skin-tone
/// callout's cells `<g data-emoji="👍🏽">`, the 手写 pad's ink `<g data-role="ink">` with one
/// `<polyline>` a stroke. The toolbar is `<g data-role="toolbar">` with `<g data-toolbar="toolbar-clipboard">`
/// buttons; an open panel `<g data-role="panel" data-panel="clipboard">` with its items
/// `<g data-panel-item="ID">` (`data-pinned` when pinned), tabs `<g data-panel-tab="panel-group-0">`,
/// controls `<g data-panel-control="panel-clear">` and an item's menu `<g data-role="panel-menu">`
/// with `<g data-menu-item="panel-menu-pin">` entries; the form switcher `<g data-role="form-switcher">`
/// with `<g data-menu-item="form-wubi86">` entries (`data-selected` on the form shown). Output is deterministic.
public struct SVGWriter: Sendable {
    /// Font families tried in order: the iOS system fonts first, then what Linux has.
    public var fontFamily: String
    /// Font families for text that is only emoji (emoji cells, skin tones, category tabs), so
    /// they draw in colour rather than from a text font's monochrome glyphs.
    public var emojiFontFamily = "'Apple Color Emoji', 'Noto Color Emoji', 'Segoe UI Emoji', sans-serif"

    /// A writer whose text uses `fontFamily` (a CSS `font-family` list; the default prefers the system
    /// Chinese fonts of iOS, then those of Linux).
    public init(fontFamily: String = "-apple-system, 'SF Pro Text', 'PingFang SC', 'Helvetica Neue', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'DejaVu Sans', sans-serif") {
        self.fontFamily = fontFamily
    }

    /// The SVG text of a render tree.
    public func svg(for tree: RenderTree) -> String {
        var out = ""
        out.reserveCapacity(32_000)
        let w = Self.number(tree.size.width), h = Self.number(tree.size.height)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        out += " font-family=\"\(Self.escape(fontFamily))\">\n"
        out += "<rect width=\"\(w)\" height=\"\(h)\"\(Self.paint("fill", tree.backgroundColor))/>\n"
        if let bar = tree.candidateBar { write(bar, to: &out) }
        if let toolbar = tree.toolbar { write(toolbar, to: &out) }
        if let grid = tree.candidateGrid { write(grid, to: &out) }
        if let panel = tree.panel { write(panel, to: &out) }
        for key in tree.keys { write(key, to: &out) }
        if let ink = tree.ink { write(ink, to: &out) }
        if let trail = tree.gestureTrail { out += svg(for: trail) }
        for popup in tree.popups {
            out += "<g data-role=\"popup\" data-popup=\"\(Self.escape(popup.keyID))\">\n"
            writeBalloon(popup.shape, fill: popup.fill, shadow: popup.shadowColor, to: &out)
            write(popup.label, to: &out)
            out += "</g>\n"
        }
        if let callout = tree.callout {
            out += "<g data-role=\"callout\" data-callout=\"\(Self.escape(callout.keyID))\">\n"
            writeBalloon(callout.shape, fill: callout.fill, shadow: callout.shadowColor, to: &out)
            if let highlight = callout.highlight { write(highlight, to: &out) }
            for (index, text) in callout.texts.enumerated() {
                guard callout.isEmoji else {
                    write(text, to: &out)
                    continue
                }
                out += "<g data-emoji=\"\(Self.escape(text.text))\" data-alternate=\"\(index)\">"
                write(text, to: &out, newline: false)
                out += "</g>\n"
            }
            out += "</g>\n"
        }
        if let menu = tree.candidateMenu {
            out += "<g data-role=\"candidate-menu\" data-candidate=\"\(menu.candidateIndex)\">\n"
            write(menu.box, to: &out)
            for item in menu.items {
                out += "<g data-menu-item=\"\(Self.escape(item.id))\">\n"
                if let highlight = item.highlight { write(highlight, to: &out) }
                write(item.title, to: &out)
                out += "</g>\n"
            }
            out += "</g>\n"
        }
        if let switcher = tree.formSwitcher {
            writeMenu("data-role=\"form-switcher\"", box: switcher.box, items: switcher.items, to: &out)
        }
        out += "</svg>\n"
        return out
    }

    /// The ink as one polyline a stroke (a one-point stroke repeats its point: a round-capped dot).
    private func write(_ ink: InkNode, to out: inout String) {
        out += "<g data-role=\"ink\" fill=\"none\"\(Self.paint("stroke", ink.color)) stroke-width=\"\(Self.number(ink.lineWidth))\""
        out += " stroke-linecap=\"round\" stroke-linejoin=\"round\" pointer-events=\"none\">\n"
        for (index, stroke) in ink.strokes.enumerated() where !stroke.isEmpty {
            let points = (stroke.count == 1 ? stroke + stroke : stroke).map { Self.number($0.x) + "," + Self.number($0.y) }
            let faded = index < ink.finishedStrokes ? " data-finished=\"true\" stroke-opacity=\"\(Self.number(ink.fadedOpacity))\"" : ""
            out += "<polyline points=\"\(points.joined(separator: " "))\"\(faded)/>\n"
        }
        out += "</g>\n"
    }

    private func write(_ bar: CandidateBarNode, to out: inout String) {
        out += "<g data-role=\"candidate-bar\">\n"
        write(bar.separator, to: &out)
        for cell in bar.cells { write(cell, to: &out) }
        if let control = bar.strokeFilter {
            out += "<g data-role=\"stroke-filter\" data-open=\"\(control.isOpen)\">"
            out += "<rect \(Self.rect(control.frame)) fill=\"none\" pointer-events=\"all\"/>"
            write(control.divider, to: &out)
            write(control.label, to: &out, newline: false)
            out += "</g>\n"
        }
        if let control = bar.expandControl {
            out += "<g data-role=\"candidate-more\">"
            out += "<rect \(Self.rect(control)) fill=\"none\" pointer-events=\"all\"/>"
            if let chevron = bar.chevron { write(chevron, to: &out) } else { out += "\n" }
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    private func write(_ toolbar: PanelToolbarNode, to out: inout String) {
        out += "<g data-role=\"toolbar\">\n"
        if let background = toolbar.background { out += "<rect \(Self.rect(toolbar.frame))\(Self.paint("fill", background))/>\n" }
        for button in toolbar.buttons { write(button, attribute: "data-toolbar", to: &out) }
        out += "</g>\n"
    }

    private func write(_ panel: PanelNode, to out: inout String) {
        out += "<g data-role=\"panel\" data-panel=\"\(panel.panel.rawValue)\" data-page=\"\(panel.page)\" data-pages=\"\(panel.pageCount)\">\n"
        out += "<rect \(Self.rect(panel.frame))\(Self.paint("fill", panel.background))/>\n"
        for separator in panel.separators { write(separator, to: &out) }
        for tab in panel.tabs { write(tab, attribute: "data-panel-tab", to: &out) }
        for row in panel.rows {
            out += "<g data-panel-item=\"\(row.itemID)\""
            if row.isPinned { out += " data-pinned=\"true\"" }
            out += "><rect \(Self.rect(row.frame)) fill=\"none\" pointer-events=\"all\"/>"
            if let highlight = row.highlight { write(highlight, to: &out) }
            write(row.text, to: &out, newline: false)
            if let mark = row.pinMark { write(mark, to: &out) }
            if let detail = row.detail { write(detail, to: &out, newline: false) }
            out += "</g>\n"
        }
        if let empty = panel.emptyText { write(empty, to: &out) }
        for control in panel.controls { write(control, attribute: "data-panel-control", to: &out) }
        if let menu = panel.menu {
            writeMenu("data-role=\"panel-menu\" data-panel-item=\"\(menu.itemID)\"", box: menu.box, items: menu.items, to: &out)
        }
        out += "</g>\n"
    }

    /// A menu of buttons (a panel row's, the form switcher): `<g ATTRIBUTES>` holding its box, then
    /// each entry as a `data-menu-item`.
    private func writeMenu(_ attributes: String, box: ShapeNode, items: [PanelButtonNode], to out: inout String) {
        out += "<g \(attributes)>\n"
        write(box, to: &out)
        for item in items { write(item, attribute: "data-menu-item", to: &out) }
        out += "</g>\n"
    }

    /// A toolbar button, tab, panel control or menu entry: `<g ATTRIBUTE="ID">` with an invisible
    /// rect over its frame (so a pointer anywhere in it finds it), its highlight and title.
    private func write(_ button: PanelButtonNode, attribute: String, to out: inout String) {
        out += "<g \(attribute)=\"\(Self.escape(button.id))\""
        if button.isSelected { out += " data-selected=\"true\"" }
        if !button.isEnabled { out += " data-disabled=\"true\"" }
        out += "><rect \(Self.rect(button.frame)) fill=\"none\" pointer-events=\"all\"/>"
        if let highlight = button.highlight { write(highlight, to: &out) }
        write(button.title, to: &out, newline: false)
        out += "</g>\n"
    }

    private func write(_ grid: CandidateGridNode, to out: inout String) {
        out += "<g data-role=\"candidate-grid\" data-page=\"\(grid.page)\" data-pages=\"\(grid.pageCount)\">\n"
        out += "<rect \(Self.rect(grid.frame))\(Self.paint("fill", grid.background))/>\n"
        for separator in grid.separators { write(separator, to: &out) }
        for cell in grid.cells { write(cell, to: &out) }
        for control in grid.controls {
            out += "<g data-grid-control=\"\(Self.escape(control.id))\""
            if !control.isEnabled { out += " data-disabled=\"true\"" }
            out += "><rect \(Self.rect(control.frame)) fill=\"none\" pointer-events=\"all\"/>"
            write(control.label, to: &out, newline: false)
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    /// A candidate with an invisible rect over its cell, so a pointer anywhere in the cell finds it
    /// (and a `<title>` with the whole candidate when its text shows less).
    private func write(_ cell: CandidateCellNode, to out: inout String) {
        out += "<g data-candidate=\"\(cell.candidateIndex)\"><rect \(Self.rect(cell.frame)) fill=\"none\" pointer-events=\"all\"/>"
        if let whole = cell.wholeText { out += "<title>\(Self.escape(whole))</title>" }
        if let highlight = cell.highlight { write(highlight, to: &out) }
        write(cell.text, to: &out, newline: false)
        if let note = cell.note {
            out += "<g data-role=\"note\">"
            write(note, to: &out, newline: false)
            out += "</g>"
        }
        out += "</g>\n"
    }

    /// `x y width height` attributes of a rectangle.
    static func rect(_ frame: LayoutRect) -> String {
        "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
    }

    private func write(_ key: KeyNode, to out: inout String) {
        out += "<g data-key=\"\(Self.escape(key.id))\" data-action=\"\(Self.escape(key.action.code))\""
        if let emoji = key.emoji { out += " data-emoji=\"\(Self.escape(emoji))\"" }
        if key.isPressed { out += " data-pressed=\"true\"" }
        if !key.isEnabled { out += " data-disabled=\"true\"" }
        out += ">\n"
        let rect = "x=\"\(Self.number(key.frame.x))\" width=\"\(Self.number(key.frame.width))\" height=\"\(Self.number(key.frame.height))\" rx=\"\(Self.number(key.cornerRadius))\""
        if let shadow = key.shadowColor {
            out += "<rect \(rect) y=\"\(Self.number(key.frame.y + key.shadowOffset))\"\(Self.paint("fill", shadow))/>\n"
        }
        out += "<rect \(rect) y=\"\(Self.number(key.frame.y))\"\(Self.paint("fill", key.fill))"
        if let border = key.borderColor, key.borderWidth > 0 {
            out += Self.paint("stroke", border) + " stroke-width=\"\(Self.number(key.borderWidth))\""
        }
        out += "/>\n"
        if let column = key.column {
            for separator in column.separators { write(separator, to: &out) }
            for text in column.texts { write(text, to: &out) }
        }
        for text in key.texts { write(text, to: &out) }
        for shape in key.icon { write(shape, to: &out) }
        out += "</g>\n"
    }

    private func writeBalloon(_ shape: VectorPath, fill: KeyboardColor, shadow: KeyboardColor?, to out: inout String) {
        let d = Self.pathData(shape)
        if let shadow {
            out += "<path d=\"\(d)\" transform=\"translate(0 1)\"\(Self.paint("fill", shadow))/>\n"
        }
        out += "<path d=\"\(d)\"\(Self.paint("fill", fill))/>\n"
    }

    private func write(_ shape: ShapeNode, to out: inout String) {
        out += "<path d=\"\(Self.pathData(shape.path))\""
        out += shape.fill.map { Self.paint("fill", $0) } ?? " fill=\"none\""
        if let stroke = shape.stroke {
            out += Self.paint("stroke", stroke)
            out += " stroke-width=\"\(Self.number(shape.lineWidth))\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        }
        out += "/>\n"
    }

    private func write(_ text: TextNode, to out: inout String, newline: Bool = true) {
        let baseline = text.center.y + text.fontSize * 0.35
        out += "<text x=\"\(Self.number(text.center.x))\" y=\"\(Self.number(baseline))\" font-size=\"\(Self.number(text.fontSize))\""
        switch text.weight {
        case .light: out += " font-weight=\"300\""
        case .medium: out += " font-weight=\"500\""
        case .regular: break
        }
        if Self.isEmoji(text.text) { out += " font-family=\"\(Self.escape(emojiFontFamily))\"" }
        out += " text-anchor=\"\(text.anchor.rawValue)\"\(Self.paint("fill", text.color))>\(Self.escape(text.text))</text>"
        if newline { out += "\n" }
    }

    /// Whether every character of `text` is an emoji drawn as a picture (not text like `#` or `1`).
    static func isEmoji(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return false }
            return first.properties.isEmojiPresentation
                || (first.properties.isEmoji && first.value >= 0x2000 && scalars.contains { $0.value == 0xFE0F })
        }
    }

    /// ` name="#RRGGBB"`, plus ` name-opacity` when not opaque.
    static func paint(_ name: String, _ color: KeyboardColor) -> String {
        let opaque = color.withAlpha(1).hex
        return color.alpha < 1 ? " \(name)=\"\(opaque)\" \(name)-opacity=\"\(number(color.alpha))\"" : " \(name)=\"\(opaque)\""
    }

    /// SVG path data with coordinates to two decimals.
    static func pathData(_ path: VectorPath) -> String {
        var d = ""
        func point(_ p: LayoutPoint) -> String { number(p.x) + " " + number(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): d += "M" + point(p)
            case .line(let p): d += "L" + point(p)
            case .quad(let c, let p): d += "Q" + point(c) + " " + point(p)
            case .cubic(let c1, let c2, let p): d += "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .close: d += "Z"
            }
        }
        return d
    }

    /// A number rounded to two decimals, without trailing zeros (`12`, `12.5`, `-0.25`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Escapes text for XML content and attribute values. Characters XML 1.0 cannot carry at all
    /// (NUL, ESC and the other C0 controls but tab and line breaks, U+FFFE, U+FFFF) become U+FFFD,
    /// so a hostile key label still gives a well-formed document; tab and line breaks are written
    /// as character references so attribute values keep them.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || "<>&\"'".unicodeScalars.contains($0) || $0.value >= 0xFFFE })
        else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;".unicodeScalars
            case ">": result += "&gt;".unicodeScalars
            case "&": result += "&amp;".unicodeScalars
            case "\"": result += "&quot;".unicodeScalars
            case "'": result += "&apos;".unicodeScalars
            case "\t", "\n", "\r": result += "&#\(scalar.value);".unicodeScalars
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                result.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return String(result)
    }
}
