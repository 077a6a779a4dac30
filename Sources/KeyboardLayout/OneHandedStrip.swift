import Foundation

/// The keys on the free side of a one-handed keyboard: one moves the keys to the other side, one
/// gives the keyboard its full width back (as on iOS). Placed by `KeyLayout.fitted(in:environment:)`.
public enum OneHandedStrip {
    /// The id of the key that moves the keys to the other side.
    public static let switchSideID = "fit-switch-side"
    /// The id of the key that goes back to full width.
    public static let fullWidthID = "fit-full-width"
    /// The tallest a strip key is, in points.
    static let maximumKeyHeight = 56.0

    /// The strip's two keys, centred one above the other in `strip`, for keys sitting on `side`.
    public static func keys(in strip: LayoutRect, side: KeyboardFit.Side, metrics: LayoutMetrics, style: KeyStyle) -> [PlacedKey] {
        let inset = min(metrics.keySpacing, strip.width / 4)
        let width = max(0, strip.width - 2 * inset)
        let usable = max(0, strip.height - metrics.topPadding - metrics.bottomPadding - metrics.rowSpacing)
        let height = min(maximumKeyHeight, usable / 2)
        let top = strip.minY + (strip.height - 2 * height - metrics.rowSpacing) / 2
        let definitions = [
            LayoutKey(id: switchSideID, action: .command(.fit(.oneHanded(side.other))), label: side == .left ? "⇥" : "⇤"),
            LayoutKey(id: fullWidthID, action: .command(.fit(.fullWidth)), label: "⤢"),
        ]
        return definitions.enumerated().map { index, key in
            let frame = LayoutRect(x: strip.minX + inset, y: top + Double(index) * (height + metrics.rowSpacing), width: width, height: height)
            return PlacedKey(key: key, frame: frame, hitFrame: frame, style: style.merged(with: key.style), row: index)
        }
    }
}
