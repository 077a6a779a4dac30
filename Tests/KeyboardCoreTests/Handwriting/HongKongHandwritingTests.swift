import ShurufaTestSupport
import Testing
@testable import KeyboardCore

/// 手写 with the script set to 香港, as a Cantonese writer uses it: 嘅 咗 佢 啲 (written from the
/// build's composed centre-lines by a shaky hand, `ComposedCharacters`) are offered among the bar's
/// first candidates, as themselves, and a tap types them.
@Suite struct HongKongHandwritingTests {
    @Test(.enabled(if: ComposedCharacters.available, "the shared stroke file is beside the repository"),
          arguments: ["嘅", "咗", "佢", "啲"] as [Character])
    func aCantoneseCharacterWrittenOnThePadIsOffered(character: Character) throws {
        let strokes = try #require(try ComposedCharacters.strokes()[character])
        let keyboard = try TestKeyboard(configuration: HandwritingScenarioTests.configuration(script: .hk))
        try keyboard.write(ComposedCharacters.written(strokes, seed: 7))
        let offered = keyboard.barTexts
        let index = try #require(offered.prefix(3).firstIndex(of: String(character)), "\(character) not in \(offered.prefix(5))")
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == String(character))
    }
}
