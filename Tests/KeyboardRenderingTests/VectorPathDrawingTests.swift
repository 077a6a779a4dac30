@testable import KeyboardRendering
import KeyboardLayout
import Testing

/// An icon's outline written as a drawing (`VectorPath(drawing:)`) is the path its commands build.
@Suite struct VectorPathDrawingTests {
    @Test func eachCommandBuildsItsElement() {
        var built = VectorPath()
        built.move(0.06, 0.5)
        built.line(0.3, 0.2)
        built.quad(0.95, 0.2, 0.95, 0.27)
        built.cubic(0.24, 0.8, 0.76, 0.8, 0.76, 0.44)
        built.close()
        let drawn = VectorPath(drawing: "M 0.06 0.5 L 0.3 0.2 Q 0.95 0.2 0.95 0.27 C 0.24 0.8 0.76 0.8 0.76 0.44 Z")
        #expect(drawn == built)
    }

    @Test func aMalformedDrawingEndsWhereItStopsReading() {
        #expect(VectorPath(drawing: "M 0.1 0.2 L 0.3").elements.count == 1, "a command short of its numbers")
        #expect(VectorPath(drawing: "M 0.1 0.2 L x 0.3 L 1 1").elements.count == 1, "a number that does not read")
        #expect(VectorPath(drawing: "M 0.1 0.2 A 1 1 L 1 1").elements.count == 1, "an unknown command")
        #expect(VectorPath(drawing: "").elements.isEmpty)
    }
}
