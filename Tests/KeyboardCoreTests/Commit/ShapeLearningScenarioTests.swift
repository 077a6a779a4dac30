import Testing
@testable import KeyboardCore

/// 笔画 and 手写 learn through the commit stage: a character picked that was not first comes first
/// the next time the same strokes (or ink) follow the same text.
@Suite struct ShapeLearningScenarioTests {
    func keyboard(_ chineseKeyboard: SchemaID) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = chineseKeyboard
        return try TestKeyboard(configuration: configuration)
    }

    @Test func aStrokeCharacterPickedComesFirstAfterTheSameText() throws {
        let keyboard = try keyboard("strokes")
        for id in ["stroke-h", "stroke-s"] { try keyboard.tap(id) }
        let picked = keyboard.barTexts[3]
        #expect(keyboard.barTexts.first != picked)
        keyboard.controller.handle(.command(.selectCandidate(3)))
        #expect(keyboard.document.text == picked)
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "")
        for id in ["stroke-h", "stroke-s"] { try keyboard.tap(id) }
        #expect(keyboard.barTexts.first == picked)
    }

    @Test func aWrittenCharacterPickedComesFirstAfterTheSameText() throws {
        let keyboard = try keyboard("handwriting")
        try keyboard.write(PadWriting.ten)
        let picked = keyboard.barTexts[2]
        keyboard.controller.handle(.command(.selectCandidate(2)))
        #expect(keyboard.document.text == picked)
        try keyboard.tap("delete")
        try keyboard.write(PadWriting.ten)
        #expect(keyboard.barTexts.first == picked)
    }
}
