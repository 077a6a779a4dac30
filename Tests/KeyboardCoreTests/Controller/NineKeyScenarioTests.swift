import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// 9-key: digits compose, the left column offers pinyin choices, a choice fixes the syllable.
@Suite struct NineKeyScenarioTests {
    func nineKeyboard() throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "t9"
        return try TestKeyboard(configuration: configuration)
    }

    @Test func digitsShowPinyinChoicesAndAChoiceFixesTheSyllable() throws {
        let keyboard = try nineKeyboard()
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-9"))
        for key in ["6", "4", "4", "2", "6"] { try keyboard.tap(key) }
        let state = keyboard.controller.renderState
        let choices = try #require(state.columnItems)
        let ni = try #require(choices.firstIndex(of: "ni"))
        #expect(!state.candidates.isEmpty)
        // The column shows four cells at most; pick through the action (the host scrolls the column).
        keyboard.controller.handle(.command(.selectColumnItem(ni)))
        // The letters replace their digits; the rest stays digits, decoded as 9-key input.
        #expect(keyboard.controller.composition.input == "ni'426")
        #expect(keyboard.document.markedText?.hasPrefix("ni") == true)
        let next = try #require(keyboard.controller.renderState.columnItems)
        #expect(next.contains("hao"))
        #expect(!next.contains("ni"))
        keyboard.controller.handle(.command(.selectColumnItem(try #require(next.firstIndex(of: "hao")))))
        #expect(keyboard.controller.composition.input == "ni'hao")
        let index = try #require(keyboard.controller.candidates.firstIndex { $0.text == "你好" })
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == "你好")
    }

    @Test func theBarOffersTheEmojiTheTopReadingNamesSecondAs26KeysDo() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "t9"
        let document = InMemoryTextDocument()
        let controller = KeyboardController(
            engine: try sharedEngine.get(), document: document, library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait,
            configuration: configuration, emojiIndex: try EmojiCatalogueLoader.catalogue())
        for digit in [4, 2, 4, 2] { controller.handle(.nineKey(digit: digit, letters: ["", "", "abc", "def", "ghi"][digit])) }
        let texts = controller.candidates.map(\.text)
        #expect(texts.first == "哈哈")
        #expect(texts.dropFirst().first == "😂", "\(texts.prefix(4))")
        controller.handle(.command(.selectCandidate(1)))
        #expect(document.text == "😂")
    }

    @Test func theIdleColumnTypesPunctuation() throws {
        let keyboard = try nineKeyboard()
        let column = try #require(keyboard.layout.key(id: "candidates"))
        let id = keyboard.down(at: column.frame.center)
        keyboard.up(id, at: column.frame.center, time: keyboard.now + 0.05)
        #expect(["，", "。", "？", "！"].contains(keyboard.document.text))
    }

    @Test func deleteRemovesDigitsFirst() throws {
        let keyboard = try nineKeyboard()
        for key in ["9", "4"] { try keyboard.tap(key) }
        try keyboard.tap("delete")
        #expect(keyboard.controller.renderState.columnItems?.contains("w") == true)
        try keyboard.tap("delete")
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text == "")
    }

    @Test func digitsDecodeToASentence() throws {
        let keyboard = try nineKeyboard()
        // zhong guo ren
        for key in "94664486736" { try keyboard.tap(String(key)) }
        #expect(keyboard.controller.candidates.first?.text == "中国人")
        #expect(keyboard.document.markedText == "zhong'guo'ren")
        #expect(keyboard.controller.renderState.columnItems?.first == "zhong")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "中国人")
    }
}
