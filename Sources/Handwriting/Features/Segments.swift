/// The straight pieces of a character's path, pen-down (weight 1) and pen-up (a lower weight),
/// and the frame the ink's moments put them in.
struct Segments {
    struct Segment {
        var from: SIMD2<Double>
        var to: SIMD2<Double>
        var weight: Double
    }

    /// Where the ink sits: its length-weighted centre, and how many fine-grid cells one canvas
    /// unit spans on each axis.
    struct Frame {
        var centre: SIMD2<Double>
        var scale: SIMD2<Double>
    }

    private(set) var items: [Segment] = []

    init(capacity: Int) { items.reserveCapacity(capacity) }

    mutating func append(_ from: SIMD2<Double>, _ to: SIMD2<Double>, weight: Double) {
        items.append(Segment(from: from, to: to, weight: weight))
    }

    /// The frame of the pen-down ink: its centre, and its spread on each axis (each segment a
    /// uniform rod: centre term plus length² / 12), floored at `spreadFloor` of the larger one;
    /// the grid covers `span` spreads. Nil when there is no ink or it has no extent.
    func frame(fineGrid: Int, spreadFloor: Double, span: Double) -> Frame? {
        var ink = 0.0, centre = SIMD2<Double>(0, 0)
        for s in items where s.weight == 1 {
            let d = s.to - s.from
            let length = (d * d).sum().squareRoot()
            ink += length
            centre += (s.from + s.to) * 0.5 * length
        }
        guard ink > 0, ink.isFinite else { return nil }
        centre /= ink
        var variance = SIMD2<Double>(0, 0)
        for s in items where s.weight == 1 {
            let d = s.to - s.from
            let length = (d * d).sum().squareRoot()
            let offset = (s.from + s.to) * 0.5 - centre
            variance += (offset * offset + d * d / 12) * length
        }
        variance /= ink
        var spread = SIMD2(variance.x.squareRoot(), variance.y.squareRoot())
        let larger = max(spread.x, spread.y)
        guard larger > 0, larger.isFinite else { return nil }
        spread = SIMD2(max(spread.x, spreadFloor * larger), max(spread.y, spreadFloor * larger))
        return Frame(centre: centre, scale: Double(fineGrid) / (span * spread))
    }
}
