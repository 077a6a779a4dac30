import Handwriting
import Testing
import TextInputModel
@testable import KeyboardCore

/// Several characters written on the pad without a pause: read as a phrase, shown first, the
/// finished characters' ink faded, a first character picked alone and the rest read on.
@Suite struct HandwritingPhraseScenarioTests {
    /// 十 on the left half of the pad, then 口 on the right half: side by side, no pause.
    func writeTenThenMouth(on keyboard: TestKeyboard) throws {
        for stroke in PadWriting.ten { try keyboard.writeStroke(stroke.map { (0.05 + $0.0 * 0.4, 0.2 + $0.1 * 0.6) }) }
        for stroke in PadWriting.mouth { try keyboard.writeStroke(stroke.map { (0.55 + $0.0 * 0.4, 0.2 + $0.1 * 0.6) }) }
    }

    @Test func aPhraseIsReadFirstAndItsFirstCharacterCanBePickedAlone() throws {
        let keyboard = try TestKeyboard(text: "", configuration: HandwritingScenarioTests.configuration())
        try writeTenThenMouth(on: keyboard)
        let bar = keyboard.barTexts
        #expect(bar.first?.count == 2, "the phrase first: \(bar)")
        #expect(bar.first?.first == "十", "\(bar)")
        #expect(keyboard.document.markedText == bar.first, "the phrase's reading is marked while writing")
        let ink = try #require(keyboard.controller.renderState.ink)
        #expect(ink.strokes.count == 5)
        #expect(ink.finishedStrokes == 2, "十's strokes are drawn faded")
        // The first character's own candidate commits 十 alone; 口's strokes are read on.
        let index = try #require(bar.indices.first { bar[$0] == "十" })
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.controller.renderState.ink?.strokes.count == 3, "the rest of the ink stays")
        #expect(keyboard.controller.handwriting.isWriting)
        let rest = keyboard.barTexts
        #expect(rest.prefix(3).contains { $0 == "口" || $0 == "囗" }, "\(rest)")
        #expect(keyboard.document.text == "十" + rest[0], "十 committed, the rest's reading marked after it")
        #expect(keyboard.document.markedText == rest[0])
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "十" + rest[0])
        #expect(keyboard.document.markedText == nil)
        #expect(keyboard.controller.renderState.ink == nil)
    }

    @Test func aPhrasePickedCommitsEveryCharacter() throws {
        let keyboard = try TestKeyboard(text: "", configuration: HandwritingScenarioTests.configuration())
        try writeTenThenMouth(on: keyboard)
        let phrase = try #require(keyboard.barTexts.first)
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == phrase)
        #expect(keyboard.document.markedText == nil, "the commit replaced the marked reading")
        #expect(keyboard.controller.renderState.ink == nil)
        #expect(!keyboard.controller.handwriting.isWriting)
    }
}
