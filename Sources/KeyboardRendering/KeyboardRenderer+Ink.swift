import KeyboardCore
import KeyboardLayout

extension KeyboardRenderer {
    /// The pad's ink as the tree draws it: the strokes as they are, in the theme's letter colour,
    /// finished characters' strokes faded.
    func inkNode(_ ink: PadInk, context: Context) -> InkNode {
        let color = context.theme.baseStyle(for: .character).textColor ?? .black
        return InkNode(frame: ink.frame, strokes: ink.strokes, color: color, lineWidth: Self.inkWidth, finishedStrokes: ink.finishedStrokes)
    }

    /// The pen's width in points (a finger's line on Sogou's and WeChat's pads).
    static let inkWidth = 5.0
}
