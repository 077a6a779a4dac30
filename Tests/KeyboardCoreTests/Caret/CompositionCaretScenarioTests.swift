import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The caret inside a pinyin composition as a person uses it: a slip in the middle of a long
/// input fixed by moving the caret there (the space-bar drag, the arrow keys, a tap in the marked
/// text), letters inserted and deleted there, the whole read again at once; the marked text's
/// selected range is the caret, placed among the syllable breaks.
@Suite struct CompositionCaretScenarioTests {
    /// The document's caret inside its marked text (characters from the marked text's start).
    func markedCaret(_ keyboard: TestKeyboard) throws -> Int {
        let marked = try #require(keyboard.document.markedTextRange)
        #expect(keyboard.document.selectedTextRange.isEmpty)
        return keyboard.document.selectedTextRange.start.offset - marked.start.offset
    }

    /// Drags a finger on the space bar `steps` caret steps (negative: left) and lifts it.
    func dragSpace(_ keyboard: TestKeyboard, steps: Int) throws {
        let start = try keyboard.center(of: "space")
        let configuration = TouchConfiguration()
        let id = keyboard.down(at: start)
        let sign = steps < 0 ? -1.0 : 1.0
        var x = start.x
        // Past the threshold, then one step at a time, as a finger moves.
        x += sign * configuration.spaceDragThreshold
        keyboard.move(id, to: LayoutPoint(x: x, y: start.y), time: keyboard.now + 0.05)
        for _ in 0..<abs(steps) {
            x += sign * (configuration.spaceDragStep + 0.01)
            keyboard.move(id, to: LayoutPoint(x: x, y: start.y), time: keyboard.now + 0.02)
        }
        keyboard.up(id, at: LayoutPoint(x: x, y: start.y), time: keyboard.now + 0.05)
        keyboard.now += 0.5
    }

    @Test func aSlipInTheMiddleIsFixedByTheSpaceBarDrag() throws {
        let keyboard = try TestKeyboard(text: "好")
        try keyboard.type("woxiangqukanyangchanghui")
        #expect(keyboard.barTexts.first != "我想去看演唱会")
        // From the end back over `changhui` (8 letters): the caret lands right after `yang`.
        try dragSpace(keyboard, steps: -8)
        #expect(keyboard.controller.isComposing, "the drag moves inside the composition, committing nothing")
        #expect(keyboard.controller.composition.caret == 16)
        let marked = try #require(keyboard.document.markedText)
        #expect(String(marked.prefix(try markedCaret(keyboard))).filter { $0 != "'" } == "woxiangqukanyang")
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.input == "woxiangqukanyanchanghui")
        #expect(keyboard.barTexts.first == "我想去看演唱会")
        #expect(keyboard.document.text == "好" + (keyboard.document.markedText ?? ""))
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "好我想去看演唱会")
    }

    @Test func theDragStopsAtEitherEndOfTheComposition() throws {
        let keyboard = try TestKeyboard(text: "ab")
        try keyboard.type("nihao")
        try dragSpace(keyboard, steps: -12)
        #expect(keyboard.controller.composition.caret == 0)
        #expect(keyboard.document.text == "ab" + (keyboard.document.markedText ?? "?"), "the host's text is untouched")
        try dragSpace(keyboard, steps: 20)
        #expect(keyboard.controller.composition.caret == 5)
        #expect(try markedCaret(keyboard) == "ni'hao".count)
        // Not composing, the drag moves the host's caret as before.
        keyboard.controller.handle(.command(.selectCandidate(0)))
        let end = keyboard.document.text.count
        try dragSpace(keyboard, steps: -2)
        #expect(keyboard.document.selectedTextRange == .caret(at: end - 2))
    }

    @Test func aTapInTheMarkedTextPlacesTheCaretAndLettersGoThere() throws {
        let keyboard = try TestKeyboard(text: "好")
        try keyboard.type("woxiangqukanyanchanghui")
        let marked = try #require(keyboard.document.markedText)
        let start = try #require(keyboard.document.markedTextRange).start.offset
        // The host's tap right after `qu` as the marked text shows it (wo'xiang'qu'kan…).
        let afterQu = try #require(marked.range(of: "qu")).upperBound
        keyboard.document.hostMoveCaret(to: start + marked.distance(from: marked.startIndex, to: afterQu))
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.controller.composition.caret == "woxiangqu".count)
        try keyboard.type("zai")
        #expect(keyboard.controller.composition.input == "woxiangquzaikanyanchanghui")
        #expect(keyboard.barTexts.first == "我想去再看演唱会")
        // The caret stays after `zai` as the syllables are shown again.
        let shown = try #require(keyboard.document.markedText)
        #expect(String(shown.prefix(try markedCaret(keyboard))).filter { $0 != "'" } == "woxiangquzai")
    }

    @Test func aTapOutsideTheMarkedTextStillEndsTheComposition() throws {
        let keyboard = try TestKeyboard(text: "ab")
        try keyboard.type("nihao")
        keyboard.document.hostMoveCaret(to: 1)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.markedText == nil)
    }

    @Test func aPickOfALeadingPartKeepsTheCaretInTheRestAndBackspaceUndoesIt() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihaoshijie")
        // The caret after `shi`, then the leading 你好 picked.
        keyboard.controller.handle(.moveCursor(-3))
        let nihao = try #require(keyboard.barTexts.firstIndex(of: "你好"))
        keyboard.controller.handle(.command(.selectCandidate(nihao)))
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.controller.composition.caret == "nihaoshi".count)
        #expect(keyboard.document.markedText?.hasPrefix("你好") == true)
        #expect(try markedCaret(keyboard) == "你好shi".count)
        // Letters still go at the caret.
        try keyboard.type("a")
        #expect(keyboard.controller.composition.remainingInput == "shiajie")
        try keyboard.tap("delete")
        // Moved to the start of the rest, backspace undoes the pick; the caret keeps its place.
        keyboard.controller.handle(.moveCursor(-10))
        #expect(keyboard.controller.composition.caret == "nihao".count)
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.picks.isEmpty)
        #expect(keyboard.controller.composition.caret == "nihao".count)
        #expect(try markedCaret(keyboard) == "ni'hao".count)
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.input == "nihashijie")
    }

    @Test func nineKeyDigitsTakeTheCaret() throws {
        var configuration = KeyboardConfiguration()
        configuration.chineseKeyboard = .pinyin9
        let keyboard = try TestKeyboard(configuration: configuration)
        // 64 426: ni hao; a slip 64 4266 fixed in the middle.
        for digit in [6, 4, 4, 2, 6, 6] { keyboard.controller.handle(.nineKey(digit: digit, letters: "")) }
        keyboard.controller.handle(.moveCursor(-1))
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.input == "64426")
        #expect(keyboard.barTexts.first == "你好")
        keyboard.controller.handle(.moveCursor(-2))
        keyboard.controller.handle(.nineKey(digit: 9, letters: ""))
        #expect(keyboard.controller.composition.input == "649426")
        let marked = try #require(keyboard.document.markedText)
        #expect(String(marked.prefix(try markedCaret(keyboard))).filter { $0 != "'" }.count == 3, "after the third digit's letter")
    }

    @Test func shuangpinInsertsAtTheCaret() throws {
        var configuration = KeyboardConfiguration()
        configuration.shuangpin = "xiaohe"
        let keyboard = try TestKeyboard(configuration: configuration)
        // xiaohe: ni hc (你好) ui jp (世界); typed without hc, then put back in the middle.
        try keyboard.type("niuijp")
        keyboard.controller.handle(.moveCursor(-4))
        try keyboard.type("hc")
        #expect(keyboard.controller.composition.input == "nihcuijp")
        #expect(keyboard.barTexts.first == "你好世界")
    }
}

/// The host's traits changing under a composition.
@Suite struct TraitsUnderACompositionTests {
    @Test func aNewAppearanceAloneKeepsTheCompositionAndANewKeyboardTypeEndsIt() throws {
        let keyboard = try TestKeyboard(text: "ab")
        try keyboard.type("nihao")
        var traits = keyboard.document.textInputTraits
        traits.keyboardAppearance = .dark
        keyboard.document.hostSetTraits(traits)
        #expect(keyboard.controller.isComposing, "the host's light or dark changes only how the keys are drawn")
        #expect(keyboard.document.markedText == "ni'hao")
        traits.isSecureTextEntry = true
        keyboard.document.hostSetTraits(traits)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text == "abnihao", "what was typed stays as typed")
    }
}
