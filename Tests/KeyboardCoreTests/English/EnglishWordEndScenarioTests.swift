import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// English ends a word wherever the user ends it, not only at the space bar: punctuation, return,
/// 中/英, the next keyboard, a pick from the bar. Punctuation and return correct the word as the
/// space bar does and the memory learns it; switching away learns it but rewrites nothing; a key that may go on inside a word (an apostrophe) does neither. A
/// secure field corrects and learns nothing.
@Suite struct EnglishWordEndScenarioTests {
    func keyboard(traits: TextInputTraits = TextInputTraits(autocapitalizationType: .none)) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        return try TestKeyboard(traits: traits, configuration: configuration)
    }

    /// The English words the memory remembers, the last first.
    func learned(_ keyboard: TestKeyboard) -> [String] { keyboard.controller.memory.choices.chosen(.english, after: "") }

    @Test(arguments: [".", ",", "!", "?", ";", ":", ")"])
    func punctuationCorrectsAndLearnsTheWord(_ mark: String) throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        keyboard.controller.handle(.character(mark))
        #expect(keyboard.document.text == "the" + mark)
        #expect(learned(keyboard) == ["the"])
    }

    @Test func aWordKeptAsTypedIsLearnedAtPunctuation() throws {
        let keyboard = try keyboard()
        try keyboard.type("zebra")
        keyboard.controller.handle(.character("."))
        #expect(keyboard.document.text == "zebra.")
        #expect(learned(keyboard) == ["zebra"])
    }

    @Test func returnCorrectsAndLearnsTheWord() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        keyboard.controller.handle(.returnKey)
        #expect(keyboard.document.text == "the\n")
        #expect(learned(keyboard) == ["the"])
    }

    @Test(arguments: [KeyboardAction.toggleLanguage, .setMode(.chinese), .nextKeyboard, .dismissKeyboard])
    func switchingAwayLearnsAWordAsTypedButRewritesNothing(_ action: KeyboardAction) throws {
        let kept = try keyboard()
        try kept.type("zebra")
        kept.controller.handle(action)
        #expect(kept.document.text == "zebra")
        #expect(learned(kept) == ["zebra"])
        // A slip the space bar would correct stays as typed (the keyboard changing never rewrites
        // the text) and is not learned as a word.
        let slip = try keyboard()
        try slip.type("teh")
        slip.controller.handle(action)
        #expect(slip.document.text == "teh")
        #expect(learned(slip).isEmpty)
    }

    @Test func aPickFromTheBarIsLearned() throws {
        let keyboard = try keyboard()
        try keyboard.type("teh")
        let cell = try #require(keyboard.controller.barTexts.firstIndex(of: "the"), "\(keyboard.controller.barTexts)")
        keyboard.controller.handle(.command(.selectCandidate(cell)))
        #expect(keyboard.document.text == "the ")
        #expect(learned(keyboard) == ["the"])
    }

    @Test func anApostropheGoesOnInsideTheWord() throws {
        let keyboard = try keyboard()
        try keyboard.type("don")
        keyboard.controller.handle(.character("'"))
        try keyboard.type("t")
        #expect(keyboard.document.text == "don’t", "(a smart apostrophe)")
        #expect(learned(keyboard).isEmpty)
    }

    @Test func aWordLearnedAtPunctuationComesFirstAmongTheCompletions() throws {
        let keyboard = try keyboard()
        try keyboard.type("zebra")
        keyboard.controller.handle(.character(","))
        keyboard.controller.handle(.space)
        try keyboard.type("ze")
        #expect(keyboard.controller.barTexts.first { $0 != "ze" && !$0.hasPrefix("“") } == "zebra", "\(keyboard.controller.barTexts)")
    }

    @Test func aSecureFieldNeitherCorrectsNorLearnsAtAWordEnd() throws {
        let keyboard = try keyboard(traits: TextInputTraits(autocapitalizationType: .none, isSecureTextEntry: true))
        try keyboard.type("teh")
        keyboard.controller.handle(.character("."))
        keyboard.controller.handle(.returnKey)
        #expect(keyboard.document.text == "teh.\n")
        #expect(learned(keyboard).isEmpty)
    }
}
