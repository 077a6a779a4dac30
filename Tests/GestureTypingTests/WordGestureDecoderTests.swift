import Testing
@testable import GestureTyping

@Suite struct WordGestureDecoderTests {
    /// A small list with realistic priors (−ln p): the common word beside rarer look-alikes.
    private let words = ListedVocabulary([
        ("hello", 9), ("help", 8), ("hero", 10), ("halo", 12), ("hell", 10), ("jello", 14), ("ho", 12), ("hotel", 10),
        ("the", 3), ("they", 6), ("then", 6), ("tie", 11), ("toe", 12), ("word", 8), ("world", 8), ("would", 6),
    ])

    private func decode(_ path: [SIMD2<Float>], limit: Int = 4) -> [String] {
        WordGestureDecoder(vocabulary: words, keyboard: GestureFixtures.qwerty).decode(path, limit: limit).map(\.text)
    }

    @Test func aPathAcrossTheLettersGivesTheWord() {
        #expect(decode(GestureFixtures.path("helo", on: GestureFixtures.qwerty)).first == "hello")
        #expect(decode(GestureFixtures.path("the", on: GestureFixtures.qwerty)).first == "the")
        #expect(decode(GestureFixtures.path("would", on: GestureFixtures.qwerty)).first == "would")
        #expect(decode(GestureFixtures.path("world", on: GestureFixtures.qwerty)).first == "world")
    }

    @Test func aSloppyHandStillGetsTheWord() {
        let keyboard = GestureFixtures.qwerty
        let offset = SIMD2<Float>(keyboard.keyPitch * 0.35, keyboard.keyPitch * 0.3)
        #expect(decode(GestureFixtures.path("helo", on: keyboard, offset: offset, steps: 2, overshoot: 15)).first == "hello")
    }

    @Test func candidatesAreDistinctCheapestFirstAndLimited() {
        let decoded = WordGestureDecoder(vocabulary: words, keyboard: GestureFixtures.qwerty)
            .decode(GestureFixtures.path("helo", on: GestureFixtures.qwerty), limit: 3)
        #expect(decoded.count == 3)
        #expect(Set(decoded.map(\.text)).count == 3)
        #expect(zip(decoded, decoded.dropFirst()).allSatisfy { $0.cost <= $1.cost })
        #expect(decode([], limit: 3).isEmpty)
    }
}
