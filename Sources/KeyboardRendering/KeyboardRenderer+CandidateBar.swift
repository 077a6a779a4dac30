import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardThemes
import StrokeInput

extension KeyboardRenderer {
    /// The bar as the core laid it out: its cells (a cell's note small under its text, the text
    /// raised to make room; a cell showing less than its candidate carries it whole), 笔画筛选's 笔 control (highlighted while its row is open), and a
    /// chevron on the expand control (down to open the grid, up to close it).
    func candidateBar(_ bar: CandidateBarLayout, context: Context) -> CandidateBarNode {
        let theme = context.theme
        let candidates = context.state.candidates
        let cells = bar.cells.map { cell in
            let isHighlighted = cell.candidateIndex == context.state.highlightedCandidate
            var node = candidateCell(
                index: cell.candidateIndex, text: cell.text, note: cell.note, frame: cell.frame, fontSize: cell.fontSize,
                noteFontSize: bar.noteFontSize, color: isHighlighted ? theme.candidateHighlightColor : theme.candidateTextColor, theme: theme)
            if isHighlighted, let fill = theme.candidateHighlightBackgroundColor {
                let box = LayoutRect(x: cell.frame.minX + 2, y: cell.frame.minY + 4, width: max(0, cell.frame.width - 4), height: max(0, cell.frame.height - 8))
                node.highlight = ShapeNode(path: .roundedRect(box, radius: min(6, box.height / 2)), fill: fill, stroke: nil, lineWidth: 0)
            }
            if cell.shows != .whole, candidates.indices.contains(cell.candidateIndex) { node.wholeText = candidates[cell.candidateIndex] }
            return node
        }
        let chevron = bar.expandControl.map { control in
            let cx = control.midX, cy = control.midY, dy = bar.isGridOpen ? -3.0 : 3.0
            return ShapeNode(
                path: .polyline([(cx - 6, cy - dy), (cx, cy + dy), (cx + 6, cy - dy)]), fill: nil,
                stroke: theme.candidateTextColor, lineWidth: 1.6)
        }
        let strokeFilter = bar.strokeFilterControl.map { control in
            StrokeFilterControlNode(
                frame: control,
                label: TextNode(
                    text: Self.strokeControlLabel(bar.appliedStrokes), center: control.center,
                    fontSize: fitted(fontSize: min(16, bar.fontSize), text: Self.strokeControlLabel(bar.appliedStrokes), in: control),
                    color: bar.isStrokeRowOpen ? theme.candidateHighlightColor : theme.candidateTextColor),
                divider: ShapeNode(
                    path: .polyline([(control.minX, control.minY + 10), (control.minX, control.maxY - 10)]), fill: nil,
                    stroke: theme.separatorColor, lineWidth: 0.5),
                isOpen: bar.isStrokeRowOpen)
        }
        let frame = bar.frame
        let separator = ShapeNode(
            path: .polyline([(frame.minX, frame.maxY - 0.25), (frame.maxX, frame.maxY - 0.25)]), fill: nil,
            stroke: theme.separatorColor, lineWidth: 0.5)
        return CandidateBarNode(
            frame: frame, background: theme.backgroundColor, cells: cells, hasMore: bar.expandControl != nil,
            expandControl: bar.expandControl, chevron: chevron, strokeFilter: strokeFilter, separator: separator)
    }

    /// The grid as the core laid it out: every cell of the page (its note under it, as in the bar)
    /// with a separator under its row, and the control column (disabled controls dimmed).
    func candidateGrid(_ grid: CandidateGrid, area: LayoutRect, context: Context) -> CandidateGridNode {
        let theme = context.theme
        let cells = grid.cells.map { cell in
            candidateCell(
                index: cell.candidateIndex, text: cell.text, note: cell.note, frame: cell.frame, fontSize: grid.fontSize,
                noteFontSize: grid.noteFontSize, color: theme.candidateTextColor, theme: theme)
        }
        var separators: [ShapeNode] = []
        let rowBottoms = Set(cells.map(\.frame.maxY)).sorted()
        let gridMaxX = grid.controls.first?.frame.minX ?? area.maxX
        for y in rowBottoms where y < area.maxY - 0.5 {
            separators.append(ShapeNode(
                path: .polyline([(area.minX, y), (gridMaxX, y)]), fill: nil, stroke: theme.separatorColor, lineWidth: 0.5))
        }
        for cell in cells where cell.frame.maxX < gridMaxX - 0.5 {
            let f = cell.frame
            separators.append(ShapeNode(
                path: .polyline([(f.maxX, f.minY + 8), (f.maxX, f.maxY - 8)]), fill: nil, stroke: theme.separatorColor, lineWidth: 0.5))
        }
        separators.append(ShapeNode(
            path: .polyline([(gridMaxX, area.minY), (gridMaxX, area.maxY)]), fill: nil, stroke: theme.separatorColor, lineWidth: 0.5))
        let controls = grid.controls.map { control in
            let color = control.isEnabled ? theme.candidateTextColor : theme.candidateTextColor.withAlpha(0.3)
            return CandidateGridNode.Control(
                id: control.id, frame: control.frame,
                label: TextNode(text: control.label, center: control.frame.center, fontSize: min(17, grid.fontSize), color: color),
                isEnabled: control.isEnabled)
        }
        return CandidateGridNode(
            frame: area, background: theme.backgroundColor, cells: cells, separators: separators, controls: controls,
            page: grid.page, pageCount: grid.pageCount)
    }

    /// A candidate's cell in the bar or the grid: its text, and its note (the rest of a shape
    /// code) small and dimmed under it, the text raised to make room.
    private func candidateCell(
        index: Int, text: String, note: String?, frame: LayoutRect, fontSize: Double, noteFontSize: Double, color: KeyboardColor,
        theme: KeyboardTheme
    ) -> CandidateCellNode {
        let noteNode = note.map { note in
            TextNode(
                text: note, center: LayoutPoint(x: frame.midX, y: frame.maxY - noteFontSize * 0.75), fontSize: noteFontSize,
                color: theme.candidateTextColor.withAlpha(0.55))
        }
        let center = noteNode == nil ? frame.center : LayoutPoint(x: frame.midX, y: frame.midY - noteFontSize * 0.4)
        return CandidateCellNode(
            candidateIndex: index, frame: frame, text: TextNode(text: text, center: center, fontSize: fontSize, color: color), note: noteNode)
    }

    /// The 笔 control's label: 笔 until the row applies strokes, then the last two of them as
    /// the row's keys show them (一 丨 丿 丶 乛, ＊ for 通配), so the bar tells what narrows it.
    static func strokeControlLabel(_ applied: StrokePattern) -> String {
        guard !applied.isEmpty else { return "笔" }
        let glyphs = applied.strokes.suffix(2).map { stroke -> Character in
            switch stroke {
            case .horizontal: "一"
            case .vertical: "丨"
            case .leftFalling: "丿"
            case .dot: "丶"
            case .turning: "乛"
            case nil: "＊"
            }
        }
        return (applied.count > 2 ? "…" : "") + String(glyphs)
    }
}
