import Foundation
import KeyboardCore
import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
import UserDictionary

@Suite struct LearnerTests {
    /// Decodes `input` and picks, one after another, the word candidates with these texts.
    func compose(_ input: String, picking pieces: [String], engine: ChineseEngine) throws -> Composition {
        var composition = Composition(input: input)
        for piece in pieces {
            let decoder = engine.makeDecoder()
            decoder.decode(composition.remainingInput)
            let candidate = try #require(decoder.candidates(limit: 200).first { $0.text == piece }, "\(piece) for \(composition.remainingInput)")
            composition.select(candidate)
        }
        return composition
    }

    @Test func anAbbreviatedPickIsLearnedUnderItsRealSyllables() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let learner = dictionary
        let composition = try compose("xxs", picking: ["小学生"], engine: engine)
        learner.learn(composition.picks, committed: "小学生")
        #expect(learner.lastLearningError == nil)
        #expect(try dictionary.learnedCount(text: "小学生", syllables: ["xiao", "xue", "sheng"]) == 1)
    }

    @Test func severalPartialPicksBecomeAUserWordOfferedNextTime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let learner = dictionary
        let input = "shurufahao"
        let first = texts(input, engine).first
        #expect(first != "输入法号")
        let composition = try compose(input, picking: ["输入法", "号"], engine: engine)
        learner.learn(composition.picks, committed: "输入法号")
        #expect(try dictionary.words().map(\.text) == ["输入法号"])
        #expect(try dictionary.words().first?.source == .learned)
        #expect(try dictionary.words().first?.syllables == ["shu", "ru", "fa", "hao"])
        #expect(texts(input, engine).first == "输入法号")
        #expect(texts("srfh", engine).contains("输入法号"))
    }

    @Test func aSinglePickMakesNoNewWordAndALiteralTeachesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let learner = dictionary
        let composition = try compose("nihao", picking: ["你好"], engine: engine)
        learner.learn(composition.picks, committed: "你好")
        #expect(try dictionary.words().isEmpty)
        #expect(try dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 1)
        let lesson = dictionary.lesson(picks: [])
        #expect(lesson.words.isEmpty && lesson.newWord == nil)
    }

    @Test func aSecureFieldTeachesTheDictionaryNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        for traits in [TextInputTraits(isSecureTextEntry: true), TextInputTraits(textContentType: .oneTimeCode)] {
            try type("nihao", traits: traits, engine: engine)
        }
        #expect(try dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 0)
        // The same typing in a plain field is learned.
        try type("nihao", traits: TextInputTraits(), engine: engine)
        #expect(try dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 1)
    }

    /// Types `letters` in Chinese mode in a field with `traits` and picks the first candidate
    /// (the engine carries the learner).
    func type(_ letters: String, traits: TextInputTraits, engine: ChineseEngine) throws {
        let document = InMemoryTextDocument(text: "", traits: traits)
        let controller = KeyboardController(engine: engine, document: document, library: try LayoutLibrary.standard(),
                                            size: StandardKeyboardSize.phonePortrait)
        document.inputDelegate = controller
        controller.handle(.setMode(.chinese))
        for letter in letters { controller.handle(.character(String(letter))) }
        controller.handle(.command(.selectCandidate(0)))
    }
}
