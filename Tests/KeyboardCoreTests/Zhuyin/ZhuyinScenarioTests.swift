import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 注音 keyboard (大千) as a user meets it: symbols and tone marks shown as typed, candidates in
/// 繁體 by default, an unfinished last syllable left as typed, picks, space, delete and 联想.
@Suite struct ZhuyinScenarioTests {
    func zhuyinKeyboard(text: String = "", script: ChineseScript? = nil) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "zhuyin"
        if let script { configuration.script = script }
        let keyboard = try TestKeyboard(text: text, configuration: configuration)
        #expect(keyboard.layout.layoutID == .zhuyin)
        return keyboard
    }

    @Test func theLayoutHasThe37SymbolsAndTheFiveToneKeys() throws {
        let keyboard = try zhuyinKeyboard()
        let typed = Set(keyboard.layout.keys.compactMap { key -> Character? in
            if case .character(let text) = key.key.action { return text.first }
            return nil
        })
        let symbols = Set("ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄧㄨㄩㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ")
        #expect(symbols.count == 37)
        #expect(typed.isSuperset(of: symbols.union("ˉˊˇˋ˙")))
    }

    @Test func tonedSymbolsReadAsWordsIn繁體() throws {
        let keyboard = try zhuyinKeyboard()
        try keyboard.type("ㄊㄞˊㄨㄢ")
        #expect(keyboard.document.markedText == "ㄊㄞˊㄨㄢ")
        #expect(keyboard.barTexts.first == "臺灣")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "臺灣")
        #expect(keyboard.document.markedText == nil)
        #expect(!keyboard.barTexts.isEmpty, "联想 after the commit")
    }

    @Test func simplifiedOnRequestAndWithoutTones() throws {
        let keyboard = try zhuyinKeyboard(script: .simplified)
        try keyboard.type("ㄋㄧㄏㄠ")
        #expect(keyboard.barTexts.first == "你好")
    }

    @Test func anUnfinishedLastSyllableIsLeftAsTyped() throws {
        let keyboard = try zhuyinKeyboard(script: .simplified)
        try keyboard.type("ㄋㄧˇㄏ")
        #expect(keyboard.document.markedText == "ㄋㄧˇㄏ")
        #expect(keyboard.barTexts.first == "你", "the finished syllable is read: \(keyboard.barTexts.prefix(5))")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.markedText == "你ㄏ")
        #expect(keyboard.controller.isComposing)
        try keyboard.type("ㄠˇ")
        #expect(keyboard.document.markedText == "你ㄏㄠˇ")
        #expect(keyboard.barTexts.first == "好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        #expect(!keyboard.controller.isComposing)
    }

    @Test func deleteRemovesASymbolThenAPickAndSpaceCommitsTheFirst() throws {
        let keyboard = try zhuyinKeyboard(script: .simplified)
        try keyboard.type("ㄋㄧˇㄏㄠˇ")
        try keyboard.tap("delete")
        #expect(keyboard.document.markedText == "ㄋㄧˇㄏㄠ")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "你好")
        #expect(keyboard.document.markedText == nil)
    }
}
