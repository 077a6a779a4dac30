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

    @Test func upAndDownMoveTheHighlightWhileComposingAndLeftAndRightTheCaret() throws {
        let keyboard = try TestKeyboard(text: "ab")
        for letter in "shi" { keyboard.controller.keyPress(.character(String(letter))) }
        keyboard.controller.keyPress(.arrowDown)
        keyboard.controller.keyPress(.arrowDown)
        #expect(keyboard.controller.renderState.highlightedCandidate == 2)
        keyboard.controller.keyPress(.arrowUp)
        #expect(keyboard.controller.renderState.highlightedCandidate == 1)
        let second = keyboard.controller.candidates[1].text
        keyboard.controller.keyPress(.space)
        #expect(keyboard.document.text == "ab" + second)
        keyboard.controller.keyPress(.arrowLeft)
        #expect(keyboard.document.selectedTextRange == .caret(at: 2 + second.count - 1))
    }

    @Test func leftAndRightMoveTheCaretInsideTheCompositionAndStopAtItsEnds() throws {
        let keyboard = try TestKeyboard(text: "ab")
        // `nihso`: the s a slip for a.
        for letter in "nihso" { keyboard.controller.keyPress(.character(String(letter))) }
        for _ in 0..<9 { keyboard.controller.keyPress(.arrowLeft) }
        #expect(keyboard.controller.composition.caret == 0, "the start of the composition stops it")
        #expect(keyboard.controller.isComposing && keyboard.document.text.hasPrefix("ab"))
        for _ in 0..<4 { keyboard.controller.keyPress(.arrowRight) }
        keyboard.controller.keyPress(.backspace)
        keyboard.controller.keyPress(.character("a"))
        #expect(keyboard.controller.composition.input == "nihao")
        #expect(keyboard.controller.candidates.first?.text == "你好")
        #expect(keyboard.document.markedText == "ni'hao")
        #expect(keyboard.document.selectedTextRange == .caret(at: 2 + "ni'ha".count))
        for _ in 0..<9 { keyboard.controller.keyPress(.arrowRight) }
        #expect(keyboard.document.selectedTextRange == .caret(at: 2 + "ni'hao".count), "the end stops it")
        #expect(keyboard.controller.isComposing)
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
