import Foundation

/// A point in keyboard coordinates (points, origin top-left, y grows down).
public struct LayoutPoint: Hashable, Codable, Sendable {
    /// Points from the keyboard's left edge.
    public var x: Double
    /// Points down from the keyboard's top edge.
    public var y: Double

    /// The point (`x`, `y`), in points from the top-left corner.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
}

/// A width and height in points.
public struct LayoutSize: Hashable, Codable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points (not checked: a negative size is kept as given).
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
}

/// An axis-aligned rectangle in keyboard coordinates.
public struct LayoutRect: Hashable, Codable, Sendable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// The width in points; the geometry here assumes it is not negative.
    public var width: Double
    /// The height in points; the geometry here assumes it is not negative.
    public var height: Double

    /// The rectangle whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }

    /// The empty rectangle at the origin (what an empty path's bounds are).
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (`x`).
    public var minX: Double { x }
    /// The top edge (`y`).
    public var minY: Double { y }
    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre point.
    public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

    /// Whether the point lies inside, edges included.
    public func contains(_ point: LayoutPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The rectangle shrunk by the insets (negative insets grow it); never narrower than zero.
    public func inset(by insets: LayoutInsets) -> LayoutRect {
        let width = max(0, self.width - insets.left - insets.right)
        let height = max(0, self.height - insets.top - insets.bottom)
        return LayoutRect(x: x + insets.left, y: y + insets.top, width: width, height: height)
    }

    /// Squared distance from the point to the nearest point of the rectangle (0 inside).
    public func squaredDistance(to point: LayoutPoint) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return dx * dx + dy * dy
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    public func overlaps(_ other: LayoutRect, tolerance: Double = 1e-9) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance
            && minY < other.maxY - tolerance && other.minY < maxY - tolerance
    }
}

/// Insets from each edge of a rectangle, in points.
public struct LayoutInsets: Hashable, Sendable {
    /// Points in from the top edge (negative moves the edge out).
    public var top: Double
    /// Points in from the left edge (negative moves the edge out).
    public var left: Double
    /// Points in from the bottom edge (negative moves the edge out).
    public var bottom: Double
    /// Points in from the right edge (negative moves the edge out).
    public var right: Double

    /// Insets of the given edges; an edge not named is 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = LayoutInsets()
}

/// Decoding is written out (missing edges are 0, unknown keys are an error); encoding is synthesised.
extension LayoutInsets: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    /// Missing edges are 0, so `{"top": -4}` grows a key's touch area upwards only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try container.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try container.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }
}
