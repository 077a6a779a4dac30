import Foundation

/// The stroke-order-free description of a written character that the model was fitted on
/// (scripts/handwriting/features.py computes the same numbers): every pen-down segment, and weakly
/// every pen-up move between strokes, is split between the two nearest of 8 writing directions
/// and spread over a grid placed by the ink's moments, so how the strokes were split, joined or
/// ordered changes little. 8 directions x 8 x 8 cells = 512 numbers.
public struct DirectionFeatures: Sendable {
    /// The grid the ink is spread on before blurring (per direction, per side); at least 2 (a
    /// smaller one gives no features).
    public var fineGrid = 16
    /// The weight of a pen-up move (a joined stroke has weight 1 for the same path).
    public var penUpWeight = 0.25
    /// An axis' spread is at least this share of the larger one, so a flat character stays flat.
    public var spreadFloor = 0.4
    /// The grid covers this many spreads around the ink's centre.
    public var span = 4.0

    /// Writing directions, 45 degrees apart.
    public static let directions = 8
    /// The most pieces one segment is cut into: a segment longer than that many cells runs far
    /// off the grid (whose edge takes what lies beyond), so a wild point costs no more time.
    static let maximumPieces = 64

    /// Features with the default geometry.
    public init() {}

    /// The number of features: directions x (fineGrid / 2)².
    public var count: Int { Self.directions * (fineGrid / 2) * (fineGrid / 2) }

    /// The features of cleaned strokes (see `Ink.cleanedStrokes()`), or nil when there is no
    /// ink to read (no segment of any length, e.g. a single tap).
    public func features(of strokes: [[SIMD2<Double>]]) -> [Float]? {
        guard fineGrid >= 2 else { return nil }
        var segments = Segments(capacity: strokes.reduce(0) { $0 + $1.count })
        for (index, stroke) in strokes.enumerated() {
            for k in stroke.indices.dropLast() { segments.append(stroke[k], stroke[k + 1], weight: 1) }
            if index + 1 < strokes.count, let end = stroke.last, let start = strokes[index + 1].first {
                segments.append(end, start, weight: penUpWeight)
            }
        }
        guard let frame = segments.frame(fineGrid: fineGrid, spreadFloor: spreadFloor, span: span) else { return nil }
        return spread(segments, frame)
    }

    private func spread(_ segments: Segments, _ frame: Segments.Frame) -> [Float]? {
        let side = fineGrid + 2
        var grid = [Double](repeating: 0, count: Self.directions * side * side)
        var inkLength = 0.0
        let top = Double(fineGrid) - 1
        // Every cell index below lies in the grid (the point is clamped to its inner cells and the
        // border takes the rest), so the grid is written through its buffer, without a check each.
        grid.withUnsafeMutableBufferPointer { grid in
            for s in segments.items {
                let x0 = (s.from.x - frame.centre.x) * frame.scale.x + Double(fineGrid) / 2
                let y0 = (s.from.y - frame.centre.y) * frame.scale.y + Double(fineGrid) / 2
                let dx = (s.to.x - s.from.x) * frame.scale.x
                let dy = (s.to.y - s.from.y) * frame.scale.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0, length.isFinite, x0.isFinite, y0.isFinite else { continue }
                if s.weight == 1 { inkLength += length }
                var angle = atan2(dy, dx) / (Double.pi / 4)
                angle = angle - 8 * (angle / 8).rounded(.down)
                let lower = angle.rounded(.down)
                let fraction = angle - lower
                let d0 = Int(lower) % 8, d1 = (Int(lower) + 1) % 8
                let pieces = min(Self.maximumPieces, max(1, Int(length.rounded(.up))))
                let weight = length * s.weight / Double(pieces)
                for piece in 0..<pieces {
                    let t = (Double(piece) + 0.5) / Double(pieces)
                    let px = min(max(x0 + dx * t - 0.5, 0), top)
                    let py = min(max(y0 + dy * t - 0.5, 0), top)
                    let ix = px.rounded(.down), iy = py.rounded(.down)
                    let ax = px - ix, ay = py - iy
                    let cell = (Int(iy) + 1) * side + Int(ix) + 1
                    // The piece's weight split between the two directions, each spread bilinearly
                    // over the four cells around it (written out: a pair of tuples in a loop cost an
                    // allocation per piece; the products in the same order, so the same numbers).
                    var base = d0 * side * side + cell, v = weight * (1 - fraction)
                    grid[base] += v * (1 - ax) * (1 - ay)
                    grid[base + 1] += v * ax * (1 - ay)
                    grid[base + side] += v * (1 - ax) * ay
                    grid[base + side + 1] += v * ax * ay
                    base = d1 * side * side + cell
                    v = weight * fraction
                    grid[base] += v * (1 - ax) * (1 - ay)
                    grid[base + 1] += v * ax * (1 - ay)
                    grid[base + side] += v * (1 - ax) * ay
                    grid[base + side + 1] += v * ax * ay
                }
            }
        }
        guard inkLength > 0 else { return nil }
        return pooled(grid, inkLength: inkLength)
    }

    /// Blurs each direction's fine grid by [1 2 1]/4 both ways (zero outside), sums 2 x 2 cells,
    /// divides by the ink's length and takes square roots.
    private func pooled(_ grid: [Double], inkLength: Double) -> [Float] {
        let n = fineGrid, side = n + 2, half = n / 2
        var out = [Float](repeating: 0, count: count)
        // Scratch planes reused for every direction (each pass writes every cell it reads later).
        var rows = [Double](repeating: 0, count: n * n)
        var horizontal = [Double](repeating: 0, count: (n + 2) * n)
        grid.withUnsafeBufferPointer { grid in
            horizontal.withUnsafeMutableBufferPointer { horizontal in
                rows.withUnsafeMutableBufferPointer { rows in
                    for direction in 0..<Self.directions {
                        let plane = direction * side * side
                        // horizontal pass over the grid's inner cells (the padding border holds no ink but the edge cells');
                        // the edges, whose outer neighbour counts as 0, outside the loops (which then have no branch)
                        for y in 0..<(n + 2) {
                            let row = plane + y * side, out = y * n
                            horizontal[out] = (0 + 2 * grid[row + 1] + grid[row + 2]) / 4
                            for x in 1..<(n - 1) {
                                horizontal[out + x] = (grid[row + x] + 2 * grid[row + x + 1] + grid[row + x + 2]) / 4
                            }
                            horizontal[out + n - 1] = (grid[row + n - 1] + 2 * grid[row + n] + 0) / 4
                        }
                        for x in 0..<n {
                            rows[x] = (0 + 2 * horizontal[n + x] + horizontal[2 * n + x]) / 4
                        }
                        for y in 1..<(n - 1) {
                            for x in 0..<n {
                                rows[y * n + x] = (horizontal[y * n + x] + 2 * horizontal[(y + 1) * n + x] + horizontal[(y + 2) * n + x]) / 4
                            }
                        }
                        for x in 0..<n {
                            rows[(n - 1) * n + x] = (horizontal[(n - 1) * n + x] + 2 * horizontal[n * n + x] + 0) / 4
                        }
                        for y in 0..<half {
                            for x in 0..<half {
                                let sum = rows[2 * y * n + 2 * x] + rows[2 * y * n + 2 * x + 1]
                                    + rows[(2 * y + 1) * n + 2 * x] + rows[(2 * y + 1) * n + 2 * x + 1]
                                out[direction * half * half + y * half + x] = Float((sum / inkLength).squareRoot())
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
