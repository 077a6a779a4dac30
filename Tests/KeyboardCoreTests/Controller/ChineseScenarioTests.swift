import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// Scripted scenarios from touch points to document state, in Chinese mode.
@Suite struct ChineseScenarioTests {
    @Test func typingNihaoByTouchAndPicking你好() throws {
        let keyboard = try TestKeyboard()
        #expect(keyboard.controller.state.mode == .chinese)
        #expect(keyboard.layout.layoutName == "pinyin-26")
        try keyboard.type("nihao")
        #expect(keyboard.document.markedText == "ni'hao")
        #expect(keyboard.document.text == "ni'hao")
        let state = keyboard.controller.renderState
        #expect(state.markedText == "ni'hao")
        let index = try #require(state.candidates.firstIndex(of: "你好"))
        #expect(index < 3)
        keyboard.controller.handle(.selectCandidate(index))
        #expect(keyboard.document.text == "你好")
        #expect(keyboard.document.markedText == nil)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.controller.renderState.candidates.isEmpty)
        // Picking taught the learner (a plain field allows learning).
        #expect(keyboard.learner.lessons.map(\.text) == ["你好"])
    }

    @Test func spacePicksTheFirstCandidate() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let first = try #require(keyboard.controller.candidates.first?.text)
        try keyboard.tap("space")
        #expect(keyboard.document.text == first)
    }

    @Test func aPartialPickContinuesWithTheRest() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihaoshijie")
        #expect(keyboard.document.markedText == "ni'hao'shi'jie")
        let word = try #require(keyboard.controller.candidates.firstIndex { $0.text == "你好" })
        keyboard.controller.handle(.selectCandidate(word))
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.document.markedText == "你好shi'jie")
        let rest = try #require(keyboard.controller.candidates.firstIndex { $0.text == "世界" })
        keyboard.controller.handle(.selectCandidate(rest))
        #expect(keyboard.document.text == "你好世界")
        #expect(keyboard.learner.lessons.first?.picks.map(\.text) == ["你好", "世界"])
    }

    @Test func deleteEditsThePinyinAndUnpicksFirst() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihaoshijie")
        let word = try #require(keyboard.controller.candidates.firstIndex { $0.text == "你好" })
        keyboard.controller.handle(.selectCandidate(word))
        try keyboard.tap("delete")
        #expect(keyboard.document.markedText == "ni'hao'shi'jie")
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.input == "nihaoshiji")
        for _ in 0..<10 { try keyboard.tap("delete") }
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text == "")
        #expect(keyboard.document.markedText == nil)
        // One more delete reaches the document (empty: nothing happens).
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "")
    }

    @Test func returnCommitsTheRawLetters() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        try keyboard.tap("return")
        #expect(keyboard.document.text == "nihao")
        #expect(keyboard.document.markedText == nil)
        try keyboard.tap("return")
        #expect(keyboard.document.text == "nihao\n")
    }

    @Test func punctuationIsFullWidthAndCommitsTheBestCandidateFirst() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let first = try #require(keyboard.controller.candidates.first?.text)
        try keyboard.tap("，")
        #expect(keyboard.document.text == first + "，")
        keyboard.controller.keyPress(.character("\""))
        keyboard.controller.keyPress(.character("a"))
        let a = try #require(keyboard.controller.candidates.first?.text)
        keyboard.controller.keyPress(.character("\""))
        keyboard.controller.keyPress(.character("."))
        #expect(keyboard.document.text == first + "，“" + a + "”。")
    }

    @Test func aNewDocumentEndsTheCompositionWithoutTouchingTheNewField() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        keyboard.document.clearCalls()
        keyboard.document.hostFocusNewDocument(text: "hello", traits: TextInputTraits(keyboardType: .numberPad))
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.calls.isEmpty)
        #expect(keyboard.controller.state.page == .numbers)
        #expect(keyboard.document.text == "hello")
    }

    @Test func aNewIdentifierIsNoticedEvenWithoutANotification() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ni")
        keyboard.document.inputDelegate = nil
        keyboard.document.hostFocusNewDocument(text: "x")
        try keyboard.type("a")
        #expect(keyboard.document.text == "xa")
        #expect(keyboard.document.markedText == "a")
    }

    @Test func theHostMovingTheCaretEndsTheCompositionCleanly() throws {
        let keyboard = try TestKeyboard(text: "你好")
        try keyboard.type("shi")
        #expect(keyboard.document.text == "你好shi")
        keyboard.document.hostMoveCaret(to: 0)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.markedText == nil)
        #expect(keyboard.controller.renderState.candidates.isEmpty)
        // Typing goes on at the new caret with a fresh composition.
        try keyboard.type("wo")
        #expect(keyboard.document.markedText == "wo")
        #expect(keyboard.document.text == "wo你好shi")
    }

    @Test func aSecureFieldLearnsNothing() throws {
        let keyboard = try TestKeyboard(traits: TextInputTraits(isSecureTextEntry: true))
        // Secure fields open in English; the user may still switch to Chinese.
        #expect(keyboard.controller.state.mode == .english)
        keyboard.controller.handle(.toggleLanguage)
        #expect(keyboard.controller.state.mode == .chinese)
        try keyboard.type("nihao")
        keyboard.controller.handle(.selectCandidate(0))
        #expect(!keyboard.document.text.isEmpty)
        #expect(keyboard.learner.lessons.isEmpty)
        #expect(!keyboard.controller.allowsLearning)
    }

    @Test func aCredentialFieldLearnsNothingEither() throws {
        let keyboard = try TestKeyboard(traits: TextInputTraits(textContentType: .oneTimeCode))
        keyboard.controller.handle(.setMode(.chinese))
        try keyboard.type("nihao")
        keyboard.controller.handle(.selectCandidate(0))
        #expect(keyboard.learner.lessons.isEmpty)
    }

    @Test func toggleLanguageCommitsTheLettersAndShowsEnglish() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("hao")
        try keyboard.tap("zh-en")
        #expect(keyboard.document.text == "hao")
        #expect(keyboard.controller.state.mode == .english)
        #expect(keyboard.layout.layoutName == KeyboardLayoutSet.englishWithToggleName)
        try keyboard.tap("zh-en")
        #expect(keyboard.controller.state.mode == .chinese)
    }

    @Test func theCandidateGridPagesAndPicks() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("shi")
        keyboard.controller.handle(.toggleCandidateGrid)
        let grid = try #require(keyboard.controller.renderState.candidateGrid)
        #expect(grid.pageCount >= 2)
        let next = try #require(grid.controls.first { $0.id == "grid-next" })
        let id = keyboard.down(at: next.frame.center)
        keyboard.up(id, at: next.frame.center, time: keyboard.now + 0.05)
        let second = try #require(keyboard.controller.renderState.candidateGrid)
        #expect(second.page == 1)
        let cell = try #require(second.cells.first)
        let touch = keyboard.down(at: cell.frame.center, time: keyboard.now + 0.5)
        keyboard.up(touch, at: cell.frame.center, time: keyboard.now + 0.05)
        // The pick may cover only the start of the input ("sh" → 上), leaving the rest to compose.
        #expect(keyboard.document.text.hasPrefix(cell.text))
        #expect(keyboard.controller.composition.picks.map(\.text) == [cell.text] || keyboard.document.text == cell.text)
    }

    @Test func candidateBarTapsUseTheCellsTheHostDrew() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let bar = try #require(keyboard.layout.candidateBarFrame)
        // The host reports where it drew the first three candidates.
        keyboard.controller.candidateBarCells = (0..<3).map { LayoutRect(x: Double($0) * 60, y: bar.minY, width: 60, height: bar.height) }
        let second = try #require(keyboard.controller.candidates.dropFirst().first?.text)
        let point = LayoutPoint(x: 90, y: bar.midY)
        let id = keyboard.down(at: point)
        #expect(keyboard.controller.renderState.pressedKeys == ["candidate-1"])
        keyboard.up(id, at: point, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == second)
    }

    @Test func emojiFollowTheWordsWhenAnIndexIsGiven() throws {
        let catalogue = try EmojiCatalogueLoader.catalogue()
        let document = InMemoryTextDocument()
        let controller = KeyboardController(
            engine: try sharedEngine.get(), document: document, library: try sharedLibrary.get(),
            size: StandardKeyboardSize.phonePortrait, emojiIndex: catalogue)
        for letter in "xiaoku" { controller.handle(.character(String(letter))) }
        let texts = controller.candidates.map(\.text)
        let emoji = try #require(texts.firstIndex(of: "😂"))
        #expect(emoji > 0 && emoji < 6)
        controller.handle(.selectCandidate(emoji))
        #expect(document.text == "😂")
    }
}
