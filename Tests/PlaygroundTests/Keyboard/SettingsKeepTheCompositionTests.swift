import KeyboardCore
import KeyboardLayout
import TextInputModel
import Testing
@testable import Playground

/// A setting changed on the page while composing: one that leaves the form as it is (theme,
/// height, script, 模糊音) keeps the composition, its candidates and its caret; one that changes
/// the form commits the composition's first candidate — never the raw letters with their separators.
@Suite struct SettingsKeepTheCompositionTests {
    func composing(_ letters: String) throws -> (CoreKeyboard, InMemoryTextDocument) {
        let document = InMemoryTextDocument(text: "好")
        let keyboard = try #require(try realKeyboardFactory.get()(document, PlaygroundSettings()) as? CoreKeyboard)
        for (index, letter) in letters.enumerated() { try keyboard.hardwareKey(String(letter), at: Double(index)) }
        return (keyboard, document)
    }

    func changed(_ keyboard: CoreKeyboard, _ change: (inout PlaygroundSettings) throws -> Void) throws {
        var settings = keyboard.settings
        try change(&settings)
        try keyboard.configure(settings)
    }

    @Test func aThemeHeightScriptOrFuzzyChangeKeepsTheCompositionAndItsCaret() throws {
        let (keyboard, document) = try composing("guojia")
        try keyboard.hardwareKey("ArrowLeft", at: 10)
        let caret = document.selectedTextRange
        #expect(document.markedText == "guo'jia" && keyboard.candidates.first == "国家")
        let changes: [(String, (inout PlaygroundSettings) throws -> Void)] = [
            ("theme", { $0.theme = .dark }),
            ("height", { try $0.keyboard.set("height.portrait", to: "110") }),
            ("fuzzy", { try $0.keyboard.set("fuzzy", to: "zh-z") }),
            ("script", { try $0.keyboard.set("script", to: "tw") }),
        ]
        for (name, change) in changes {
            try changed(keyboard, change)
            #expect(document.markedText == "guo'jia", "\(name) keeps the composition")
            #expect(document.text == "好guo'jia", "\(name) leaves no raw letters")
            #expect(document.selectedTextRange == caret, "\(name) keeps the caret")
        }
        #expect(keyboard.candidates.first == "國家", "the script's candidates")
        // Typing goes on at the caret kept: a letter goes in before the `a`.
        try keyboard.hardwareKey("n", at: 20)
        #expect(document.markedText?.filter { $0 != "'" } == "guojina")
        let beforeCaret = document.documentContextBeforeInput ?? ""
        #expect(beforeCaret.filter { $0 != "'" } == "好guojin", "the caret right after the letter typed")
    }

    @Test func aChangeOfFormCommitsTheFirstCandidate() throws {
        let (keyboard, document) = try composing("nihao")
        try changed(keyboard) { try $0.keyboard.set("layout", to: "zhuyin") }
        #expect(document.text == "好你好")
        #expect(document.markedText == nil)
        let (shuangpin, field) = try composing("nihao")
        try changed(shuangpin) { try $0.keyboard.set("schema", to: "shuangpin-xiaohe") }
        #expect(field.text == "好你好", "another 双拼 scheme reads the letters otherwise: the form ends")
    }
}
