import Foundation
import Testing
@testable import ChineseEngine

/// The shipped `words-libime.bin`: its new words are typed, read, learned, predicted and
/// converted like the lexicon's, under ids after the lexicon's; a missing or damaged file is a
/// warning naming it, and the engine types without it.
@Suite struct LexiconSupplementTests {
    private var shipped: String { ChineseEngine.bundledDataDirectory ?? "" }

    /// 评论区 is one of the new words (lexicon.bin lacks it).
    private func newWord() throws -> (id: Int32, reading: [UInt16]) {
        let reading = ["ping", "lun", "qu"].compactMap { SyllableTable.id(of: $0) }
        let word = try #require(testEngine.lexicon.word("评论区", reading: reading))
        return (word.rawValue, reading)
    }

    @Test func theNewWordsFollowTheLexiconsIDsAndNodes() throws {
        let lexicon = testEngine.lexicon
        let supplement = try #require(lexicon.supplement)
        #expect(supplement.base == Int32(lexicon.wordCount) && supplement.nodeBase == Int32(lexicon.nodeCount))
        #expect(lexicon.allWordCount == lexicon.wordCount + supplement.words.wordCount)
        #expect(testEngine.model.allWordCount == lexicon.allWordCount)
        let (id, _) = try newWord()
        #expect(lexicon.isNewWord(id) && WordID.lexicon(id).kind == .lexicon(id))
        #expect(lexicon.text(of: id) == "评论区" && lexicon.length(of: id) == 3)
        #expect(lexicon.text(of: Int32(lexicon.allWordCount)) == "")
        #expect(lexicon.words(reading: ["ping", "lun", "qu"]).contains("评论区"))
    }

    @Test func aNewWordIsTypedAndReadAsPicked() throws {
        let (id, reading) = try newWord()
        let candidate = try #require(testEngine.candidates(for: "pinglunqu").first)
        #expect(candidate.text == "评论区")
        #expect(candidate.words == [.lexicon(id)])
        #expect(candidate.readings == [reading])
        #expect(testEngine.model.unigramCost(id).isFinite)
        #expect(try candidate.converted(by: ScriptConverter(script: .traditional)).text == "評論區")
    }

    @Test func theContextAndPredictionsKnowTheNewWords() throws {
        let (id, _) = try newWord()
        let context = testEngine.leftContext(after: "我在评论区")
        #expect(context.words.last == .lexicon(id))
        let predictor = Predictor(engine: testEngine)
        #expect(predictor.context(after: "我在评论区").words.last == .lexicon(id))
        #expect(!predictor.predictions(after: "我在评论区").isEmpty)
    }

    @Test func learningANewWordKeepsItsID() throws {
        let (id, _) = try newWord()
        let user = UserLexicon(lexicon: testEngine.lexicon, words: [], usage: [.init(text: "评论区", syllables: ["ping", "lun", "qu"], count: 5)],
                               pairs: [], version: 1)
        #expect(user.wordCount == 0)                     // not a user-only word: the supplement has it
        #expect(user.bonus(.lexicon(id), after: .lexicon(0), cost: 10) > 0)
    }

    // MARK: - A missing or damaged file

    private func directory(newWords: Data?) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-new-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in [ChineseEngine.lexiconFileName, ChineseEngine.modelFileName, ChineseEngine.companionModelFileName] {
            try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: shipped + "/" + name)
        }
        try newWords?.write(to: URL(fileURLWithPath: path + "/" + ChineseEngine.newWordsFileName))
        return path
    }

    @Test func aMissingTruncatedOrCorruptFileIsAWarningAndTheEngineTypesWithoutIt() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: shipped + "/" + ChineseEngine.newWordsFileName))
        var corrupt = file
        corrupt[file.count / 2] ^= 0xFF
        for damaged in [nil, file.prefix(10_000), corrupt, Data("not a word list".utf8)] {
            let path = try directory(newWords: damaged)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let engine = try ChineseEngine(dataDirectory: path)
            #expect(engine.lexicon.supplement == nil && engine.model.newWordModel == nil)
            #expect(engine.warnings.count == 1 && engine.warnings[0].contains(ChineseEngine.newWordsFileName), "\(engine.warnings)")
            #expect(texts("nihao", engine: engine).first == "你好")
            // 评论 + 区 still spell it, from the lexicon's words alone.
            let words = engine.candidates(for: "pinglunqu").flatMap(\.words)
            #expect(!words.isEmpty && words.allSatisfy { $0.rawValue < Int32(engine.lexicon.wordCount) })
        }
    }

    @Test func withoutLmLibimeTheNewWordsAreLeftOutUnderItsWarning() throws {
        let path = try directory(newWords: try Data(contentsOf: URL(fileURLWithPath: shipped + "/" + ChineseEngine.newWordsFileName)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.removeItem(atPath: path + "/" + ChineseEngine.companionModelFileName)
        let engine = try ChineseEngine(dataDirectory: path)
        #expect(engine.lexicon.supplement == nil)
        #expect(engine.warnings == ["model component skipped: lm-libime.bin is missing; the engine runs on lm.bin"])
        #expect(texts("nihao", engine: engine).first == "你好")
    }

    @Test func theDirectoryCheckListsTheFile() throws {
        #expect(DataComponent.all.contains(.newWords))
        let data = try EngineDataDirectory(path: shipped)
        #expect(data.present.contains(.newWords) && data.warnings.isEmpty)
    }
}
