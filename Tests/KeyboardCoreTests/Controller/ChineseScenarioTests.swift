import Foundation
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// Scripted scenarios from touch points to document state, in Chinese mode.
@Suite struct ChineseScenarioTests {
    @Test func typingNihaoByTouchAndPicking你好() throws {
        let keyboard = try TestKeyboard()
        #expect(keyboard.controller.state.keyboard.mode == .chinese)
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26"))
        try keyboard.type("nihao")
        #expect(keyboard.document.markedText == "ni'hao")
        #expect(keyboard.document.text == "ni'hao")
        let state = keyboard.controller.renderState
        #expect(state.markedText == "ni'hao")
        let index = try #require(state.candidates.firstIndex(of: "你好"))
        #expect(index < 3)
        keyboard.controller.handle(.command(.selectCandidate(index)))
        #expect(keyboard.document.text == "你好")
        #expect(keyboard.document.markedText == nil)
        #expect(!keyboard.controller.isComposing)
        // The bar now offers the next words (联想; see PredictionScenarioTests).
        #expect(!keyboard.controller.renderState.candidates.contains("你好"))
        // Picking taught the learner (a plain field allows learning).
        #expect(keyboard.learner.lessons.map(\.text) == ["你好"])
    }

    @Test func aMixedReadingShowsTheLettersAsTyped() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("wozaiyongiphone")
        #expect(keyboard.controller.candidates.first?.text.lowercased() == "我在用iphone")
        #expect(keyboard.document.markedText == "wozaiyongiphone", "not wo'zai'yong'iphone")
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
        keyboard.controller.handle(.command(.selectCandidate(word)))
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.document.markedText == "你好shi'jie")
        let rest = try #require(keyboard.controller.candidates.firstIndex { $0.text == "世界" })
        keyboard.controller.handle(.command(.selectCandidate(rest)))
        #expect(keyboard.document.text == "你好世界")
        #expect(keyboard.learner.lessons.first?.picks.map(\.text) == ["你好", "世界"])
        // Each pick keeps the syllables the decoder read its words by: learning reads nothing again.
        let syllables = keyboard.learner.lessons.first?.picks.map { $0.syllables.flatMap { $0 }.map { SyllableTable.spelling(of: $0) } }
        #expect(syllables == [["ni", "hao"], ["shi", "jie"]])
    }

    @Test func deleteEditsThePinyinAndUnpicksFirst() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihaoshijie")
        let word = try #require(keyboard.controller.candidates.firstIndex { $0.text == "你好" })
        keyboard.controller.handle(.command(.selectCandidate(word)))
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
        let keyboard = try TestKeyboard(recordsCalls: true)
        let recorder = try #require(keyboard.recorder)
        try keyboard.type("nihao")
        #expect(!recorder.calls.isEmpty)
        recorder.clearCalls()
        keyboard.document.hostFocusNewDocument(text: "hello", traits: TextInputTraits(keyboardType: .numberPad))
        #expect(!keyboard.controller.isComposing)
        #expect(recorder.calls.isEmpty)
        #expect(keyboard.controller.state.keyboard.page == .numbers)
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
        // Secure fields get plain ASCII letters: no 中/英, no composition, no candidates.
        #expect(keyboard.controller.state.keyboard.mode == .english)
        #expect(keyboard.layout.layoutID == LayoutID("qwerty"))
        keyboard.controller.handle(.toggleLanguage)
        #expect(keyboard.controller.state.keyboard.mode == .english)
        try keyboard.type("mima")
        #expect(keyboard.document.text == "mima")
        #expect(keyboard.document.markedText == nil)
        #expect(keyboard.controller.renderState.candidates.isEmpty)
        #expect(keyboard.learner.lessons.isEmpty)
        #expect(!keyboard.document.textInputTraits.allowsLearning)
    }

    @Test func aCredentialFieldLearnsNothingEither() throws {
        let keyboard = try TestKeyboard(traits: TextInputTraits(textContentType: .oneTimeCode))
        keyboard.controller.handle(.setMode(.chinese))
        try keyboard.type("nihao")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.learner.lessons.isEmpty)
    }

    @Test func toggleLanguageCommitsTheLettersAndShowsEnglish() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("hao")
        try keyboard.tap("zh-en")
        #expect(keyboard.document.text == "hao")
        #expect(keyboard.controller.state.keyboard.mode == .english)
        #expect(keyboard.layout.layoutID == LayoutID.qwertyZhEn)
        try keyboard.tap("zh-en")
        #expect(keyboard.controller.state.keyboard.mode == .chinese)
    }

    @Test func theCandidateGridPagesAndPicks() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("shi")
        keyboard.controller.handle(.command(.toggleCandidateGrid))
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

    @Test func secureEntryTurnedOnMidCompositionTakesEffectAtOnce() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("mi")
        #expect(keyboard.controller.isComposing)
        // The host flips the field to secure (textDidChange): the letters stay as typed, Chinese is gone.
        keyboard.document.hostSetTraits(TextInputTraits(isSecureTextEntry: true))
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text == "mi" && keyboard.document.markedText == nil)
        #expect(keyboard.layout.layoutID == LayoutID("qwerty"))
        try keyboard.type("ma")
        #expect(keyboard.document.text == "mima")
        #expect(keyboard.controller.renderState.candidates.isEmpty && keyboard.controller.renderState.markedText == nil)
        keyboard.controller.handle(.setMode(.chinese))
        #expect(keyboard.controller.state.keyboard.mode == .english)
        #expect(keyboard.learner.lessons.isEmpty)
        // Off again: the field is a Chinese text field once more.
        keyboard.document.hostSetTraits(TextInputTraits())
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26"))
        try keyboard.type("ni")
        #expect(keyboard.controller.isComposing)
    }

    @Test func fieldTypesTakeEffectWhenTheyChange() throws {
        let keyboard = try TestKeyboard()
        keyboard.document.hostSetTraits(TextInputTraits(keyboardType: .numberPad))
        #expect(keyboard.layout.layoutID == LayoutID.numberPad)
        #expect(keyboard.layout.candidateBarFrame == nil || keyboard.layout.candidateBarFrame?.height == 0)
        try keyboard.tap("7")
        #expect(keyboard.document.text == "7")
        keyboard.document.hostSetTraits(TextInputTraits(keyboardType: .decimalPad))
        #expect(keyboard.layout.layoutID == LayoutID.decimalPad)
        try keyboard.tap(".")
        keyboard.document.hostSetTraits(TextInputTraits(keyboardType: .phonePad))
        #expect(keyboard.layout.layoutID == LayoutID.phonePad)
        try keyboard.tap("+")
        #expect(keyboard.document.text == "7.+")
        keyboard.document.hostSetTraits(TextInputTraits(keyboardType: .emailAddress))
        #expect(keyboard.layout.layoutID == LayoutID.qwertyEmail)
        #expect(keyboard.controller.state.keyboard.mode == .english)
        try keyboard.type("a")
        try keyboard.tap("@")
        try keyboard.type("b")
        try keyboard.tap(".")
        #expect(keyboard.document.text.hasSuffix("a@b."))
        keyboard.document.hostSetTraits(TextInputTraits(keyboardType: .url))
        #expect(keyboard.layout.layoutID == LayoutID.qwertyURL)
        try keyboard.tap("/")
        try keyboard.tap(".com")
        #expect(keyboard.document.text.hasSuffix("/.com"))
    }

    @Test func theReturnKeyFollowsTheFieldAsItChanges() throws {
        let keyboard = try TestKeyboard()
        keyboard.document.hostSetTraits(TextInputTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true))
        var state = keyboard.controller.renderState
        #expect(state.returnKeyType == .send)
        #expect(!state.isReturnKeyEnabled)
        try keyboard.tap("return")
        #expect(keyboard.document.text.isEmpty)
        keyboard.controller.handle(.setMode(.english))
        try keyboard.type("a")
        state = keyboard.controller.renderState
        #expect(state.isReturnKeyEnabled)
        keyboard.document.hostSetTraits(TextInputTraits(returnKeyType: .search))
        #expect(keyboard.controller.renderState.returnKeyType == .search)
    }

    @Test func candidateBarTapsHitTheCellsOfTheRenderState() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        // The bar's geometry is in the render state before anything is drawn; taps use the same cells.
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        #expect(bar.cells.count >= 2)
        let second = bar.cells[1]
        let id = keyboard.down(at: second.frame.center)
        #expect(keyboard.controller.renderState.pressedKeys == ["candidate-1"])
        keyboard.up(id, at: second.frame.center, time: keyboard.now + 0.05)
        #expect(keyboard.document.text.hasPrefix(second.text))
    }

    @Test func theGridOpensFromTheBarCoversTheKeysAndGivesThemBack() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        let control = try #require(bar.expandControl, "more candidates than the bar holds")
        #expect(control.maxX == bar.frame.maxX)
        keyboard.tapPoint(control.center)
        let state = keyboard.controller.renderState
        let grid = try #require(state.candidateGrid)
        #expect(grid.cells.count > bar.cells.count)
        #expect(state.candidateBar?.isGridOpen == true)
        // While the grid is open a tap where the keys were lands on the grid, never on a hidden key.
        for id in ["q", "a", "space", "return", "delete"] {
            let key = try #require(keyboard.layout.key(id: id))
            switch keyboard.controller.target(at: key.frame.center) {
            case .key: Issue.record("\(id) is hit under the grid")
            case .button(let button, _): #expect(button.hasPrefix("grid-"))
            case .nothing: break
            }
        }
        #expect(keyboard.controller.isComposing)
        // Close with the same control: the keys come back and typing goes on.
        keyboard.tapPoint(control.center)
        #expect(keyboard.controller.renderState.candidateGrid == nil)
        try keyboard.tap("a")
        #expect(keyboard.controller.composition.input.hasSuffix("a"))
        // Open again and pick from the grid's second row.
        keyboard.tapPoint(control.center)
        let open = try #require(keyboard.controller.renderState.candidateGrid)
        let firstRowY = try #require(open.cells.first).frame.minY
        let cell = try #require(open.cells.first { $0.frame.minY > firstRowY })
        keyboard.tapPoint(cell.frame.center)
        #expect(keyboard.document.text.hasPrefix(cell.text))
        #expect(keyboard.controller.renderState.candidateGrid == nil || keyboard.controller.isComposing)
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
        controller.handle(.command(.selectCandidate(emoji)))
        #expect(document.text == "😂")
    }
}
