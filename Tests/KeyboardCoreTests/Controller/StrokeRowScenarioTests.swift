import KeyboardLayout
import ChineseEngine
import StrokeInput
import Testing
@testable import KeyboardCore

/// 笔画筛选's stroke row through touches: the bar's 笔 control while composing pinyin opens it,
/// its stroke keys narrow the candidates, ⌫ and 完成 step back, and a pick closes it.
@Suite struct StrokeRowScenarioTests {
    /// Taps the bar's 笔 control, which must be shown.
    func tapStrokeControl(_ keyboard: TestKeyboard) throws {
        let control = try #require(keyboard.controller.screen.candidates.bar?.strokeFilterControl, "the 笔 control is shown")
        keyboard.tapPoint(control.center)
    }

    @Test func taFilteredByTheRowsTurningPutsHerFirstAndAPickClosesTheRow() throws {
        let keyboard = try TestKeyboard()
        #expect(keyboard.controller.screen.candidates.bar?.strokeFilterControl == nil, "no control without a composition")
        try keyboard.type("ta")
        let all = keyboard.controller.barTexts
        try tapStrokeControl(keyboard)
        #expect(keyboard.controller.state.strokeRow == StrokePattern([]))
        #expect(keyboard.layout.layoutID == .strokeFilter)
        #expect(keyboard.controller.screen.candidates.bar?.isStrokeRowOpen == true)

        try keyboard.tap("filter-z")
        #expect(keyboard.controller.state.strokeRow == StrokePattern([.turning]))
        #expect(keyboard.controller.barTexts.first == "她", "\(keyboard.controller.barTexts.prefix(5))")
        #expect(!keyboard.controller.barTexts.contains("他"))
        #expect(keyboard.document.markedText == "ta", "the row types nothing into the document")

        try keyboard.tap("delete")
        #expect(keyboard.controller.state.strokeRow == StrokePattern([]))
        #expect(keyboard.controller.barTexts == all, "⌫ drops the stroke: every candidate again")
        #expect(keyboard.document.markedText == "ta", "⌫ in the row leaves the pinyin alone")

        try keyboard.tap("filter-z")
        let her = try #require(keyboard.controller.screen.candidates.bar?.cells.first)
        keyboard.tapPoint(her.frame.center)
        #expect(keyboard.document.text == "她")
        #expect(keyboard.controller.state.strokeRow == nil, "a pick closes the row")
        #expect(keyboard.layout.layoutID == .pinyin26)
    }

    @Test func deleteOnAnEmptyRowAndDoneCloseItAndTheControlClosesItToo() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ta")
        try tapStrokeControl(keyboard)
        try keyboard.tap("delete")
        #expect(keyboard.controller.state.strokeRow == nil)
        #expect(keyboard.layout.layoutID == .pinyin26)
        #expect(keyboard.document.markedText == "ta", "⌫ on the empty row only closes it")

        try tapStrokeControl(keyboard)
        try keyboard.tap("filter-p")
        try keyboard.tap("filter-done")
        #expect(keyboard.controller.state.strokeRow == nil)
        #expect(keyboard.controller.barTexts.first == "他", "完成 keeps the filter")
        #expect(keyboard.document.text == "ta", "完成 types no return")

        try tapStrokeControl(keyboard)
        #expect(keyboard.controller.barTexts.contains("她"), "the row opens with no strokes: all again")
        try tapStrokeControl(keyboard)
        #expect(keyboard.controller.state.strokeRow == nil && keyboard.layout.layoutID == .pinyin26)
    }

    @Test func theRowClosesWhenTheHostEndsTheCompositionUnderIt() throws {
        let keyboard = try TestKeyboard(text: "ab")
        try keyboard.type("ta")
        try tapStrokeControl(keyboard)
        #expect(keyboard.layout.layoutID == .strokeFilter)
        // The host commits the marked text and moves the caret out of it, as iOS does: the row goes with the composition.
        keyboard.document.hostMoveCaret(to: 0)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.controller.state.strokeRow == nil && keyboard.layout.layoutID == .pinyin26)
        try keyboard.tap("h")
        #expect(keyboard.controller.composition.input == "h", "the keys are the letters again")
        #expect(keyboard.document.text.hasPrefix("h") && keyboard.document.text.hasSuffix("ta"))
    }

    @Test func theRowClosesWhenTheCompositionEndsAndIsOfferedOn9Key() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "t9"
        let nine = try TestKeyboard(configuration: configuration)
        nine.controller.handle(.nineKey(digit: 8, letters: "tuv"))
        nine.controller.handle(.nineKey(digit: 2, letters: "abc"))
        #expect(nine.controller.screen.candidates.bar?.strokeFilterControl != nil, "9-key pinyin offers the control")

        let keyboard = try TestKeyboard()
        try keyboard.type("ta")
        try tapStrokeControl(keyboard)
        keyboard.controller.handle(.cancelComposition)
        #expect(keyboard.controller.state.strokeRow == nil)
        #expect(keyboard.layout.layoutID == .pinyin26)

        try keyboard.type("ta")
        try tapStrokeControl(keyboard)
        keyboard.controller.show(.chinese("t9"))
        #expect(keyboard.controller.state.strokeRow == nil && keyboard.layout.layoutID == .pinyin9, "another keyboard closes the row")
    }
}
