import KeyboardCore
import KeyboardLayout

/// The trail of a 滑行 gesture: one polyline through the points the finger passed, in keyboard
/// points, drawn with round caps and joins at `opacity`; after the lift it fades to nothing over
/// `fadeRemaining` seconds (the core sends frames as it fades; a renderer may animate between them).
public struct GestureTrailNode: Hashable, Sendable {
    /// The path, first at the touch-down.
    public var points: [LayoutPoint]
    /// The trail's colour.
    public var color: KeyboardColor
    /// Its width in points.
    public var lineWidth: Double
    /// 1 while the finger is down, falling to 0 after the lift.
    public var opacity: Double
    /// Seconds until it is gone, after the lift; nil while the finger is down.
    public var fadeRemaining: Double?

    /// A trail through `points`, `lineWidth` wide in `color` at `opacity`, fading out over `fadeRemaining` seconds.
    public init(points: [LayoutPoint], color: KeyboardColor, lineWidth: Double, opacity: Double = 1, fadeRemaining: Double? = nil) {
        self.points = points
        self.color = color
        self.lineWidth = lineWidth
        self.opacity = min(1, max(0, opacity))
        self.fadeRemaining = fadeRemaining
    }
}

extension KeyboardRenderer {
    /// The gesture's trail as the tree draws it: in the theme's accent (the primary key's fill), semi-opaque.
    func gestureTrailNode(_ trail: GestureTrail, context: Context) -> GestureTrailNode {
        let color = context.theme.baseStyle(for: .primary).backgroundColor ?? context.theme.baseStyle(for: .character).textColor ?? .black
        return GestureTrailNode(
            points: trail.points, color: color, lineWidth: Self.gestureTrailWidth, opacity: trail.opacity * Self.gestureTrailOpacity,
            fadeRemaining: trail.fadeRemaining)
    }

    /// The trail's width in points (iOS's and Gboard's are about a finger's line).
    static let gestureTrailWidth = 6.0
    /// The trail's opacity while drawn (the key labels under it stay readable).
    static let gestureTrailOpacity = 0.7
}

extension SVGWriter {
    /// The trail as `<g data-role="gesture-trail">` holding one polyline; a fading trail
    /// (`data-fading`) animates its opacity to 0 over the time left, so the browser fades it between frames.
    func svg(for trail: GestureTrailNode) -> String {
        guard !trail.points.isEmpty else { return "" }
        let points = (trail.points.count == 1 ? trail.points + trail.points : trail.points).map { Self.number($0.x) + "," + Self.number($0.y) }
        var out = "<g data-role=\"gesture-trail\" fill=\"none\"\(Self.paint("stroke", trail.color)) stroke-width=\"\(Self.number(trail.lineWidth))\""
        out += " stroke-linecap=\"round\" stroke-linejoin=\"round\" pointer-events=\"none\" opacity=\"\(Self.number(trail.opacity))\""
        out += trail.fadeRemaining == nil ? ">\n" : " data-fading=\"true\">\n"
        out += "<polyline points=\"\(points.joined(separator: " "))\"/>\n"
        if let remaining = trail.fadeRemaining, remaining > 0 {
            out += "<animate attributeName=\"opacity\" from=\"\(Self.number(trail.opacity))\" to=\"0\" dur=\"\(Self.number(remaining))s\" fill=\"freeze\"/>\n"
        }
        return out + "</g>\n"
    }
}
