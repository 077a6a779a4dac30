import KeyboardLayout
@testable import KeyboardCore

/// Hand-made characters for the 手写 pad: strokes in a unit square (y down), written with
/// touches on a `TestKeyboard`'s pad key.
enum PadWriting {
    /// A stroke through `points` of the unit square.
    typealias Stroke = [(Double, Double)]

    /// 一: one horizontal stroke.
    static let one: [Stroke] = [[(0.1, 0.5), (0.9, 0.5)]]
    /// 十: a horizontal stroke, then a vertical one through it.
    static let ten: [Stroke] = [[(0.1, 0.45), (0.9, 0.45)], [(0.5, 0.05), (0.5, 0.95)]]
    /// 口: the left side, the top and right side in one turn, the bottom.
    static let mouth: [Stroke] = [
        [(0.2, 0.2), (0.2, 0.8)], [(0.2, 0.2), (0.8, 0.2), (0.8, 0.8)], [(0.2, 0.78), (0.8, 0.78)],
    ]

    /// The points a finger passes along `stroke`: its first point, then 12 steps along each segment.
    static func sampled(_ stroke: Stroke) -> Stroke {
        var points = [stroke[0]]
        for (a, b) in zip(stroke, stroke.dropFirst()) {
            for k in 1...12 {
                let t = Double(k) / 12
                points.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
            }
        }
        return points
    }
}

extension TestKeyboard {
    /// The pad key's frame (the layout shown must be the 手写 one).
    func padFrame() throws -> LayoutRect {
        guard let pad = layout.keys.first(where: { $0.key.action == .handwritingPad }) else {
            throw TestKeyboardError.missingKey("pad", layout: layout.layoutName)
        }
        return pad.frame
    }

    /// Where a unit-square point lands on the pad (a square in its middle).
    func padPoint(_ point: (Double, Double)) throws -> LayoutPoint {
        let frame = try padFrame()
        let side = min(frame.width, frame.height) * 0.9
        return LayoutPoint(x: frame.midX - side / 2 + point.0 * side, y: frame.midY - side / 2 + point.1 * side)
    }

    /// Writes one stroke through its `PadWriting.sampled` points: down at the first, a move 10 ms
    /// apart to each of the others, up at the last; then `pause` seconds pass.
    func writeStroke(_ stroke: PadWriting.Stroke, pause: Double = 0.2) throws {
        let points = try PadWriting.sampled(stroke).map(padPoint)
        let id = down(at: points[0])
        for point in points.dropFirst() { move(id, to: point, time: now + 0.01) }
        up(id, at: points[points.count - 1], time: now + 0.01)
        now += pause
    }

    /// Writes a character's strokes with short gaps (one character).
    func write(_ strokes: [PadWriting.Stroke]) throws {
        for stroke in strokes { try writeStroke(stroke) }
    }

    /// The candidate bar's texts now.
    var barTexts: [String] { controller.renderState.candidates }
}
