import Foundation

/// A point in keyboard coordinates (points, origin top-left, y grows down).
public struct LayoutPoint: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and height in points.
public struct LayoutSize: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in keyboard coordinates.
public struct LayoutRect: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
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
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = LayoutInsets()
}

/// Decoding is written out (missing edges are 0, unknown keys are an error); encoding is synthesised.
extension LayoutInsets: Codable {
    private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

    /// Missing edges are 0, so `{"top": -4}` grows a key's touch area upwards only.
    public init(from decoder: any Decoder) throws {
        try decoder.container(keyedBy: AnyCodingKey.self).rejectUnknownKeys(allowed: ["top", "left", "bottom", "right"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try container.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try container.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }
}
