import Foundation
import KeyGeometry

/// A key placed on the keyboard: its definition, where it is drawn, where it takes touches,
/// and its style from the layout, row and key (without the theme).
public struct PlacedKey: Hashable, Sendable {
    /// The key as the layout file defines it.
    public var key: LayoutKey
    /// Where the key is drawn, in keyboard points; the spacing between keys lies outside it.
    public var frame: LayoutRect
    /// Where the key takes touches: `frame` moved out (or in) by the key's hit insets, `frame` itself when it has none.
    public var hitFrame: LayoutRect
    /// The layout's, rows' and key's styles merged (the theme is layered under it when drawing).
    public var style: KeyStyle
    /// Index of the top-level row the key sits in (0 = top).
    public var row: Int

    /// The key's id (unique within the layout).
    public var id: String { key.id }
}

/// A row or column placed on the keyboard, kept so the geometry can be checked and drawn for debugging.
public struct PlacedRow: Hashable, Sendable {
    /// The row's frame, in keyboard points.
    public var frame: LayoutRect
    /// Whether its items run left to right or top to bottom.
    public var axis: RowAxis
    /// Points before the first item, after any shrinking to fit.
    public var leading: Double
    /// Points after the last item, after any shrinking to fit.
    public var trailing: Double
    /// Points between items, after any shrinking to fit.
    public var spacing: Double
    /// Frames of the row's items (keys, spacers, nested rows) in order.
    public var itemFrames: [LayoutRect]
}

/// A layout fitted to a size and environment: every key's frame, the candidate bar, and hit testing.
public struct FittedLayout: Sendable {
    /// The layout this was fitted from (`KeyLayout.id`).
    public let layoutID: LayoutID
    /// The size fitted to, in points.
    public let size: LayoutSize
    /// The device and orientation fitted for (keys with conditions were kept or dropped by it).
    public let environment: KeyboardEnvironment
    /// The metrics used: the environment's standard ones with the layout's patch applied.
    public let metrics: LayoutMetrics
    /// The candidate bar at the top, if the layout has one.
    public let candidateBarFrame: LayoutRect?
    /// The area below the candidate bar that holds the rows.
    public let keysArea: LayoutRect
    /// Keys present in this environment, in reading order.
    public let keys: [PlacedKey]
    /// Every row and column, outermost first.
    public let rows: [PlacedRow]
    /// The layout's background colour, if it sets one.
    public let backgroundColor: KeyboardColor?

    /// The letter keys as the decoders read touches and gestures against them (nil without all
    /// 26 letter keys): made with the fit, so it is cached by everything it depends on.
    public let keyGeometry: KeyGeometry?

    /// Flat copies of the hit frames and frames, so a hit test touches only contiguous numbers.
    let hitBoxes: [Double]

    init(
        layout: KeyLayout, size: LayoutSize, environment: KeyboardEnvironment, metrics: LayoutMetrics,
        candidateBarFrame: LayoutRect?, keysArea: LayoutRect, keys: [PlacedKey], rows: [PlacedRow]
    ) {
        layoutID = layout.id
        self.size = size
        self.environment = environment
        self.metrics = metrics
        self.candidateBarFrame = candidateBarFrame
        self.keysArea = keysArea
        self.keys = keys
        self.rows = rows
        backgroundColor = layout.style?.backgroundColor
        var boxes: [Double] = []
        boxes.reserveCapacity(keys.count * 8)
        for key in keys {
            boxes += [key.hitFrame.minX, key.hitFrame.minY, key.hitFrame.maxX, key.hitFrame.maxY]
            boxes += [key.frame.minX, key.frame.minY, key.frame.maxX, key.frame.maxY]
        }
        hitBoxes = boxes
        keyGeometry = KeyGeometry(letterKeys: keys)
    }

    /// The placed key with the given id, if present.
    public func key(id: String) -> PlacedKey? { keys.first { $0.key.id == id } }
}
