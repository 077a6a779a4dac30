@testable import ChineseEngine
import Testing

/// Ids of other domains (a user word, an English word, a decoder's marker, a stale or hostile
/// number) reach the model only through its checked entry points: each reads as unknown, never
/// as an index into a mapped table (#89: committing an imported word crashed 联想).
@Suite struct ModelWordIDTests {
    /// Every kind of id the model does not score.
    static let foreign: [Int32] = [
        WordID.user(0).rawValue, WordID.user(12_345).rawValue, WordID.english(0).rawValue, WordID.english(70_000).rawValue,
        WordLattice.literalWord.rawValue, -2, Int32.min, Int32.max,
        Int32(testEngine.model.allWordCount), Int32(testEngine.model.allWordCount) + 1,
    ]

    @Test func foreignIdsAreNotTheModels() {
        let model = testEngine.model
        for id in Self.foreign { #expect(!model.scores(id), "\(id)") }
        #expect(model.scores(0))
        #expect(model.scores(Int32(model.allWordCount) - 1))
    }

    @Test func aForeignWordCostsTheUnknownWordsCost() {
        let model = testEngine.model
        let 你好 = testEngine.leftContext(after: "你好").history(in: model)
        for id in Self.foreign {
            #expect(model.unigramCost(id) == LanguageModel.unknownWordCost, "\(id)")
            #expect(model.cost(id, after: 你好) == LanguageModel.unknownWordCost, "\(id)")
            #expect(model.cost(id, after: 0) == LanguageModel.unknownWordCost, "\(id)")
        }
    }

    @Test func aForeignContextIsReadAsUnknown() throws {
        let model = testEngine.model
        let 的 = try #require(testEngine.leftContext(after: "的").words.last?.rawValue)
        let 我们 = try #require(testEngine.leftContext(after: "我们").words.last?.rawValue)
        let none = model.history(-1, -1)
        for id in Self.foreign where id != 0 {
            let history = model.history(-1, id)
            for word in [的, 我们] {
                #expect(model.cost(word, after: history) == model.cost(word, after: none), "\(word) after \(id)")
                #expect(model.cost(word, after: id).isFinite, "\(word) after \(id)")
                // The word before a foreign one, and a foreign word before a known one.
                #expect(model.cost(word, after: model.history(id, 我们)).isFinite)
                #expect(model.cost(word, after: model.history(我们, id)).isFinite)
            }
            #expect(model.followers(of: id, limit: 5).isEmpty, "\(id)")
            #expect(model.trigramFollowers(of: history, limit: 5).isEmpty, "\(id)")
        }
    }

    /// The new words' file continues the model past the lexicon's words: a user word's id, far
    /// past them, is neither a new word nor read in the new words' tables.
    @Test func newWordsAndUserWordsAreApart() throws {
        let model = testEngine.model
        let newWords = try #require(model.newWordModel, "the shipped model has words-libime.bin's new words")
        let firstNew = newWords.base, user = WordID.user(0).rawValue
        #expect(model.scores(firstNew))
        #expect(model.unigramCost(firstNew) < LanguageModel.unknownWordCost)
        #expect(model.cost(firstNew, after: model.history(-1, user)).isFinite)
        #expect(model.cost(user, after: model.history(-1, firstNew)) == LanguageModel.unknownWordCost)
    }
}

/// 联想 after a commit whose last word is the user's (an imported word): the model reads the
/// lexicon words its text ends with; the keyboard went on answering (#89 finding 1).
@Suite struct PredictionAfterUserWordsTests {
    static let imported = UserLexicon.Word(text: "深蓝居", syllables: ["shen", "lan", "ju"], cost: 8)

    static func engine(words: [UserLexicon.Word]) -> ChineseEngine {
        var engine = testEngine
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        return engine
    }

    @Test func anImportedWordCommittedIsFollowedByPredictions() throws {
        let engine = Self.engine(words: [Self.imported])
        let first = try #require(engine.candidates(for: "shenlanju", limit: 5).first)
        #expect(first.text == "深蓝居")
        #expect(first.words.contains { $0.isUser }, "the candidate is the user's word: \(first.words)")
        let predictions = Predictor(engine: engine).predictions(after: LeftContext(words: first.words), limit: 5)
        #expect(!predictions.isEmpty)
        for prediction in predictions { #expect(!prediction.text.isEmpty) }
        // The same after the lexicon word the imported one ends with.
        let after居 = Predictor(engine: engine).predictions(after: engine.leftContext(after: "蓝居"), limit: 5).map(\.text)
        #expect(predictions.map(\.text) == after居)
    }

    @Test func everyMixOfForeignWordsInAContextPredictsWithoutATrap() {
        let engine = Self.engine(words: [Self.imported, .init(text: "梅河冬龙", syllables: ["mei", "he", "dong", "long"], cost: 9)])
        let predictor = Predictor(engine: engine)
        let 你好 = engine.leftContext(after: "你好").words
        let kinds: [[WordID]] = [
            [.user(0)], [.user(1)], [.user(7)], [.english(3)], [.user(0), .user(1)], [.english(3), .user(0)],
            你好 + [.user(0)], [.user(0)] + 你好, [.english(3)] + 你好, 你好 + [.english(3)],
        ]
        for words in kinds {
            let predictions = predictor.predictions(after: LeftContext(words: words), limit: 5)
            for prediction in predictions { #expect(!prediction.text.isEmpty, "\(words)") }
        }
        // A stale user id (from a snapshot with more words) reads as no text, not as a table index.
        #expect(predictor.predictions(after: LeftContext(words: [.user(7)]), limit: 5).isEmpty)
    }
}
