import Foundation
import KeyboardCore
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
import UserDictionary

/// 删除 from the candidate bar, end to end: the keyboard's menu, the learner, the file.
@Suite struct CandidateDeletionTests {
    func makeController(_ engine: ChineseEngine, typing letters: String) throws -> KeyboardController {
        let controller = KeyboardController(engine: engine, document: InMemoryTextDocument(), library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait)
        for letter in letters { controller.handle(.character(String(letter))) }
        return controller
    }

    @Test func deletingAUserWordFromTheBarForgetsItForGood() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let word = LearnedWord(text: "舒入法", syllables: ["shu", "ru", "fa"])
        try dictionary.learn(words: [LearnedWord(text: "舒", syllables: ["shu"]), LearnedWord(text: "入法", syllables: ["ru", "fa"])],
                             newWord: word)
        let controller = try makeController(engine, typing: "shurufa")
        let index = try #require(controller.barTexts.firstIndex(of: "舒入法"))
        controller.handle(.command(.openCandidateMenu(index)))
        #expect(controller.renderState.candidateMenu?.text == "舒入法")
        controller.handle(.command(.deleteCandidate(index)))
        #expect(dictionary.lastLearningError == nil)
        #expect(!controller.barTexts.contains("舒入法"))
        #expect(controller.isComposing)
        #expect(try dictionary.isDeleted(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        // Learning the same picks again does not bring it back.
        try dictionary.learn(words: [LearnedWord(text: "舒", syllables: ["shu"]), LearnedWord(text: "入法", syllables: ["ru", "fa"])],
                             newWord: word)
        #expect(try dictionary.words().isEmpty)
        #expect(!texts("shurufa", engine).contains("舒入法"))
    }

    @Test func deletingALearnedSentenceTakesItOffTheTop() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let before = texts("shurufahao", engine).first
        #expect(before != "输入法号")
        try dictionary.learn(words: [LearnedWord(text: "输入法", syllables: ["shu", "ru", "fa"]), LearnedWord(text: "号", syllables: ["hao"])],
                             newWord: LearnedWord(text: "输入法号", syllables: ["shu", "ru", "fa", "hao"]))
        let controller = try makeController(engine, typing: "shurufahao")
        #expect(controller.barTexts.first == "输入法号")
        controller.handle(.command(.openCandidateMenu(0)))
        controller.handle(.command(.deleteCandidate(0)))
        #expect(try dictionary.words().isEmpty)
        // What is left is what 输入法 alone taught: the same ranking as a dictionary that learned only it.
        let other = try TemporaryDirectory()
        defer { other.remove() }
        let (reference, referenceEngine) = try openDictionary(other)
        try reference.learn(words: [LearnedWord(text: "输入法", syllables: ["shu", "ru", "fa"])])
        #expect(Array(controller.barTexts.prefix(8)) == Array(texts("shurufahao", referenceEngine).prefix(8)))
    }
}
