import Testing
@testable import GestureTyping

@Suite struct GestureShapeTests {
    private let keyboard = GestureFixtures.qwerty

    /// The path of `letters` drawn `scale` times the keys' size, moved by `offset`.
    private func drawn(_ letters: String, scale: Float, offset: SIMD2<Float>) -> [SIMD2<Float>] {
        let path = GestureFixtures.path(letters, on: keyboard)
        let centre = path.reduce(SIMD2<Float>.zero, +) / Float(path.count)
        return path.map { centre + ($0 - centre) * scale + offset }
    }

    @Test func whereAndHowLargeAWordIsDrawnDropOut() throws {
        let shape = try #require(GestureShape(samples: drawn("world", scale: 0.6, offset: SIMD2(40, 30))))
        let same = try #require(shape.distance(to: "world", on: keyboard))
        let other = try #require(shape.distance(to: "would", on: keyboard))
        #expect(same < 0.02, "\(same)")
        #expect(other > 5 * same + 0.03, "world \(same), would \(other)")
        #expect(shape.distance(to: "w0rld", on: keyboard) != nil)  // a byte that is not a letter is not drawn
    }

    @Test func normalisedPointsAreCentredWithASpanOfOne() {
        let points = GestureShape.normalised([SIMD2(10, 10), SIMD2(50, 10), SIMD2(50, 30)])
        let centroid = points.reduce(SIMD2<Float>.zero, +) / 3
        #expect(abs(centroid.x) < 1e-5 && abs(centroid.y) < 1e-5)
        #expect(abs(points[1].x - points[0].x - 1) < 1e-5)
        #expect(GestureShape.normalised([SIMD2(5, 5), SIMD2(5, 5)]) == [.zero, .zero])
        #expect(GestureShape(samples: []) == nil)
    }

    @Test func theShapeChannelRanksAWordDrawnSmallAndOffAboveItsNeighbours() {
        // `world` drawn at 60 % of the keys' size, off to the upper left, ends nearer `would`'s keys.
        let words = ListedVocabulary([("world", 8), ("would", 6), ("word", 8), ("wild", 9), ("weld", 11)])
        let path = drawn("world", scale: 0.6, offset: SIMD2(-20, -12))
        var decoder = WordGestureDecoder(vocabulary: words, keyboard: keyboard)
        #expect(decoder.decode(path, context: "", limit: 3).first?.text == "world")
        decoder.scoring.shape = 0
        #expect(decoder.decode(path, context: "", limit: 3).first?.text != "world")
    }
}
