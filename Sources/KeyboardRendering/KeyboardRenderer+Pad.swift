import KeyboardCore
import KeyboardLayout

extension KeyboardRenderer {
    /// The placeholder an empty 手写 pad shows, the first thing a new user sees there.
    static let padPlaceholder = "在此书写"

    /// What the empty pad draws (nothing while ink is on it): a faint guide — the square a
    /// character is written in, centred, with its middle cross dashed as a 田字格 — and the
    /// placeholder in the secondary text colour.
    func padGuide(in frame: LayoutRect, context: Context) -> (texts: [TextNode], shapes: [ShapeNode]) {
        guard context.state.ink == nil else { return ([], []) }
        let colour = context.theme.secondaryTextColor
        let side = min(frame.width, frame.height) * 0.9
        let left = frame.midX - side / 2, top = frame.midY - side / 2
        var square = VectorPath()
        square.move(left, top)
        square.line(left + side, top)
        square.line(left + side, top + side)
        square.line(left, top + side)
        square.close()
        var cross = VectorPath()
        let dash = side / 24
        for k in stride(from: 0, to: 24, by: 2) {
            let a = Double(k) * dash, b = a + dash
            cross.move(left + a, frame.midY)
            cross.line(left + b, frame.midY)
            cross.move(frame.midX, top + a)
            cross.line(frame.midX, top + b)
        }
        let shapes = [ShapeNode(path: square, fill: nil, stroke: colour.withAlpha(0.18), lineWidth: 1),
                      ShapeNode(path: cross, fill: nil, stroke: colour.withAlpha(0.12), lineWidth: 1)]
        let size = max(8, min(18, side * 0.12))
        let text = TextNode(text: Self.padPlaceholder, center: LayoutPoint(x: frame.midX, y: frame.midY + side * 0.25),
                            fontSize: size, color: context.theme.placeholderTextColor ?? colour.withAlpha(0.6))
        return ([text], shapes)
    }
}
