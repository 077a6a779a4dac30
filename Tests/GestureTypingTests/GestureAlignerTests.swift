import Testing
@testable import GestureTyping

@Suite struct GestureAlignerTests {
    private func letters(_ word: String) -> [Int] { word.utf8.map { Int($0) - 97 } }

    private func aligner(_ drawn: String, overshoot: Float = 0) throws -> GestureAligner {
        let keyboard = GestureFixtures.qwerty
        let path = try #require(GesturePath(samples: GestureFixtures.path(drawn, on: keyboard, overshoot: overshoot)))
        return GestureAligner(path: path, keyboard: keyboard, scoring: .english)
    }

    @Test func theDrawnWordCostsLeastAmongItsNeighbours() throws {
        var match = try aligner("helo")
        let hello = match.cost(of: letters("hello"))
        #expect(hello == match.cost(of: letters("helo")), "a doubled letter is drawn once")
        for other in ["help", "hero", "halo", "hell", "jello", "ho"] {
            #expect(hello < match.cost(of: letters(other)), "\(other)")
        }
    }

    @Test func anOvershootAtTheLiftIsCheap() throws {
        var clean = try aligner("cat"), over = try aligner("cat", overshoot: 20)
        let cost = over.cost(of: letters("cat"))
        #expect(cost < clean.cost(of: letters("cat")) + 1.5, "20 pt past the last key costs little")
        #expect(cost < over.cost(of: letters("car")), "and the word still wins over its neighbour")
    }

    @Test func theHeadTailAndVerticalWeightsEachCount() throws {
        let keyboard = GestureFixtures.qwerty
        func cost(_ samples: [SIMD2<Float>], _ word: String, _ change: (inout GestureScoring) -> Void) throws -> Float {
            var scoring = GestureScoring.english
            change(&scoring)
            var match = GestureAligner(path: try #require(GesturePath(samples: samples)), keyboard: keyboard, scoring: scoring)
            return match.cost(of: letters(word))
        }
        let over = GestureFixtures.path("cat", on: keyboard, overshoot: 30)
        #expect(try cost(over, "cat") { $0.tail = 0.3 } < cost(over, "cat") { _ in })
        let early = Array(GestureFixtures.path("xcat", on: keyboard).dropFirst(3))  // touch-down on the way from x
        #expect(try cost(early, "cat") { $0.head = 0.3 } < cost(early, "cat") { _ in })
        let low = GestureFixtures.path("cat", on: keyboard, offset: SIMD2(0, keyboard.keyWidth * 0.5))
        #expect(try cost(low, "cat") { $0.verticalScale = 0.7 } < cost(low, "cat") { _ in })
    }

    @Test func aLetterWithoutAKeyCannotMatch() throws {
        var match = try aligner("helo")
        #expect(match.cost(of: [7, 99]) == .infinity)
    }
}
