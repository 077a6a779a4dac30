/// A writing kept stroke by stroke with its strokes cleaned for the recognizer, as the sessions
/// (`HandwritingSession`, `PhraseSession`) hold it: each stroke is cleaned alone as it arrives;
/// a writing over `Ink.pointLimit` points is thinned as a whole, as recognizing it at once would.
/// Either way the cleaned strokes equal `ink.cleanedStrokes()`.
struct CleanedWriting: Sendable {
    /// The strokes as written.
    private(set) var ink: Ink
    /// The strokes cleaned (a stroke with no point that is a number is left out).
    private(set) var cleaned: [[SIMD2<Double>]] = []
    /// Each stroke of the ink cleaned alone (nil: no point that is a number).
    private(set) var perStroke: [[SIMD2<Double>]?] = []
    /// Whether the writing is over the point limit and was thinned as a whole.
    private(set) var thinned = false
    /// Whether the last change thinned the whole writing, before it or after: then every cleaned
    /// stroke may have changed, not only those from the changed place on.
    private(set) var rethinned = false

    /// An empty writing on a `width` x `height` pad; throws for a pad without area.
    init(width: Double, height: Double) throws(HandwritingError) {
        ink = Ink(width: width, height: height)
        _ = try ink.cleanedStrokes()
    }

    /// Adds a stroke.
    mutating func append(_ stroke: InkStroke) {
        ink.strokes.append(stroke)
        // The canvas was checked at the start; a stroke alone cannot make the cleaning fail.
        perStroke.append(try? Ink(strokes: [stroke], width: ink.width, height: ink.height).cleanedStrokes().first)
        clean()
    }

    /// Removes the last stroke, if any; true when it had a cleaned stroke.
    @discardableResult
    mutating func removeLast() -> Bool {
        guard !ink.strokes.isEmpty else { return false }
        ink.strokes.removeLast()
        let removed = perStroke.removeLast()
        clean()
        return removed != nil
    }

    /// Removes the first `count` strokes (all there are, at most).
    mutating func removeFirst(_ count: Int) {
        let count = min(count, ink.strokes.count)
        ink.strokes.removeFirst(count)
        perStroke.removeFirst(count)
        clean()
    }

    /// Removes every stroke.
    mutating func removeAll() { removeFirst(ink.strokes.count) }

    private mutating func clean() {
        let thin = ink.strokes.reduce(0) { $0 + $1.points.count } > Ink.pointLimit
        cleaned = thin ? (try? ink.cleanedStrokes()) ?? [] : perStroke.compactMap { $0 }
        rethinned = thin || thinned
        thinned = thin
    }
}
