import Testing
@testable import ChineseEngine

/// The decoder scores the first word of a composition after the words committed before it.
@Suite struct LeftContextTests {
    func texts(_ pinyin: String, after committed: String?, limit: Int = 5) -> [String] {
        let context = committed.map { testEngine.leftContext(after: $0) } ?? .sentenceStart
        return testEngine.candidates(for: pinyin, after: context, limit: limit).map(\.text)
    }

    @Test func theCommittedWordsChooseTheFirstWord() {
        // Alone, `you` is 有 (to have) and `yi` is 以; after 今天 they are 又 (again) and 一.
        #expect(texts("you", after: nil).first == "有")
        #expect(texts("you", after: "今天").first == "又")
        #expect(texts("yi", after: nil).first == "以")
        #expect(texts("yi", after: "今天").first == "一")
        #expect(texts("qu", after: "我们").first == "去")
        #expect(texts("qukan", after: "我们").first == "去看")
        #expect(texts("quchifan", after: "我们").first == "去吃饭")
    }

    @Test func aSentenceStartOrAnEmptyDocumentIsContextFree() {
        for pinyin in ["qu", "quchifan", "zaijian", "nihaoshijie"] {
            let free = texts(pinyin, after: nil, limit: 10)
            #expect(texts(pinyin, after: "", limit: 10) == free)
            #expect(texts(pinyin, after: "我们。", limit: 10) == free)
            #expect(texts(pinyin, after: "我们\n", limit: 10) == free)
            #expect(texts(pinyin, after: "我们, ", limit: 10) == free)
            #expect(texts(pinyin, after: "hello", limit: 10) == free)
        }
    }

    @Test func contextWordsAreFoundByLongestMatchFromTheEnd() throws {
        let lexicon = testEngine.lexicon
        let context = LeftContext(text: "今天我们", lexicon: lexicon)
        #expect(context.words.map(lexicon.text(of:)) == ["今天", "我们"])
        #expect(LeftContext(text: "北京天安门", lexicon: lexicon).words.last.map(lexicon.text(of:)) == "天安门")
        #expect(LeftContext(text: "", lexicon: lexicon).isSentenceStart)
        #expect(LeftContext(text: "abc", lexicon: lexicon).isSentenceStart)
        // Only the last `capacity` words are kept.
        #expect(LeftContext(text: "我们今天去北京", lexicon: lexicon).words.count == LeftContext.capacity)
    }

    @Test func changingTheContextOfADecoderRedoesTheSearch() {
        let decoder = testEngine.makeDecoder()
        decoder.decode("you")
        #expect(decoder.candidates(limit: 1).first?.text == "有")
        decoder.leftContext = testEngine.leftContext(after: "今天")
        decoder.decode("you")
        #expect(decoder.candidates(limit: 1).first?.text == "又")
        // Typing on after a context change still equals a fresh decode in that context.
        decoder.decode("quchifan")
        #expect(decoder.candidates(limit: 5).map(\.text) == texts("quchifan", after: "今天"))
        decoder.leftContext = .sentenceStart
        decoder.decode("you")
        #expect(decoder.candidates(limit: 1).first?.text == "有")
    }

    @Test func appendingKeepsTheLastWords() {
        let context = LeftContext(words: [.lexicon(5)]).appending([.lexicon(7), .user(9)])
        #expect(context.words == [.lexicon(7), .user(9)])
        #expect(LeftContext(words: [.lexicon(0), WordLattice.literalWord]).isSentenceStart)
    }
}
