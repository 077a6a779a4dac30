import Foundation
import KeyboardLayout

extension KeyboardRenderer {
    /// Candidates left to right, as many as fit; a chevron at the trailing edge when some do not.
    func candidateBar(in frame: LayoutRect, state: RenderState, theme: KeyboardTheme) -> CandidateBarNode {
        let fontSize = min(18, max(1, frame.height * 0.45))
        let padding = 11.0
        let chevronRoom = 40.0
        var cells: [LayoutRect] = []
        var texts: [TextNode] = []
        var x = frame.minX + 4
        var hasMore = false
        for (index, candidate) in state.candidates.enumerated() {
            let width = TextMetrics.estimatedWidth(of: candidate, fontSize: fontSize) + 2 * padding
            let isLast = index == state.candidates.count - 1
            let limit = frame.maxX - (isLast ? 0 : chevronRoom)
            if x + width > limit {
                hasMore = true
                break
            }
            let cell = LayoutRect(x: x, y: frame.minY, width: width, height: frame.height)
            cells.append(cell)
            let color = index == state.highlightedCandidate ? theme.candidateHighlightColor : theme.candidateTextColor
            texts.append(TextNode(text: candidate, center: cell.center, fontSize: fontSize, color: color))
            x += width
        }
        var chevron: ShapeNode?
        if hasMore {
            let cx = frame.maxX - chevronRoom / 2, cy = frame.midY
            chevron = ShapeNode(
                path: .polyline([(cx - 6, cy - 3), (cx, cy + 3), (cx + 6, cy - 3)]), fill: nil,
                stroke: theme.candidateTextColor, lineWidth: 1.6)
        }
        let separator = ShapeNode(
            path: .polyline([(frame.minX, frame.maxY - 0.25), (frame.maxX, frame.maxY - 0.25)]), fill: nil,
            stroke: theme.separatorColor, lineWidth: 0.5)
        return CandidateBarNode(
            frame: frame, background: theme.backgroundColor, cells: cells, texts: texts, hasMore: hasMore, chevron: chevron,
            separator: separator)
    }
}
