import ChineseEngine
import Testing

/// 联想: next words after committed text.
@Suite struct PredictorTests {
    @Test func wordsFollowACommit() {
        let predictor = Predictor(engine: testEngine)
        for text in ["你好", "谢谢", "我们", "今天"] {
            let predictions = predictor.predictions(after: text, limit: 5).map(\.text)
            #expect(predictions.count == 5, "\(text): \(predictions)")
            #expect(Set(predictions).count == predictions.count, "\(text): no duplicates")
        }
    }

    @Test func wordsAreGroupedByTheirFirstCharacter() {
        // A group shows its likeliest word or its first character (wordShare decides); the groups
        // and their order (by the group's probability) do not depend on which is shown.
        let predictor = Predictor(engine: testEngine)
        for text in ["我们", "酒店", "这本书"] {
            let mixed = predictor.predictions(after: text, limit: 8)
            let firsts = mixed.map { $0.text.first }
            #expect(Set(firsts).count == firsts.count, "\(text): one prediction per first character: \(mixed.map(\.text))")
            predictor.wordShare = 2  // no word carries twice its group: the characters alone
            let characters = predictor.predictions(after: text, limit: 8)
            predictor.wordShare = 0  // every group shows its likeliest word
            let words = predictor.predictions(after: text, limit: 8)
            predictor.wordShare = 0.5
            #expect(characters.map { $0.text.first } == firsts, "\(text)")
            #expect(words.map { $0.text.first } == firsts, "\(text)")
            #expect(characters.allSatisfy { $0.text.count == 1 }, "\(text): \(characters.map(\.text))")
            #expect(words.contains { $0.text.count > 1 }, "\(text): \(words.map(\.text))")
            // A prediction's word, when it has one, is its text (the next context).
            for prediction in mixed + characters + words {
                if let word = prediction.word { #expect(testEngine.lexicon.text(of: word) == prediction.text) }
            }
        }
    }

    @Test func theLastTwoWordsAreTheContext() {
        // 软件包 来 → 获取 is a trigram of the model; after 来 alone, 获取 is not among the first five.
        let predictor = Predictor(engine: testEngine)
        #expect(predictor.predictions(after: "之外的软件包来", limit: 5).map(\.text).contains("获取"))
        predictor.usesTrigrams = false
        #expect(!predictor.predictions(after: "之外的软件包来", limit: 5).map(\.text).contains("获取"))
    }

    @Test func nothingIsPredictedAtASentenceStart() {
        let predictor = Predictor(engine: testEngine)
        #expect(predictor.predictions(after: "", limit: 5).isEmpty)
        #expect(predictor.predictions(after: "你好。", limit: 5).isEmpty)
    }

    @Test func theSentenceEndIsNeverPredictedAsAWord() {
        // The model lists the sentence end (word 0) among the followers of words that end
        // clauses; it is not a word to offer.
        let predictor = Predictor(engine: testEngine)
        let model = testEngine.model
        let contexts = model.commonestWords(300).filter { context in
            model.followers(of: context, limit: predictor.followerPool).contains { $0.word == 0 }
        }
        #expect(contexts.count >= 10)
        for context in contexts {
            let predictions = predictor.predictions(after: LeftContext(words: [.lexicon(context)]), limit: 10)
            #expect(!predictions.contains { $0.word == .lexicon(0) }, "after \(testEngine.lexicon.text(of: context))")
        }
    }

    @Test func punctuationFollowsASentenceFinalParticle() {
        let predictor = Predictor(engine: testEngine)
        #expect(predictor.predictions(after: "你去吗", limit: 5).first?.text == "？")
        #expect(predictor.predictions(after: "谢谢", limit: 5).contains { $0.text == "！" })
    }

    @Test func theContextIsTheLongestWordsEndingTheText() {
        let predictor = Predictor(engine: testEngine)
        let context = predictor.context(after: "我们中华人民共和国")
        #expect(context.words.map(testEngine.lexicon.text(of:)).last == "中华人民共和国")
        #expect(context == testEngine.leftContext(after: "我们中华人民共和国"))
    }

    @Test func aTextsLastWordsAreTheModelsLikeliestSegmentation() {
        // Longest match from the end reads 也很 as one word; the model reads 也 | 很, and 好
        // follows 很 (about 1 position in 30 of the eval sets reads better this way).
        let predictor = Predictor(engine: testEngine)
        let text = "音响效果也很"
        let words = { (context: LeftContext) in context.words.map(testEngine.lexicon.text(of:)) }
        #expect(words(predictor.context(after: text)).last == "也很")
        let likeliest = predictor.likeliestContext(after: text)
        #expect(likeliest.map(words) == ["也", "很"])
        #expect(predictor.predictions(after: text, limit: 5).map(\.text).contains("好"))
        #expect(!predictor.predictions(after: predictor.context(after: text), limit: 5).map(\.text).contains("好"))
        // Text the lexicon cannot cover, or no Han text at all, leaves the longest match to decide.
        #expect(predictor.likeliestContext(after: "你好。") == nil)
        #expect(predictor.likeliestContext(after: "") == nil)
        #expect(predictor.likeliestContext(after: "好") == nil, "one character: nothing to segment")
        // A single word stays one word.
        #expect(predictor.likeliestContext(after: "中华人民共和国").map(words)?.last == "中华人民共和国")
    }

    @Test func theTextIndexFindsWhatTheLexiconScanFinds() {
        // The predictor's index of word texts and the lexicon's scan (the keyboard's) agree on
        // texts made of words from all over the lexicon, alone, in pairs and after other text.
        let predictor = Predictor(engine: testEngine)
        let lexicon = testEngine.lexicon
        // (The scan reads the whole lexicon per word found: a debug build affords a few dozen texts.)
        let step = max(1, lexicon.wordCount / 24)
        let words = stride(from: 1, to: lexicon.wordCount, by: step).map { lexicon.text(of: Int32($0)) }
        var texts = words + ["", "。", "abc", "你好，", "好吗?"]
        for (first, second) in zip(words, words.dropFirst(7)).prefix(12) { texts += [first + second, "他说" + second + "了"] }
        var found = 0
        for text in texts {
            let context = predictor.context(after: text)
            #expect(context == testEngine.leftContext(after: text), "\(text)")
            if !context.words.isEmpty { found += 1 }
        }
        #expect(found > texts.count / 2)
    }

    @Test func learnedPairsComeFirst() throws {
        let context = testEngine.leftContext(after: "你好")
        let plain = Predictor(engine: testEngine).predictions(after: context, limit: 5).map(\.text)
        #expect(!plain.contains("世界"))
        var engine = testEngine
        let pair = UserLexicon.PairUsage(previous: ("你好", ["ni", "hao"]), next: ("世界", ["shi", "jie"]), count: 5)
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: [], usage: [], pairs: [pair], version: 1))
        let learned = Predictor(engine: engine).predictions(after: context, limit: 5).map(\.text)
        #expect(learned.first == "世界", "\(learned)")
    }
}
