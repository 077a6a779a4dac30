/// What the placement of a span of strokes says about it being one character, as costs in nats
/// (−ln of a likelihood ratio, 0 for a span placed as a character is). A character written on the
/// pad fills its box and sits in it centred; one of its parts (氵 of 河, 艹 of 花) is narrow or
/// off-centre. Side by side, characters stand on one line, each no wider than tall, each right of
/// the last and overlapping it little. The figures are the stroke data's design (glyphs drawn
/// centred in an em square), not fitted to an evaluation set.
public struct PhraseGeometry: Sendable {
    /// The layout the phrase was written in.
    public let layout: PhraseLayout
    /// The box of the whole phrase's ink.
    public let whole: InkBox
    /// The size of one character: the box's larger side overlapped; side by side its height, or
    /// the widest stroke when that is wider (a character is at least as wide as each of its
    /// strokes: a line of flat characters is no taller than they are).
    public let size: Double

    /// How far (in character sizes) a character's centre strays from the box's, one sigma.
    public var centreSpread = 0.12
    /// How far a character's centre strays up or down from the line's, one sigma.
    public var lineSpread = 0.15
    /// Narrower than this share of its height, a span looks like a character's left or right part.
    public var narrowAspect = 0.5
    /// Overlapped, a span smaller than this share of the box (on its larger side) looks like a part.
    public var smallExtent = 0.55
    /// Side by side, a span wider than this many character sizes holds more than one character.
    public var wideExtent = 1.05
    /// Side by side, two neighbours may overlap by this share of a character before it costs.
    public var allowedOverlap = 0.1

    /// The geometry of a phrase whose whole ink lies in `whole`, its widest stroke
    /// `widestStroke` wide, in `layout`.
    public init(layout: PhraseLayout, whole: InkBox, widestStroke: Double = 0) {
        self.layout = layout
        self.whole = whole
        let side = layout == .overlapped ? max(whole.width, whole.height) : max(whole.height, widestStroke)
        size = max(side, 1e-6)
    }

    /// A quadratic hinge: 0 up to `at`, then ((x − at) / width)² / 2.
    private func hinge(_ x: Double, above at: Double, width: Double) -> Double {
        x > at ? (x - at) * (x - at) / (2 * width * width) : 0
    }

    /// The cost of the strokes in `box` being one character.
    public func spanCost(_ box: InkBox) -> Double {
        let aspect = box.width / max(box.height, size * 0.05)
        var cost = hinge(narrowAspect - aspect, above: 0, width: 0.12)
        switch layout {
        case .overlapped:
            let dx = (box.midX - whole.midX) / size, dy = (box.midY - whole.midY) / size
            cost += (dx * dx + dy * dy) / (2 * centreSpread * centreSpread)
            cost += hinge(smallExtent - max(box.width, box.height) / size, above: 0, width: 0.12)
        case .sideBySide:
            let dy = (box.midY - whole.midY) / size
            cost += dy * dy / (2 * lineSpread * lineSpread)
            cost += hinge(box.width / size, above: wideExtent, width: 0.08)
        }
        return cost
    }

    /// Overlapped, two characters in a row share the square: along each axis the smaller one's
    /// extent lies within the other's by at least this share before it costs.
    public var sharedExtent = 0.5
    /// How fast the cost of two characters in a row lying apart grows (one sigma of the share).
    public var sharedWidth = 0.15

    /// The cost of the character in `next` following the one in `previous` (side by side: right
    /// of it, overlapping it little; overlapped: on the same square, so not beside or above it,
    /// as a character's left or upper part lies beside or above the rest).
    public func transitionCost(from previous: InkBox, to next: InkBox) -> Double {
        guard layout == .sideBySide else {
            /// The share of the smaller of two extents that lies within the other (a stroke's
            /// thin side counts as a tenth of a character).
            func shared(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
                let common = min(a.1, b.1) - max(a.0, b.0)
                return common / max(min(a.1 - a.0, b.1 - b.0), size * 0.1)
            }
            let share = min(shared((previous.minX, previous.maxX), (next.minX, next.maxX)),
                            shared((previous.minY, previous.maxY), (next.minY, next.maxY)))
            return hinge(sharedExtent - share, above: 0, width: sharedWidth)
        }
        let overlap = (previous.maxX - next.minX) / size
        let advance = (next.midX - previous.midX) / size
        return hinge(overlap, above: allowedOverlap, width: 0.08) + hinge(0.4 - advance, above: 0, width: 0.1)
    }

    /// Whether a span of `strokes` strokes in `box` could be one character at all (side by side:
    /// not wider than 1.3 characters; one stroke always could); the lattice reads no span that fails it.
    public func admits(_ box: InkBox, strokes: Int) -> Bool {
        layout == .overlapped || strokes == 1 || box.width <= 1.3 * size
    }
}
