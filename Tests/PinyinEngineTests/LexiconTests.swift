import Testing
@testable import PinyinEngine

/// The shipped lexicon keeps the builder's rules: dictionary words only, readings per word.
@Suite struct LexiconTests {
    let lexicon = testEngine.lexicon

    @Test func everydayWordsAreInSegmenterFragmentsAreNot() {
        #expect(lexicon.words(reading: ["jiu", "dian"]).contains("酒店"))
        #expect(lexicon.words(reading: ["kuai", "di"]).contains("快递"))
        #expect(lexicon.words(reading: ["ban", "shi"]).contains("办事"))
        // Pieces a segmenter leaves behind are not words.
        #expect(!lexicon.words(reading: ["kuai", "de"]).contains("块的"))
        #expect(!lexicon.words(reading: ["jiu", "dian"]).contains("就点"))
    }

    @Test func readingsBelongToTheWord() {
        // 行 is read xing and hang alone, but 银行 only yin hang.
        #expect(lexicon.words(reading: ["xing"]).contains("行"))
        #expect(lexicon.words(reading: ["hang"]).contains("行"))
        #expect(lexicon.words(reading: ["yin", "hang"]).contains("银行"))
        #expect(!lexicon.words(reading: ["yin", "xing"]).contains("银行"))
    }

    @Test func theLikeliestReadingComesFirst() {
        #expect(lexicon.words(reading: ["hao"]).first == "好")
        #expect(lexicon.words(reading: ["ni", "hao"]).first == "你好")
    }
}
