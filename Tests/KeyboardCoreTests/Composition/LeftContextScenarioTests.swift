import Testing
import TextInputModel
@testable import KeyboardCore

/// A new composition is decoded after what was committed before the caret (今天 + `you` → 又; `you` alone → 有).
@Suite struct LeftContextScenarioTests {
    func pick(_ text: String, in keyboard: TestKeyboard) throws {
        let index = try #require(keyboard.controller.candidates.firstIndex { $0.text == text }, "\(text) is offered")
        keyboard.controller.handle(.command(.selectCandidate(index)))
    }

    @Test func theWordsJustCommittedAreTheContextOfTheNextComposition() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("you")
        #expect(keyboard.controller.candidates.first?.text == "有")
        try keyboard.tap("space")
        keyboard.document.deleteBackward()
        try keyboard.type("jintian")
        try pick("今天", in: keyboard)
        try keyboard.type("you")
        #expect(keyboard.controller.candidates.first?.text == "又", "今天 + you")
        try keyboard.tap("space")
        try keyboard.type("women")
        try pick("我们", in: keyboard)
        try keyboard.type("quchifan")
        #expect(keyboard.controller.candidates.first?.text == "去吃饭")
    }

    @Test func theTextBeforeTheCaretIsTheContextOfAFreshField() throws {
        let keyboard = try TestKeyboard(text: "我们")
        try keyboard.type("quchifan")
        #expect(keyboard.controller.candidates.first?.text == "去吃饭")
    }

    @Test func anEmptyDocumentOrASentenceEndIsContextFree() throws {
        for text in ["", "今天。", "今天！"] {
            let keyboard = try TestKeyboard(text: text)
            try keyboard.type("you")
            #expect(keyboard.controller.candidates.first?.text == "有", "after \(text.debugDescription)")
        }
    }

    @Test func aPartialPickIsTheContextOfTheRest() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("jintianyou")
        try pick("今天", in: keyboard)
        #expect(keyboard.controller.candidates.first?.text == "又")
    }
}
