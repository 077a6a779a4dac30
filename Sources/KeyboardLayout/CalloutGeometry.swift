import Foundation

/// Where a long-press callout's alternates sit: a bubble above the key, one cell per alternate,
/// growing away from the nearer keyboard edge. The renderer draws it and KeyboardCore uses the same
/// arithmetic to pick the alternate under a sliding finger.
public struct CalloutGeometry: Hashable, Sendable {
    /// The bubble holding the alternates, above the key with a neck below it, inside the keyboard's bounds.
    public var bubble: LayoutRect
    /// One cell per alternate, left to right, inside the bubble's padding; empty for no alternates.
    public var cells: [LayoutRect]

    /// Points between the bubble's edge and its cells, and between the key's edge and the bubble's.
    public static let padding = 4.0

    /// The callout for `count` alternates over a key, kept inside a keyboard of size `bounds`.
    public init(keyFrame key: LayoutRect, count: Int, bounds: LayoutSize) {
        let padding = Self.padding
        let count = max(0, count)
        var cellWidth = max(key.width, 26)
        if count > 0, Double(count) * cellWidth + 2 * padding > bounds.width {
            cellWidth = max(1, (bounds.width - 2 * padding) / Double(count))
        }
        let width = min(bounds.width, Double(count) * cellWidth + 2 * padding)
        let neck = min(12, key.height * 0.28)
        let startX = key.midX < bounds.width / 2 ? key.minX - padding : key.maxX + padding - width
        let x = min(max(0, startX), max(0, bounds.width - width))
        let bottom = key.minY - neck
        let top = max(0, bottom - (key.height + 2 * padding))
        bubble = LayoutRect(x: x, y: top, width: width, height: max(0, bottom - top))
        let cellHeight = max(0, bubble.height - 2 * padding)
        cells = (0..<count).map { index in
            LayoutRect(x: x + padding + Double(index) * cellWidth, y: top + padding, width: cellWidth, height: cellHeight)
        }
    }

    /// The alternate under a finger at `x`: the nearest cell, clamped to the first and last.
    public func index(atX x: Double) -> Int? {
        guard !cells.isEmpty, x.isFinite else { return nil }
        let first = cells[0]
        let position = Int(((x - first.minX) / max(first.width, 1e-9)).rounded(.down))
        return min(max(0, position), cells.count - 1)
    }
}
