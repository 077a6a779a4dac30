import Foundation
@testable import EnglishEngine
import Testing

/// The spoken model (en-spoken.bin, the CMU 3-gram model pruned): its look-ups back off from the
/// triple to the pair to the word, and the engine's next words read the two words before.
@Suite struct SpokenModelTests {
    let model = testEngine.spoken

    func index(_ word: String) throws -> Int { try #require(model.words.index(ofExactly: Array(word.utf8))) }

    @Test func aTripleSaysMoreThanItsPairAndAPairMoreThanTheWord() throws {
        let how = try index("how"), are = try index("are"), you = try index("you")
        let pair = model.history(before: nil, last: are), triple = model.history(before: how, last: are)
        #expect(triple.context != nil)
        let alone = model.cost(of: you, after: .none), afterAre = model.cost(of: you, after: pair)
        let afterHowAre = model.cost(of: you, after: triple)
        #expect(afterAre < alone)
        #expect(afterHowAre < afterAre)
        // p(you | how are) is about 0.60 in the model; p(you | are) about 0.12.
        #expect(abs(exp(-afterHowAre) - 0.60) < 0.03)
        #expect(abs(exp(-afterAre) - 0.118) < 0.01)
    }

    @Test func aWordNeverSeenAfterTheContextBacksOffToItsOwn() throws {
        let thank = try index("thank"), zebra = try index("zebra")
        let history = model.history(before: nil, last: thank)
        #expect(model.cost(of: zebra, after: history) == history.lastPenalty + model.cost(of: zebra, after: .none))
        #expect(model.cost(of: zebra, after: .none) == model.words.cost(zebra))
    }

    @Test func sentencesStartWithTheModelsStart() throws {
        let start = model.history(before: nil, last: model.sentenceStart)
        let i = try index("i"), of = try index("of")
        #expect(model.cost(of: i, after: start) < model.cost(of: of, after: start))
        #expect(model.words.string(model.sentenceStart) == "<s>")
    }

    @Test func followersWithinAPrefixAreThoseTheModelLists() throws {
        var best = TopK<Int>(limit: 3)
        let going = try index("going"), im = try index("i'm")
        model.followers(after: model.history(before: im, last: going), within: 0..<model.words.count, into: &best)
        #expect(best.sorted().first.map { model.words.string($0.item) } == "to")
        var prefixed = TopK<Int>(limit: 50)
        model.followers(after: model.history(before: nil, last: going), within: model.words.range(of: Array("th".utf8), prefix: true), into: &prefixed)
        #expect(!prefixed.sorted().isEmpty)
        #expect(prefixed.sorted().allSatisfy { model.words.string($0.item).hasPrefix("th") })
    }
}

/// The next words and completions read the two words before and the sentence's start.
@Suite struct SpokenPredictionTests {
    func first(after context: String) -> String? { testEngine.suggestions(context: context, typed: "").alternatives.first }

    @Test func theTwoWordsBeforeDecideTheNextWord() {
        #expect(first(after: "How are ") == "you")
        #expect(first(after: "Thank ") == "you")
        #expect(first(after: "I'm going ") == "to")
        #expect(first(after: "What is your ") != first(after: "What is "))
    }

    @Test func theWordBeingCompletedReadsTheWordsBefore() {
        #expect(testEngine.suggestions(context: "I'm going", typed: "t").alternatives.first == "to")
        #expect(testEngine.suggestions(context: "How are", typed: "y").alternatives.first == "you")
    }

    /// Speech says `I'm`, `you're`, `don't` where typing often writes the words out: the
    /// contraction's share after the word before goes to the word written out.
    @Test func aContractionSpokenIsOfferedWrittenOut() {
        #expect(first(after: "I ") == "am")
        #expect(testEngine.suggestions(context: "Yes, you", typed: "").alternatives.contains("are"))
        #expect(!testEngine.suggestions(context: "Let", typed: "").alternatives.contains("is"))
    }

    /// Sentences start as the spoken model's `<s>` says, without its spoken continuations.
    @Test func aSentenceStartsAsTheSpokenModelSaysWithoutItsContinuations() {
        let first = testEngine.suggestions(context: "", typed: "").alternatives
        #expect(Array(first.prefix(2)) == ["I", "The"])
        #expect(first.contains("You"))
        for continuation in ["And", "But", "Yeah", "So", "Oh"] { #expect(!first.contains(continuation)) }
        #expect(testEngine.suggestions(context: "", typed: "an").alternatives.map { $0.lowercased() }.contains("and"))
    }

    @Test func theWordJustBeforeIsNotOfferedAgain() {
        let after = testEngine.suggestions(context: "I think the", typed: "").alternatives
        #expect(!after.map { $0.lowercased() }.contains("the"))
    }

    @Test func theContextHoldsTheTwoWordsOfTheSentence() {
        let context = EnglishContext(text: "Fine. How are ")
        #expect(context.previousWord == "are")
        #expect(context.wordBeforePrevious == "how")
        #expect(!context.previousStartsSentence)
        let opening = EnglishContext(text: "Fine. How ")
        #expect(opening.wordBeforePrevious.isEmpty)
        #expect(opening.previousStartsSentence)
        #expect(EnglishContext(text: "Well, I ").wordBeforePrevious.isEmpty)
    }
}
