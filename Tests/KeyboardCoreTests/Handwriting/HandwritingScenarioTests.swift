import Handwriting
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 手写 pad as a user meets it: strokes become ink and candidates after each stroke, the
/// reading shown as marked text while writing, and the commit rules of `HandwritingPad` (a
/// candidate tapped, a new character after a pause, space, return, another key, delete).
@Suite struct HandwritingScenarioTests {
    static func configuration(script: ChineseScript = .simplified) -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        configuration.schema = "handwriting"
        configuration.script = script
        return configuration
    }

    func padKeyboard(text: String = "", script: ChineseScript = .simplified) throws -> TestKeyboard {
        let keyboard = try TestKeyboard(text: text, configuration: Self.configuration(script: script))
        #expect(keyboard.layout.layoutID == LayoutID("handwriting"))
        return keyboard
    }

    @Test func eachStrokeUpdatesTheCandidatesAsTheWholeWritingWould() throws {
        let keyboard = try padKeyboard()
        let pad = try keyboard.padFrame()
        let recognizer = HandwritingRecognizer(model: try HandwritingModel())
        // With no text before, the pad ranks by the writing, only component forms (亠 宀) moved after the rest.
        let context = EngineCharacterContext(engine: try sharedEngine.get())
        var ink = Ink(width: pad.width, height: pad.height)
        for (index, stroke) in PadWriting.ten.enumerated() {
            try keyboard.writeStroke(stroke)
            ink.strokes.append(InkStroke(try PadWriting.sampled(stroke).map { point in
                let p = try keyboard.padPoint(point)
                return InkPoint(x: p.x - pad.minX, y: p.y - pad.minY)
            }))
            let whole = ContextRanking(context: context).componentFormsDemoted(try recognizer.recognize(ink, limit: 10))
                .map { String($0.character) }.filter(HanFontCoverage.drawsAll)
            #expect(keyboard.barTexts == whole, "after stroke \(index + 1)")
            #expect(keyboard.controller.renderState.ink?.strokes.count == index + 1)
            #expect(keyboard.document.markedText == whole.first, "the reading shows as marked text while writing")
        }
        #expect(keyboard.barTexts.first == "十")
        #expect(keyboard.barTexts.count == 10)
        #expect(keyboard.document.text == "十", "only the marked reading is in the field")
        #expect(keyboard.controller.renderState.markedText == "十")
    }

    @Test func theStrokeInProgressIsDrawnAsTheFingerMoves() throws {
        let keyboard = try padKeyboard()
        let id = keyboard.down(at: try keyboard.padPoint((0.1, 0.5)))
        keyboard.move(id, to: try keyboard.padPoint((0.5, 0.5)), time: keyboard.now + 0.02)
        let ink = try #require(keyboard.controller.renderState.ink)
        #expect(ink.strokes == [[try keyboard.padPoint((0.1, 0.5)), try keyboard.padPoint((0.5, 0.5))]])
        #expect(ink.frame == (try keyboard.padFrame()))
        #expect(keyboard.barTexts.isEmpty, "candidates come when the stroke ends")
        let outputs = keyboard.up(id, at: try keyboard.padPoint((0.9, 0.5)), time: keyboard.now + 0.02)
        #expect(keyboard.barTexts.first == "一")
        #expect(outputs.isEmpty, "the pad's touches press no key")
    }

    @Test func tappingACandidateCommitsItAnd联想Follows() throws {
        let keyboard = try padKeyboard(text: "你")
        try keyboard.write(PadWriting.mouth)
        let index = try #require(keyboard.barTexts.firstIndex(of: "口"))
        let cell = try #require(keyboard.controller.screen.candidates.bar?.cells.first { $0.candidateIndex == index })
        keyboard.tapPoint(cell.frame.center)
        #expect(keyboard.document.text == "你口")
        #expect(keyboard.controller.renderState.ink == nil)
        #expect(!keyboard.controller.handwriting.isWriting)
        // 联想: predictions after the committed character, as after a pinyin pick.
        let predictions = keyboard.barTexts
        #expect(!predictions.isEmpty)
        #expect(predictions == keyboard.controller.predictions.texts)
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你口" + predictions[0])
    }

    @Test func aCandidateHeldIsCommittedAsATapWouldBe() throws {
        let keyboard = try padKeyboard()
        try keyboard.write(PadWriting.ten)
        let cell = try #require(keyboard.controller.screen.candidates.bar?.cells.first { $0.candidateIndex == 1 })
        let id = keyboard.down(at: cell.frame.center)
        keyboard.tick(to: keyboard.now + keyboard.controller.configuration.touch.longPressDelay + 0.1)
        #expect(keyboard.document.text == "千", "a 手写 candidate has no 删除 menu: holding it commits it")
        #expect(keyboard.controller.screen.candidateMenu == nil)
        keyboard.up(id, at: cell.frame.center, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == "千")
    }

    @Test func aStrokeAfterAPauseCommitsTheFirstCandidateAndStartsANewCharacter() throws {
        let keyboard = try padKeyboard()
        try keyboard.writeStroke(PadWriting.one[0], pause: 0.5)
        // Within the pause: the same character (一 + 丨 = 十).
        try keyboard.writeStroke(PadWriting.ten[1], pause: (HandwritingSettings().newCharacterPause ?? 0) + 0.05)
        #expect(keyboard.barTexts.first == "十")
        #expect(keyboard.document.markedText == "十", "written, not yet committed")
        // After the pause: 十 is committed and the stroke begins the next character.
        try keyboard.writeStroke(PadWriting.one[0])
        #expect(keyboard.document.text == "十一", "十 committed, 一 marked")
        #expect(keyboard.document.markedText == "一")
        #expect(keyboard.controller.renderState.ink?.strokes.count == 1)
        #expect(keyboard.barTexts.first == "一")
    }

    @Test func thePausesCharacterIsTheLastEditAndAPickSwapsIt() throws {
        let keyboard = try padKeyboard()
        try keyboard.write(PadWriting.ten)
        let offered = keyboard.barTexts
        try #require(offered.count >= 2)
        keyboard.tick(to: keyboard.now + (HandwritingSettings().newCharacterPause ?? 0) + 0.1)
        #expect(keyboard.document.text == offered[0] && keyboard.document.markedText == nil, "the pause committed the first")
        #expect(keyboard.barTexts == offered, "its alternatives stay in the bar")
        #expect(keyboard.controller.renderState.highlightedCandidate == 0)
        keyboard.controller.handle(.command(.selectCandidate(1)))
        #expect(keyboard.document.text == offered[1], "the pick replaced it")
        #expect(keyboard.controller.memory.choices.chosen(.chinese, after: "").first == offered[1], "and taught the choice")
        // A new stroke ends the swap: the bar is the new writing's.
        try keyboard.writeStroke(PadWriting.one[0])
        #expect(keyboard.document.text.hasPrefix(offered[1]) && keyboard.barTexts.first == "一")
    }

    /// Issue #89's fuzzer (seed 104): right after the pause's commit, switching to English kept
    /// the character's alternatives (打 大 生) in the English bar, and a pick there swapped it.
    @Test func anotherFormShownEndsThePausesSwapOffer() throws {
        for switchForm in ["toggleLanguage", "show"] {
            let keyboard = try padKeyboard(text: "ok ")
            try keyboard.write(PadWriting.ten)
            let offered = keyboard.barTexts
            try #require(offered.count >= 2)
            keyboard.tick(to: keyboard.now + (HandwritingSettings().newCharacterPause ?? 0) + 0.1)
            #expect(keyboard.barTexts == offered, "the offer stands in its own form")
            if switchForm == "show" {
                keyboard.controller.show(.english)
            } else {
                keyboard.controller.handle(.toggleLanguage)
            }
            #expect(keyboard.controller.inputForm == .english, "\(switchForm)")
            #expect(!keyboard.barTexts.contains { offered.contains($0) }, "\(switchForm): the English bar shows \(keyboard.barTexts)")
            keyboard.controller.handle(.command(.selectCandidate(1)))
            #expect(keyboard.document.text.hasPrefix("ok " + offered[0]), "\(switchForm): a pick in English swaps nothing: \(keyboard.document.text)")
            #expect(keyboard.controller.memory.choices.chosen(.chinese, after: "ok ").first != offered[1], "\(switchForm)")
        }
    }

    @Test func withoutAPauseSettingStrokesJoinOneCharacterHoweverLate() throws {
        var configuration = Self.configuration()
        configuration.handwriting.newCharacterPause = nil
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.writeStroke(PadWriting.ten[0], pause: 30)
        try keyboard.writeStroke(PadWriting.ten[1])
        #expect(keyboard.document.text == "十" && keyboard.document.markedText == "十", "one character, still marked")
        #expect(keyboard.barTexts.first == "十")
    }

    @Test func deleteRemovesTheLastStrokeThenCharacters() throws {
        let keyboard = try padKeyboard(text: "好")
        try keyboard.write(PadWriting.ten)
        try keyboard.tap("delete")
        #expect(keyboard.controller.renderState.ink?.strokes.count == 1)
        #expect(keyboard.barTexts.first == "一", "the candidates of the strokes left")
        #expect(keyboard.document.text == "好一" && keyboard.document.markedText == "一", "the reading follows the strokes left")
        try keyboard.tap("delete")
        #expect(keyboard.controller.renderState.ink == nil)
        #expect(keyboard.barTexts.isEmpty)
        #expect(keyboard.document.text == "好")
        #expect(keyboard.document.markedText == nil)
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "")
    }

    /// Space and return commit the first candidate and type nothing more (return no newline, as
    /// it ends a composition); with nothing written they type themselves.
    @Test(arguments: [("space", " "), ("return", "\n")])
    func spaceAndReturnCommitTheFirstCandidateAndTypeNothingMore(key: String, typed: String) throws {
        let keyboard = try padKeyboard()
        try keyboard.write(PadWriting.ten)
        try keyboard.tap(key)
        #expect(keyboard.document.text == "十")
        try keyboard.tap(key)
        #expect(keyboard.document.text == "十" + typed, "with nothing written, \(key) types itself")
    }

    @Test func anotherKeyCommitsTheFirstCandidateBeforeActing() throws {
        let keyboard = try padKeyboard()
        try keyboard.write(PadWriting.ten)
        try keyboard.tap("，")
        #expect(keyboard.document.text == "十，")
        try keyboard.write(PadWriting.one)
        try keyboard.tap("123")
        #expect(keyboard.document.text == "十，一")
        #expect(keyboard.layout.layoutID == LayoutID("numbers-zh"))
        #expect(keyboard.controller.renderState.ink == nil)
    }

    @Test func candidatesAreRankedAfterTheTextBeforeTheCaret() throws {
        let plain = try padKeyboard()
        try plain.write(PadWriting.ten)
        let afterRen = try padKeyboard(text: "人")
        try afterRen.write(PadWriting.ten)
        #expect(!afterRen.barTexts.isEmpty && afterRen.barTexts != plain.barTexts, "the context re-ranks")
        // The same ranking as the recognizer's in the engine's context after 人.
        let pad = try afterRen.padFrame()
        var session = try HandwritingSession(
            recognizer: HandwritingRecognizer(model: try HandwritingModel()), width: pad.width, height: pad.height, after: "人",
            context: EngineCharacterContext(engine: try sharedEngine.get()))
        for stroke in PadWriting.ten {
            session.add(InkStroke(try PadWriting.sampled(stroke).map { point in
                let p = try afterRen.padPoint(point)
                return InkPoint(x: p.x - pad.minX, y: p.y - pad.minY)
            }))
        }
        #expect(afterRen.barTexts == session.candidates.map { String($0.character) })
    }

    @Test func traditionalScriptWritesTheCandidatesInTraditionalCharacters() throws {
        let simplified = try padKeyboard()
        try simplified.write(PadWriting.mouth)
        let traditional = try padKeyboard(script: .traditional)
        try traditional.write(PadWriting.mouth)
        let converter = try ScriptConverter(script: .traditional)
        var expected: [String] = []
        for text in simplified.barTexts.map(converter.convert) where !expected.contains(text) { expected.append(text) }
        #expect(traditional.barTexts == expected)
        #expect(traditional.barTexts != simplified.barTexts, "some candidate has a traditional form")
        let index = try #require(traditional.barTexts.firstIndex { !simplified.barTexts.contains($0) })
        traditional.controller.handle(.command(.selectCandidate(index)))
        #expect(traditional.document.text == expected[index])
    }

    @Test func aCharacterNoCommonFontDrawsIsNeverOffered() throws {
        // A cross: the model knows 㐅 (Extension A), which the fonts would draw as a box.
        let cross: [PadWriting.Stroke] = [[(0.15, 0.15), (0.85, 0.85)], [(0.85, 0.15), (0.15, 0.85)]]
        let keyboard = try padKeyboard()
        try keyboard.write(cross)
        #expect(!keyboard.barTexts.isEmpty)
        #expect(keyboard.barTexts.allSatisfy(HanFontCoverage.drawsAll), "\(keyboard.barTexts)")
    }

    @Test func escapeDropsTheInk() throws {
        let keyboard = try padKeyboard()
        try keyboard.write(PadWriting.ten)
        #expect(keyboard.document.markedText == "十")
        keyboard.controller.keyPress(.escape)
        #expect(keyboard.controller.renderState.ink == nil)
        #expect(keyboard.document.text == "", "the marked reading goes with the ink")
        #expect(keyboard.document.markedText == nil)
    }
}
