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
        let offset = SIMD2<Float>(keyboard.keyWidth * 0.35, keyboard.keyWidth * 0.3)
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

    /// Word pairs given in memory: p(next | previous word).
    private struct ListedPairs: GestureWordContext {
        let pairs: [String: [String: Float]]
        func probability(of word: String, after text: String) -> Float? {
            guard let previous = text.split(separator: " ").last.map(String.init), let followers = pairs[previous] else { return nil }
            return followers[word] ?? 0
        }
    }

    @Test func theWordBeforeRanksWordsTheGestureCannotTellApart() {
        // `to` and `too` draw the same path (a doubled letter is drawn once): frequency says `to`,
        // the word before may say `too`.
        let words = ListedVocabulary([("to", 3), ("too", 5.5), ("tie", 11), ("toe", 12)])
        var decoder = WordGestureDecoder(vocabulary: words, keyboard: GestureFixtures.qwerty)
        let path = GestureFixtures.path("to", on: GestureFixtures.qwerty)
        #expect(decoder.decode(path, context: "me", limit: 2).map(\.text) == ["to", "too"])
        decoder.wordContext = ListedPairs(pairs: ["me": ["too": 0.4, "to": 0.01], "want": ["to": 0.6]])
        #expect(decoder.decode(path, context: "you and me", limit: 2).map(\.text) == ["too", "to"])
        #expect(decoder.decode(path, context: "I want", limit: 2).map(\.text) == ["to", "too"])
        #expect(decoder.decode(path, context: "", limit: 2).map(\.text) == ["to", "too"])
        decoder.scoring.pairMix = 0
        #expect(decoder.decode(path, context: "you and me", limit: 2).map(\.text) == ["to", "too"])
    }
}
