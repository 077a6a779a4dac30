@testable import KeyboardRendering
import Testing

/// An icon's outline written as path data (`VectorPath(drawing:)`) reads back what `SVGWriter`
/// writes of it, spaced out or packed as the writer packs it.
@Suite struct VectorPathDrawingTests {
    @Test func aDrawingReadsBackWhatTheWriterWritesOfIt() {
        let spaced = VectorPath(drawing: "M 0.06 0.5 L 0.3 0.2 Q 0.95 0.2 0.95 0.27 C 0.24 0.8 0.76 0.8 0.76 -0.44 Z")
        #expect(spaced.elements.count == 5)
        let written = SVGWriter.pathData(spaced)
        #expect(written == "M0.06 0.5L0.3 0.2Q0.95 0.2 0.95 0.27C0.24 0.8 0.76 0.8 0.76 -0.44Z")
        #expect(VectorPath(drawing: written) == spaced)
        #expect(VectorPath(drawing: "M0.06,0.5 L0.3,0.2") == VectorPath(drawing: "M 0.06 0.5 L 0.3 0.2"))
    }

    @Test func aMalformedDrawingEndsWhereItStopsReading() {
        #expect(VectorPath(drawing: "M 0.1 0.2 L 0.3").elements.count == 1, "a command short of its numbers")
        #expect(VectorPath(drawing: "M 0.1 0.2 L x 0.3 L 1 1").elements.count == 1, "a letter where a number goes")
        #expect(VectorPath(drawing: "M 0.1 0.2 L 0..3 0.3 L 1 1").elements.count == 1, "a number that does not read")
        #expect(VectorPath(drawing: "M 0.1 0.2 A 1 1 L 1 1").elements.count == 1, "an unknown command")
        #expect(VectorPath(drawing: "").elements.isEmpty && VectorPath(drawing: "Z Z").elements.count == 2)
    }
}
