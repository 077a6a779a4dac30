import KeyboardLayout
import ChineseEngine
import StrokeInput
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 笔画 keyboard as a user meets it: stroke keys grow the strokes shown as marked text, the bar
/// lists characters that begin with them ranked after the text before the caret, and picking,
/// space, delete, punctuation and 联想 behave as on the other Chinese keyboards.
@Suite struct StrokeScenarioTests {
    func strokeKeyboard(text: String = "", script: ChineseScript = .simplified) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "strokes"
        configuration.script = script
        let keyboard = try TestKeyboard(text: text, configuration: configuration)
        #expect(keyboard.layout.layoutID == .strokes)
        return keyboard
    }

    /// Taps stroke keys by digit: 1 横 2 竖 3 撇 4 点 5 折, ? the wildcard.
    func typeStrokes(_ keyboard: TestKeyboard, _ digits: String) throws {
        let ids: [Character: String] = ["1": "stroke-h", "2": "stroke-s", "3": "stroke-p", "4": "stroke-d", "5": "stroke-z", "?": "wildcard"]
        for digit in digits { try keyboard.tap(try #require(ids[digit])) }
    }

    @Test func everyCandidateBeginsWithTheStrokesTypedAndTheyAreShownAsMarkedText() throws {
        let keyboard = try strokeKeyboard()
        try typeStrokes(keyboard, "3?5")
        #expect(keyboard.document.markedText == "丿＊乛")
        let filter = StrokeFilter(pattern: try StrokePattern(parsing: "3?5"), table: try keyboard.controller.composer.engine.openStrokes())
        #expect(keyboard.barTexts.count >= 9)
        for text in keyboard.barTexts { #expect(filter.matches(try #require(text.first)), "\(text)") }
        // A character typed in full (人: 撇 捺) is in the bar.
        try keyboard.tap("delete")
        try keyboard.tap("delete")
        try typeStrokes(keyboard, "4")
        #expect(keyboard.barTexts.prefix(9).contains("人"))
    }

    @Test func theTextBeforeTheCaretRanksTheCharacters() throws {
        // 女 字 旁: 折 撇 横. Alone 她 or 女 lead; after 你 the model puts 好 first.
        let alone = try strokeKeyboard()
        try typeStrokes(alone, "531")
        let afterNi = try strokeKeyboard(text: "你")
        try typeStrokes(afterNi, "531")
        #expect(afterNi.barTexts.first == "好")
        #expect(alone.barTexts.first != "好")
        #expect(Set(alone.barTexts).isSuperset(of: ["好", "她"]))
    }

    @Test func pickingCommitsTheCharacterAnd联想Follows() throws {
        let keyboard = try strokeKeyboard(text: "你")
        try typeStrokes(keyboard, "531")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        #expect(keyboard.document.markedText == nil)
        #expect(!keyboard.barTexts.isEmpty, "联想 after the commit")
        #expect(keyboard.barTexts == keyboard.controller.predictions.texts)
        // Typing a stroke replaces the predictions with characters.
        try typeStrokes(keyboard, "2")
        #expect(keyboard.document.markedText == "丨")
        #expect(keyboard.barTexts != keyboard.controller.predictions.texts)
    }

    @Test func deleteRemovesTheLastStrokeThenDeletesText() throws {
        let keyboard = try strokeKeyboard(text: "好")
        try typeStrokes(keyboard, "12")
        try keyboard.tap("delete")
        #expect(keyboard.document.markedText == "一")
        try keyboard.tap("delete")
        #expect(keyboard.document.markedText == nil)
        #expect(keyboard.barTexts.isEmpty)
        #expect(keyboard.document.text == "好")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "")
    }

    @Test func spacePicksTheFirstAndPunctuationCommitsItFirst() throws {
        let keyboard = try strokeKeyboard()
        try typeStrokes(keyboard, "1")
        let first = try #require(keyboard.barTexts.first)
        try keyboard.tap("space")
        #expect(keyboard.document.text == first)
        try typeStrokes(keyboard, "1")
        let next = try #require(keyboard.barTexts.first)
        try keyboard.tap("。")
        #expect(keyboard.document.text == first + next + "。")
        // The full-width question mark is punctuation; the wildcard is its own key.
        try typeStrokes(keyboard, "1")
        let third = try #require(keyboard.barTexts.first)
        try keyboard.tap("？")
        #expect(keyboard.document.text == first + next + "。" + third + "？")
    }

    @Test func traditionalScriptWritesTheCharactersConverted() throws {
        // 们 (撇 竖 点 竖 折) is 們 in traditional script.
        let simplified = try strokeKeyboard(text: "我")
        try typeStrokes(simplified, "32425")
        #expect(simplified.barTexts.contains("们"))
        let traditional = try strokeKeyboard(text: "我", script: .traditional)
        try typeStrokes(traditional, "32425")
        #expect(traditional.barTexts.contains("們"))
        #expect(!traditional.barTexts.contains("们"))
    }

    /// With the script set to 香港, 笔画 offers the characters Cantonese writes (#62): each by its full
    /// stroke order (rime-stroke's), among the first five.
    @Test(arguments: [("佢", "3212511"), ("咗", "25113121"), ("啲", "25132511354"), ("嘅", "25132511351535")])
    func hongKongScriptOffersCantoneseCharacters(character: String, strokes: String) throws {
        let keyboard = try strokeKeyboard(script: .hk)
        try typeStrokes(keyboard, strokes)
        #expect(keyboard.barTexts.prefix(5).contains(character), "\(keyboard.barTexts.prefix(9))")
    }
}
