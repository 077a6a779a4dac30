import Testing
import TextInputModel
@testable import KeyboardCore

@Suite struct HardwareKeyTests {
    @Test func digitsPickCandidatesWhileComposing() throws {
        let keyboard = try TestKeyboard()
        for letter in "nihao" { keyboard.controller.keyPress(.character(String(letter))) }
        let second = try #require(keyboard.controller.candidates.dropFirst().first?.text)
        keyboard.controller.keyPress(.character("2"))
        #expect(keyboard.document.text == second)
        // Not composing, a digit is a digit.
        keyboard.controller.keyPress(.character("2"))
        #expect(keyboard.document.text == second + "2")
    }

    @Test func arrowsMoveTheHighlightWhileComposingAndTheCaretOtherwise() throws {
        let keyboard = try TestKeyboard(text: "ab")
        for letter in "shi" { keyboard.controller.keyPress(.character(String(letter))) }
        keyboard.controller.keyPress(.arrowRight)
        keyboard.controller.keyPress(.arrowRight)
        #expect(keyboard.controller.renderState.highlightedCandidate == 2)
        let third = keyboard.controller.candidates[2].text
        keyboard.controller.keyPress(.space)
        #expect(keyboard.document.text == "ab" + third)
        keyboard.controller.keyPress(.arrowLeft)
        #expect(keyboard.document.selectedTextRange == .caret(at: 2))
    }

    @Test func escapeDropsTheCompositionAndBackspaceEditsIt() throws {
        let keyboard = try TestKeyboard(text: "x")
        for letter in "hao" { keyboard.controller.keyPress(.character(String(letter))) }
        keyboard.controller.keyPress(.backspace)
        #expect(keyboard.document.markedText == "ha")
        keyboard.controller.keyPress(.escape)
        #expect(keyboard.document.text == "x")
        #expect(!keyboard.controller.isComposing)
    }

    @Test func anUppercaseLetterOutsideACompositionTypesItself() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.keyPress(.character("A"))
        #expect(keyboard.document.text == "A")
        #expect(keyboard.document.markedText == nil)
        keyboard.controller.keyPress(.returnKey)
        #expect(keyboard.document.text == "A\n")
    }
}
