import Handwriting
import ShurufaTestSupport
import Testing
@testable import KeyboardCore

/// Plain characters written cleanly on the pad read as themselves: 大 (whose three strokes are
/// also the ink of 一 then 人 written over it) is 大 first and the pause commits 大, not two
/// characters; a square 口 is 口 first, the radical form 囗 after it. Written from the shared
/// stroke file (`ComposedCharacters.medians`), clean and by a slightly shaky hand.
@Suite struct PlainCharacterPadTests {
    static let characters: Set<Character> = ["大", "口", "太", "天", "夫", "人", "日", "田", "中", "回"]

    static let strokes: [Character: [[(Double, Double)]]] = (try? ComposedCharacters.medians(of: characters)) ?? [:]

    @Test(.enabled(if: ComposedCharacters.available, "the shared stroke file is beside the repository"),
          arguments: Array(characters).sorted(), [0, 3, 7] as [UInt64])
    func aCleanCharacterIsFirstAndThePauseCommitsIt(_ character: Character, seed: UInt64) throws {
        let strokes = try #require(Self.strokes[character])
        let keyboard = try TestKeyboard(configuration: HandwritingScenarioTests.configuration())
        try keyboard.write(seed == 0 ? strokes : ComposedCharacters.written(strokes, seed: seed))
        #expect(keyboard.barTexts.first == String(character), "\(character): \(keyboard.barTexts.prefix(5))")
        keyboard.tick(to: keyboard.now + (HandwritingSettings().newCharacterPause ?? 0) + 0.1)
        #expect(keyboard.document.text == String(character), "the pause commits one character")
    }

    @Test func 大DrawnWithAMouseIs大AndThePauseCommitsOneCharacter() throws {
        // Three straight drags: the horizontal, the left-falling stroke bent once, the right-falling one.
        let big: [PadWriting.Stroke] = [[(0.2, 0.38), (0.8, 0.36)], [(0.5, 0.1), (0.49, 0.4), (0.4, 0.65), (0.2, 0.88)],
                                        [(0.52, 0.45), (0.65, 0.7), (0.85, 0.88)]]
        let keyboard = try TestKeyboard(configuration: HandwritingScenarioTests.configuration())
        try keyboard.write(big)
        #expect(keyboard.barTexts.first == "大", "\(keyboard.barTexts.prefix(5))")
        keyboard.tick(to: keyboard.now + (HandwritingSettings().newCharacterPause ?? 0) + 0.1)
        #expect(keyboard.document.text == "大")
    }

    @Test func aSquareMouthIsMouthBeforeTheRadicalForm() throws {
        let keyboard = try TestKeyboard(configuration: HandwritingScenarioTests.configuration())
        try keyboard.write(PadWriting.mouth)
        let offered = keyboard.barTexts
        #expect(offered.first == "口", "\(offered.prefix(5))")
        if let radical = offered.firstIndex(of: "囗") { #expect(radical > 0) }
    }
}
