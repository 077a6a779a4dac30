import Foundation
import KeyboardLayout

/// One part of an icon: a path filled, stroked, or both; line width in the path's own units.
public struct IconShape: Hashable, Sendable {
    /// The outline, in the icon's unit square (0…1, y down).
    public var path: VectorPath
    /// Whether the path is filled with the key's text colour.
    public var filled: Bool
    /// Whether the path is stroked with the key's text colour.
    public var stroked: Bool
    /// The stroke's width as a fraction of the icon's side (0.07 is 7 %); scaled with the path.
    public var lineWidth: Double

    /// A stroked, unfilled shape unless told otherwise.
    public init(path: VectorPath, filled: Bool = false, stroked: Bool = true, lineWidth: Double = 0.07) {
        self.path = path
        self.filled = filled
        self.stroked = stroked
        self.lineWidth = lineWidth
    }
}

extension KeyIcon {
    /// The icon drawn in a unit square (0…1, y down), to be scaled to a key's image size.
    public var unitShapes: [IconShape] {
        switch self {
        case .shift: [IconShape(path: Self.shiftArrow)]
        case .shiftOnce: [IconShape(path: Self.shiftArrow, filled: true)]
        case .capsLock:
            [IconShape(path: Self.capsArrow, filled: true),
             IconShape(path: .roundedRect(LayoutRect(x: 0.3, y: 0.8, width: 0.4, height: 0.12), radius: 0.02), filled: true, stroked: false)]
        case .delete:
            [IconShape(path: Self.deleteOutline),
             IconShape(path: VectorPath.polyline([(0.5, 0.36), (0.76, 0.64)]).appending(.polyline([(0.76, 0.36), (0.5, 0.64)])))]
        case .globe:
            [IconShape(path: .circle(centerX: 0.5, centerY: 0.5, radius: 0.42), lineWidth: 0.06),
             IconShape(path: .ellipse(centerX: 0.5, centerY: 0.5, radiusX: 0.19, radiusY: 0.42), lineWidth: 0.06),
             IconShape(path: Self.globeLines, lineWidth: 0.06)]
        case .returnArrow:
            [IconShape(path: VectorPath.polyline([(0.84, 0.22), (0.84, 0.6), (0.2, 0.6)])
                .appending(.polyline([(0.38, 0.42), (0.2, 0.6), (0.38, 0.78)])))]
        case .emoji:
            [IconShape(path: .circle(centerX: 0.5, centerY: 0.5, radius: 0.42), lineWidth: 0.06),
             IconShape(path: VectorPath.circle(centerX: 0.36, centerY: 0.4, radius: 0.05)
                .appending(.circle(centerX: 0.64, centerY: 0.4, radius: 0.05)), filled: true, stroked: false),
             IconShape(path: Self.smile, lineWidth: 0.06)]
        case .microphone:
            [IconShape(path: .roundedRect(LayoutRect(x: 0.37, y: 0.06, width: 0.26, height: 0.52), radius: 0.13), filled: true, stroked: false),
             IconShape(path: Self.microphoneStand, lineWidth: 0.06)]
        case .hideKeyboard:
            [IconShape(path: .roundedRect(LayoutRect(x: 0.06, y: 0.12, width: 0.88, height: 0.5), radius: 0.06), lineWidth: 0.05),
             IconShape(path: Self.keyboardDots, filled: true, stroked: false),
             IconShape(path: .polyline([(0.38, 0.74), (0.5, 0.86), (0.62, 0.74)]), lineWidth: 0.06)]
        }
    }

    private static let shiftArrow = VectorPath.polyline(
        [(0.5, 0.1), (0.9, 0.52), (0.68, 0.52), (0.68, 0.88), (0.32, 0.88), (0.32, 0.52), (0.1, 0.52)], closed: true)

    private static let capsArrow = VectorPath.polyline(
        [(0.5, 0.06), (0.9, 0.46), (0.68, 0.46), (0.68, 0.7), (0.32, 0.7), (0.32, 0.46), (0.1, 0.46)], closed: true)

    private static let deleteOutline = VectorPath(drawing: "M 0.06 0.5 L 0.3 0.2 L 0.88 0.2 Q 0.95 0.2 0.95 0.27 L 0.95 0.73 Q 0.95 0.8 0.88 0.8 L 0.3 0.8 Z")

    /// TXInputMethod's globe: a circle with a meridian ellipse, the axis, the equator and two latitude arcs.
    private static let globeLines = VectorPath(drawing: "M 0.5 0.08 L 0.5 0.92 M 0.08 0.5 L 0.92 0.5 M 0.17 0.27 Q 0.5 0.4 0.83 0.27 M 0.17 0.73 Q 0.5 0.6 0.83 0.73")

    private static let smile = VectorPath(drawing: "M 0.3 0.6 Q 0.5 0.82 0.7 0.6")

    private static let microphoneStand = VectorPath(drawing: "M 0.24 0.44 C 0.24 0.8 0.76 0.8 0.76 0.44 M 0.5 0.71 L 0.5 0.9 M 0.36 0.92 L 0.64 0.92")

    private static let keyboardDots: VectorPath = {
        var path = VectorPath()
        for row in 0..<3 {
            let y = 0.2 + Double(row) * 0.12
            let columns = row == 2 ? [0.3] : [0.16, 0.3, 0.44, 0.58, 0.72]
            for x in columns {
                let width = row == 2 ? 0.4 : 0.08
                path = path.appending(.roundedRect(LayoutRect(x: x, y: y, width: width, height: 0.07), radius: 0.01))
            }
        }
        return path
    }()
}
