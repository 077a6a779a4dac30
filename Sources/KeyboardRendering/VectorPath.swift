import Foundation
import KeyboardLayout

/// One drawing command of a vector path, in keyboard points (Core Graphics and SVG both take these).
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at the point.
    case move(LayoutPoint)
    /// A straight line from the current point.
    case line(LayoutPoint)
    /// A quadratic Bézier from the current point to `to`.
    case quad(control: LayoutPoint, to: LayoutPoint)
    /// A cubic Bézier from the current point to `to`.
    case cubic(control1: LayoutPoint, control2: LayoutPoint, to: LayoutPoint)
    /// A line back to the subpath's start, closing it.
    case close
}

/// A vector path: a list of drawing commands.
public struct VectorPath: Hashable, Sendable {
    /// The commands in drawing order; a path usually starts with a `.move`.
    public var elements: [PathElement]

    /// A path of these commands (empty by default, to be built with `move(_:_:)`, `line(_:_:)`, …).
    public init(_ elements: [PathElement] = []) { self.elements = elements }

    /// Starts a subpath at (`x`, `y`).
    public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(LayoutPoint(x: x, y: y))) }
    /// Draws a straight line from the current point to (`x`, `y`).
    public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(LayoutPoint(x: x, y: y))) }
    /// Draws a quadratic Bézier to (`x`, `y`) with control point (`cx`, `cy`).
    public mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        elements.append(.quad(control: LayoutPoint(x: cx, y: cy), to: LayoutPoint(x: x, y: y)))
    }
    /// Draws a cubic Bézier to (`x`, `y`) with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        elements.append(.cubic(control1: LayoutPoint(x: c1x, y: c1y), control2: LayoutPoint(x: c2x, y: c2y), to: LayoutPoint(x: x, y: y)))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func close() { elements.append(.close) }

    /// The path scaled about the origin, then moved.
    public func scaled(by scale: Double, dx: Double, dy: Double) -> VectorPath {
        func map(_ point: LayoutPoint) -> LayoutPoint { LayoutPoint(x: point.x * scale + dx, y: point.y * scale + dy) }
        return VectorPath(elements.map { element in
            switch element {
            case .move(let point): .move(map(point))
            case .line(let point): .line(map(point))
            case .quad(let control, let to): .quad(control: map(control), to: map(to))
            case .cubic(let c1, let c2, let to): .cubic(control1: map(c1), control2: map(c2), to: map(to))
            case .close: .close
            }
        })
    }

    /// The smallest rectangle holding every point and control point.
    public var controlBounds: LayoutRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ point: LayoutPoint) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): add(point)
            case .quad(let control, let to): add(control); add(to)
            case .cubic(let c1, let c2, let to): add(c1); add(c2); add(to)
            case .close: break
            }
        }
        guard minX.isFinite else { return .zero }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension VectorPath {
    /// A rectangle with rounded corners (quadratic corners, as close to iOS keys as SVG and CG need).
    public static func roundedRect(_ rect: LayoutRect, radius: Double) -> VectorPath {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        var path = VectorPath()
        path.move(rect.minX + r, rect.minY)
        path.line(rect.maxX - r, rect.minY)
        path.quad(rect.maxX, rect.minY, rect.maxX, rect.minY + r)
        path.line(rect.maxX, rect.maxY - r)
        path.quad(rect.maxX, rect.maxY, rect.maxX - r, rect.maxY)
        path.line(rect.minX + r, rect.maxY)
        path.quad(rect.minX, rect.maxY, rect.minX, rect.maxY - r)
        path.line(rect.minX, rect.minY + r)
        path.quad(rect.minX, rect.minY, rect.minX + r, rect.minY)
        path.close()
        return path
    }

    /// An ellipse from four cubic Béziers.
    public static func ellipse(centerX cx: Double, centerY cy: Double, radiusX rx: Double, radiusY ry: Double) -> VectorPath {
        let k = 0.5522847498
        var path = VectorPath()
        path.move(cx + rx, cy)
        path.cubic(cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry)
        path.cubic(cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy)
        path.cubic(cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry)
        path.cubic(cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy)
        path.close()
        return path
    }

    /// A circle.
    public static func circle(centerX cx: Double, centerY cy: Double, radius r: Double) -> VectorPath {
        ellipse(centerX: cx, centerY: cy, radiusX: r, radiusY: r)
    }

    /// A polyline through the points, closed if asked.
    public static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> VectorPath {
        var path = VectorPath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(point.0, point.1) } else { path.line(point.0, point.1) }
        }
        if closed { path.close() }
        return path
    }

    /// This path followed by another (as separate subpaths).
    public func appending(_ other: VectorPath) -> VectorPath { VectorPath(elements + other.elements) }
}
