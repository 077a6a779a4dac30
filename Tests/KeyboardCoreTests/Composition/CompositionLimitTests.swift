import Testing
@testable import KeyboardCore
import ChineseEngine

/// A composition stops taking letters at 64 syllables, so a 6,000-letter paste or a stuck key
/// cannot make every keystroke slower than the last.
@Suite struct CompositionLimitTests {
    func composer() throws -> ChineseComposer { ChineseComposer(engine: try sharedEngine.get()) }

    @Test func lettersPastSixtyFourSyllablesAreNotTaken() throws {
        let composer = try composer()
        var taken = 0
        for _ in 0..<100 where composer.type("ma") { taken += 1 }
        #expect(taken == ChineseComposer.maximumSyllables)
        #expect(composer.rawInput == String(repeating: "ma", count: ChineseComposer.maximumSyllables))
        #expect(!composer.candidates.isEmpty)
        // The composition is intact and still editable: delete, then type again.
        composer.deleteBackward()
        #expect(composer.type("a"))
    }

    @Test func aRunOfOneLetterSyllablesStopsAtTheLimit() throws {
        let composer = try composer()
        var taken = 0
        for _ in 0..<80 where composer.type("a") { taken += 1 }
        // Each `a` is a syllable of its own.
        #expect(taken == ChineseComposer.maximumSyllables)
    }

    @Test func nineKeyDigitsStopToo() throws {
        // 9 4 reads as xi / zi / wi…: two digits a syllable.
        let composer = try composer()
        var taken = 0
        for index in 0..<150 where composer.typeDigit(index % 2 == 0 ? 9 : 4) { taken += 1 }
        #expect(taken < 150)
        #expect(taken >= ChineseComposer.maximumSyllables)
        #expect(composer.isComposing)
    }
}
