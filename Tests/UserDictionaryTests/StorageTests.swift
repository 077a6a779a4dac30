import Foundation
import ChineseEngine
import Testing
import UserDictionary

@Suite struct StorageTests {
    @Test func wordsAreKeptAcrossReopening() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let (dictionary, _) = try openDictionary(directory)
            try dictionary.add(UserWord(text: "舒如法", syllables: ["shu", "ru", "fa"], weight: 2))
            try dictionary.learn(words: [LearnedWord(text: "好", syllables: ["hao"])])
        }
        let (reopened, _) = try openDictionary(directory)
        #expect(reopened.recovery == nil)
        #expect(try reopened.words().map(\.text) == ["舒如法"])
        #expect(try reopened.words().first?.weight == 2)
        #expect(try reopened.learnedCount(text: "好", syllables: ["hao"]) == 1)
    }

    @Test func learnedCountsFadeWithTime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = TestClock()
        let (dictionary, _) = try openDictionary(directory, clock: clock)
        let word = LearnedWord(text: "好", syllables: ["hao"])
        try dictionary.learn(words: [word])
        try dictionary.learn(words: [word])
        #expect(try dictionary.learnedCount(text: "好", syllables: ["hao"]) == 2)
        clock.advance(days: 90)
        #expect(abs(try dictionary.learnedCount(text: "好", syllables: ["hao"]) - 1) < 1e-9)
        try dictionary.learn(words: [word])
        #expect(abs(try dictionary.learnedCount(text: "好", syllables: ["hao"]) - 2) < 1e-9)
    }

    @Test func aCharacterInsideASentenceTeachesItsPairNotItself() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        try dictionary.learn(words: [LearnedWord(text: "我们", syllables: ["wo", "men"]), LearnedWord(text: "的", syllables: ["de"])])
        #expect(try dictionary.learnedCount(text: "的", syllables: ["de"]) == 0)
        #expect(try dictionary.learnedCount(text: "我们", syllables: ["wo", "men"]) == 1)
        #expect(try dictionary.learnedWords().map(\.word.text) == ["我们"])
    }

    @Test func aDeletedWordIsNotLearnedBackButAddingRestoresIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        let word = LearnedWord(text: "舒如法", syllables: ["shu", "ru", "fa"])
        try dictionary.learn(words: [LearnedWord(text: "舒", syllables: ["shu"]), LearnedWord(text: "如法", syllables: ["ru", "fa"])],
                             newWord: word)
        #expect(try dictionary.words().map(\.text) == ["舒如法"])
        try dictionary.remove(text: "舒如法", syllables: ["shu", "ru", "fa"])
        #expect(try dictionary.words().isEmpty)
        #expect(try dictionary.isDeleted(text: "舒如法", syllables: ["shu", "ru", "fa"]))
        try dictionary.learn(words: [word], newWord: word)
        #expect(try dictionary.words().isEmpty)
        #expect(try dictionary.learnedCount(text: "舒如法", syllables: ["shu", "ru", "fa"]) == 0)
        try dictionary.add(UserWord(text: "舒如法", syllables: ["shu", "ru", "fa"]))
        #expect(try dictionary.words().map(\.text) == ["舒如法"])
        #expect(try !dictionary.isDeleted(text: "舒如法", syllables: ["shu", "ru", "fa"]))
    }

    @Test func aWordWithABadReadingIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        #expect(throws: UserDictionaryError.self) { try dictionary.add(UserWord(text: "坏", syllables: ["xyz"])) }
        #expect(throws: UserDictionaryError.self) { try dictionary.add(UserWord(text: "", syllables: ["hao"])) }
        #expect(try dictionary.words().isEmpty)
    }

    // What is kept aside and what is refused: OpeningTests (a corrupt dictionary of ours is kept
    // aside; garbage, a text file, a directory, a FIFO or another program's database are errors).

    @Test func learningNoticesWhatAnotherConnectionWrote() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (keyboard, engine) = try openDictionary(directory)
        let (app, _) = try openDictionary(directory)
        try keyboard.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        // The app (another process in real life) adds a word; the keyboard's snapshot does not know it yet.
        try app.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 3))
        #expect(keyboard.current.wordCount == 0)
        // Its next learning sees that someone else wrote and re-reads the file.
        try keyboard.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        #expect(keyboard.current.wordCount == 1)
        #expect(texts("shurufa", engine).prefix(3).contains("舒入法"))
        // Its own writes alone keep the quick update.
        let version = keyboard.current.version
        try keyboard.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        #expect(keyboard.current.version != version)
        #expect(try keyboard.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 3)
    }
}
