import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// A digit or symbol the composition takes joins it, from the computer's keys and from a flick
/// up, as the on-screen keys type it: 粤拼's tones after a syllable and v模式's numbers and
/// operators. Elsewhere a digit still picks a candidate (`HardwareKeyTests`).
@Suite struct KeysIntoCompositionTests {
    func jyutping() throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "jyutping"
        return try TestKeyboard(configuration: configuration)
    }

    @Test func jyutpingTonesTypedOnTheComputerKeyboardAreTones() throws {
        let yue = try jyutping()
        for key in "nei5hou2" { yue.controller.keyPress(.character(String(key))) }
        #expect(yue.document.markedText == "nei5 hou2")
        #expect(yue.document.text == "nei5 hou2", "no digit picked a candidate: the field shows the marked text only")
        #expect(yue.barTexts.first == "你好")
        // A digit that is no tone (7) still picks.
        let seventh = try #require(yue.barTexts.dropFirst(6).first)
        yue.controller.keyPress(.character("7"))
        #expect(yue.document.text.hasPrefix(seventh), "7 is no tone: it picks \(seventh)")
    }

    @Test func aToneFlickedUpJoinsTheComposition() throws {
        let yue = try jyutping()
        for letter in "nei" { try yue.tap(String(letter)) }
        yue.controller.perform(KeyPress(.insertText("5"), .swipeUp, keyID: "t"))
        for letter in "hou" { try yue.tap(String(letter)) }
        yue.controller.perform(KeyPress(.insertText("2"), .swipeUp, keyID: "w"))
        #expect(yue.document.markedText == "nei5 hou2")
        #expect(yue.document.text == "nei5 hou2", "nothing committed by a tone")
        #expect(yue.barTexts.first == "你好")
        // A flick that is no input of the composition still types its symbol after the best candidate.
        yue.controller.perform(KeyPress(.insertText("！"), .swipeUp, keyID: "s"))
        #expect(yue.document.text == "你好！")
    }

    @Test(arguments: [("v1+2*3", "7"), ("v2024-1-1", "2024年1月1日")])
    func vModeTypedOnTheComputerKeyboardOffersItsForms(keys: String, form: String) throws {
        let keyboard = try TestKeyboard()
        for key in keys { keyboard.controller.keyPress(.character(String(key))) }
        #expect(keyboard.document.markedText == keyboard.document.text, "no digit picked a candidate: \(keyboard.document.text)")
        #expect(keyboard.barTexts.contains(form), "\(keyboard.barTexts)")
    }

    @Test func whetherTheCompositionTakesTheDigitDecides() {
        let digit = HardwareKey.character("2")
        #expect(digit.effect(isComposing: true, compositionTakes: false, highlightedCandidate: 0, route: .composition) == .perform(.command(.selectCandidate(1))))
        #expect(digit.effect(isComposing: true, compositionTakes: true, highlightedCandidate: 0, route: .composition) == .typeCharacter("2"))
    }
}
