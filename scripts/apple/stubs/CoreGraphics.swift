// TEST-ONLY STUB of Apple's CoreGraphics, never shipped: the declarations ShurufaUIKit uses, with
// Apple's names and signatures (developer.apple.com/documentation/coregraphics), so that
// scripts/apple/typecheck.sh can type-check the adapter on Linux. Bodies trap. CGFloat, CGPoint,
// CGSize and CGRect come from swift-corelibs-foundation, as Foundation re-exports them on Linux.
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform: Sendable {
    public static var identity: CGAffineTransform { CGAffineTransform() }
}

/// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// https://developer.apple.com/documentation/coregraphics/cglinecap
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// https://developer.apple.com/documentation/coregraphics/cglinejoin
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public final class CGMutablePath: CGPath {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError("stub") }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError("stub") }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError("stub") }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        fatalError("stub")
    }
    public func closeSubpath() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    public func saveGState() { fatalError("stub") }
    public func restoreGState() { fatalError("stub") }
    public func setFillColor(_ color: CGColor) { fatalError("stub") }
    public func setStrokeColor(_ color: CGColor) { fatalError("stub") }
    public func setLineWidth(_ width: CGFloat) { fatalError("stub") }
    public func setAlpha(_ alpha: CGFloat) { fatalError("stub") }
    public func setLineCap(_ cap: CGLineCap) { fatalError("stub") }
    public func setLineJoin(_ join: CGLineJoin) { fatalError("stub") }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError("stub") }
    public func addPath(_ path: CGPath) { fatalError("stub") }
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError("stub") }
    public func strokePath() { fatalError("stub") }
    public func fill(_ rect: CGRect) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/scaleby(x:y:)
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { fatalError("stub") }
}
