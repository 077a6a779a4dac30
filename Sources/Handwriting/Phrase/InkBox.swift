/// The bounding box of some ink (cleaned strokes), in canvas units: what the segmentation's
/// geometry reads of a stroke, a span of strokes or the whole phrase.
public struct InkBox: Hashable, Sendable {
    /// The left edge.
    public var minX: Double
    /// The top edge (y grows downwards).
    public var minY: Double
    /// The right edge.
    public var maxX: Double
    /// The bottom edge.
    public var maxY: Double

    /// The box of `points` (nil when there are none).
    init?(_ points: [SIMD2<Double>]) {
        guard let first = points.first else { return nil }
        var low = first, high = first
        for point in points.dropFirst() {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        self.init(minX: low.x, minY: low.y, maxX: high.x, maxY: high.y)
    }

    /// A box with the given edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The width.
    public var width: Double { maxX - minX }
    /// The height.
    public var height: Double { maxY - minY }
    /// The centre's x.
    public var midX: Double { (minX + maxX) / 2 }
    /// The centre's y.
    public var midY: Double { (minY + maxY) / 2 }

    /// The smallest box holding both.
    func union(_ other: InkBox) -> InkBox {
        InkBox(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The box of the boxes `boxes[range]` (nil for an empty range).
    static func union(_ boxes: ArraySlice<InkBox>) -> InkBox? {
        guard var box = boxes.first else { return nil }
        for other in boxes.dropFirst() { box = box.union(other) }
        return box
    }
}
