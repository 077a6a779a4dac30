import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The caret in every composing form: a slip typed in the middle is fixed there (moved by the
/// space-bar drag's steps, `moveCursor`), and the form then offers what typing the input right
/// the first time offers, with the marked text's caret where the fix was made.
@Suite struct FormCaretScenarioTests {
    func keyboard(_ chinese: ChineseKeyboard, _ change: (inout KeyboardConfiguration) -> Void = { _ in }) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.chineseKeyboard = chinese
        change(&configuration)
        return try TestKeyboard(configuration: configuration)
    }

    /// Types `keys` (each a key id), moves the caret `back` steps left, deletes `deleting` and types `fix`.
    func fix(_ keyboard: TestKeyboard, typed keys: [String], back: Int, deleting: Int = 1, fix: [String]) throws {
        for key in keys { try keyboard.tap(key) }
        keyboard.controller.handle(.moveCursor(-back))
        for _ in 0..<deleting { try keyboard.tap("delete") }
        for key in fix { try keyboard.tap(key) }
    }

    /// The bar of a fresh keyboard of the same form after typing `keys` straight.
    func typedStraight(_ chinese: ChineseKeyboard, _ keys: [String], _ change: (inout KeyboardConfiguration) -> Void = { _ in }) throws -> [String] {
        let straight = try keyboard(chinese, change)
        for key in keys { try straight.tap(key) }
        return straight.barTexts
    }

    func caretInMarkedText(_ keyboard: TestKeyboard) throws -> Int {
        let marked = try #require(keyboard.document.markedTextRange)
        return keyboard.document.selectedTextRange.start.offset - marked.start.offset
    }

    func keys(_ text: String) -> [String] { text.map { String($0) } }

    @Test func jyutpingSlipFixedInTheMiddle() throws {
        let yue = try keyboard(.jyutping)
        try fix(yue, typed: keys("nrihou"), back: 4, fix: ["e"])
        #expect(yue.controller.source.composingText?.filter { $0 != "'" } == "neihou")
        let straight = try typedStraight(.jyutping, keys("neihou"))
        #expect(yue.barTexts == straight)
        #expect(yue.barTexts.first == "你好")
        #expect(try caretInMarkedText(yue) == 2, "right after the fixed `e`")
    }

    @Test func zhuyinToneFixedInTheMiddle() throws {
        let zhuyin = try keyboard(.zhuyin)
        // ㄋㄧˋㄏㄠˇ (su4cl3 on a computer's keys) with the first tone a slip: ˋ becomes ˇ.
        try fix(zhuyin, typed: keys("ㄋㄧˋㄏㄠˇ"), back: 3, fix: ["ˇ"])
        #expect(zhuyin.document.markedText == "ㄋㄧˇㄏㄠˇ")
        #expect(try caretInMarkedText(zhuyin) == 3)
        #expect(zhuyin.barTexts == (try typedStraight(.zhuyin, keys("ㄋㄧˇㄏㄠˇ"))))
        #expect(zhuyin.barTexts.first == "你好")
        // A pick of the leading part keeps the caret in the rest; backspace at its start un-picks.
        zhuyin.controller.handle(.moveCursor(1))
        let ni = try #require(zhuyin.barTexts.firstIndex(of: "你"))
        zhuyin.controller.handle(.command(.selectCandidate(ni)))
        #expect(zhuyin.document.markedText == "你ㄏㄠˇ")
        #expect(try caretInMarkedText(zhuyin) == 2)
        zhuyin.controller.handle(.moveCursor(-5))
        #expect(try caretInMarkedText(zhuyin) == 1, "the pick's text stops it")
        try zhuyin.tap("delete")
        #expect(zhuyin.document.markedText == "ㄋㄧˇㄏㄠˇ")
        #expect(try caretInMarkedText(zhuyin) == 3)
    }

    @Test func wubiKeyInsertedBeforeTheLast() throws {
        let wubi = try keyboard(.wubi)
        try fix(wubi, typed: keys("tw"), back: 1, deleting: 0, fix: ["r"])
        #expect(wubi.document.markedText == "禾白人")
        #expect(try caretInMarkedText(wubi) == 2)
        #expect(wubi.barTexts == (try typedStraight(.wubi, keys("trw"))))
        // Backspace deletes before the caret, not the last key.
        try wubi.tap("delete")
        #expect(wubi.document.markedText == "禾人")
    }

    @Test func cangjieKeyFixedInTheMiddle() throws {
        let cangjie = try keyboard(.cangjie)
        try fix(cangjie, typed: keys("obar"), back: 2, fix: ["i"])
        #expect(cangjie.document.markedText == "人戈日口")
        #expect(cangjie.barTexts == (try typedStraight(.cangjie, keys("oiar"))))
    }

    @Test func chaiziComponentsFixedInTheMiddle() throws {
        let pinyin = try keyboard(.pinyin26)
        try fix(pinyin, typed: keys("uhuohohuo"), back: 4, deleting: 0, fix: ["u"])
        #expect(pinyin.controller.composition.input == "uhuohuohuo")
        #expect(pinyin.barTexts == (try typedStraight(.pinyin26, keys("uhuohuohuo"))))
        #expect(pinyin.barTexts.contains("焱"))
    }

    @Test func vModeDigitInsertedInTheMiddle() throws {
        let pinyin = try keyboard(.pinyin26)
        try fix(pinyin, typed: ["v", "123", "1", "3"], back: 1, deleting: 0, fix: ["2"])
        #expect(pinyin.controller.composition.input == "v123")
        #expect(try caretInMarkedText(pinyin) == 3)
        #expect(pinyin.barTexts == (try typedStraight(.pinyin26, ["v", "123", "1", "2", "3"])))
        #expect(pinyin.barTexts.first == "一百二十三")
    }

    /// Types with `type`, moves the caret `back` steps, picks the first single character (the
    /// input's leading part): the caret keeps its place in the rest; moved to the rest's start,
    /// backspace undoes the pick with the caret kept.
    func pickOfALeadingPart(_ keyboard: TestKeyboard, back: Int, type: () throws -> Void) throws {
        try type()
        keyboard.controller.handle(.moveCursor(-back))
        let composer = try #require(keyboard.controller.source as? ChineseComposer)
        let caret = composer.composition.caret
        let single = try #require(keyboard.barTexts.firstIndex { $0.count == 1 }, "a leading character in \(keyboard.barTexts)")
        keyboard.controller.handle(.command(.selectCandidate(single)))
        #expect(composer.isComposing && composer.composition.picks.count == 1)
        #expect(composer.composition.caret == max(caret, composer.composition.restStart), "the caret keeps its place in the rest")
        #expect(try caretInMarkedText(keyboard) == composer.markedCaret)
        keyboard.controller.handle(.moveCursor(-99))
        let start = composer.composition.restStart
        #expect(composer.composition.caret == start, "the pick's text stops it")
        try keyboard.tap("delete")
        #expect(composer.composition.picks.isEmpty, "backspace at the rest's start undoes the pick")
        #expect(composer.composition.caret == start, "the caret kept")
        #expect(try caretInMarkedText(keyboard) == composer.markedCaret)
    }

    @Test func jyutpingPickOfALeadingPartAndItsUndo() throws {
        let yue = try keyboard(.jyutping)
        try pickOfALeadingPart(yue, back: 2) { for key in keys("neihoumaa") { try yue.tap(key) } }
    }

    @Test func nineKeyPickOfALeadingPartAndItsUndo() throws {
        let nine = try keyboard(.pinyin9)
        try pickOfALeadingPart(nine, back: 2) { for digit in [6, 4, 4, 2, 6, 7, 4] { nine.controller.handle(.nineKey(digit: digit, letters: "")) } }
    }

    @Test func shuangpinPickOfALeadingPartAndItsUndo() throws {
        let shuangpin = try keyboard(.pinyin26) { $0.shuangpin = "xiaohe" }
        try pickOfALeadingPart(shuangpin, back: 3) { for key in keys("nihcuijp") { try shuangpin.tap(key) } }
    }
}
