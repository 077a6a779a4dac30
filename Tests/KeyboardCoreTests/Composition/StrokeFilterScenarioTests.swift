import ChineseEngine
import StrokeInput
import Testing
@testable import KeyboardCore

/// 笔画筛选 on the pinyin keyboard: the candidates of `ta` narrowed by the next character's first strokes.
@Suite struct StrokeFilterScenarioTests {
    @Test(arguments: [("3", "他"), ("4", "它"), ("5", "她")])
    func taFilteredByAStrokePutsItsCharacterFirst(strokes: String, first: String) throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ta")
        let unfiltered = keyboard.barTexts
        keyboard.controller.filterCandidates(byStrokes: try StrokePattern(parsing: strokes))
        #expect(keyboard.barTexts.first == first, "\(keyboard.barTexts.prefix(5))")
        let table = try keyboard.controller.composer.engine.openStrokes()
        let filter = StrokeFilter(pattern: try StrokePattern(parsing: strokes), table: table)
        for text in keyboard.barTexts { #expect(filter.matches(try #require(text.first)), "\(text)") }
        #expect(keyboard.document.markedText == "ta", "the pinyin stays as typed")
        // An empty pattern shows them all again.
        keyboard.controller.filterCandidates(byStrokes: StrokePattern([]))
        #expect(keyboard.barTexts == unfiltered)
    }

    @Test func pickingAFilteredCandidateCommitsItAndTheFilterGoes() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ta")
        keyboard.controller.filterCandidates(byStrokes: try StrokePattern(parsing: "5"))
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "她")
        try keyboard.type("ta")
        #expect(keyboard.controller.composer.strokeFilter == nil)
        #expect(keyboard.barTexts.contains("他"), "a new composition is not filtered (折 would drop 他)")
    }

    @Test func nothingHappensWithoutAComposition() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.filterCandidates(byStrokes: try StrokePattern(parsing: "5"))
        #expect(keyboard.controller.composer.strokeFilter == nil)
        #expect(!keyboard.controller.isComposing)
    }
}
