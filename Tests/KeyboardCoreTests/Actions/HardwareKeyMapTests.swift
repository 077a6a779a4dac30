import Testing
import TextInputModel
@testable import KeyboardCore

/// The computer's keys on the keyboards that read them their own way: 9-key's digits press the
/// keys of the same digit (and 1 the 分词 key); 注音 reads them as the 大千 arrangement.
@Suite struct HardwareKeyMapTests {
    func nineKeyKeyboard() throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "t9"
        return try TestKeyboard(configuration: configuration)
    }

    @Test func nineKeyDigitsPressTheirKeysAsTouchesWould() throws {
        let typed = try nineKeyKeyboard()
        for digit in "64426" { typed.controller.keyPress(.character(String(digit))) }
        let touched = try nineKeyKeyboard()
        for digit in "64426" { try touched.tap(String(digit)) }
        #expect(typed.controller.candidates.first?.text == "你好")
        #expect(typed.barTexts == touched.barTexts, "the same as the keys tapped")
        #expect(typed.document.markedText == touched.document.markedText)
        #expect(typed.document.text.allSatisfy { !$0.isNumber }, "no digit typed: \(typed.document.text)")
        // 1 is the 分词 key, as the layout's 1 key: a separator in the composition.
        typed.controller.keyPress(.character("1"))
        try touched.tap("1")
        #expect(typed.controller.composition.input == touched.controller.composition.input)
        #expect(typed.controller.composition.input.hasSuffix("'"), "\(typed.controller.composition.input)")
        #expect(typed.document.markedText == touched.document.markedText)
        // Space still commits the first candidate; 0 and letters are not 9-key keys.
        typed.controller.keyPress(.space)
        #expect(typed.document.text == "你好")
        typed.controller.keyPress(.character("0"))
        #expect(typed.document.text == "你好0")
    }

    @Test func elsewhereDigitsPickCandidatesAsBefore() throws {
        let keyboard = try TestKeyboard()
        #expect(HardwareKeyMap.effect(of: .character("2"), on: keyboard.controller.state.keyboard) == nil, "26-key reads digits as digits")
        var zhuyin = KeyboardConfiguration()
        zhuyin.schema = "zhuyin"
        let daqian = try TestKeyboard(configuration: zhuyin)
        #expect(HardwareKeyMap.effect(of: .character("3"), on: daqian.controller.state.keyboard) == .typeCharacter("ˇ"))
    }
}
