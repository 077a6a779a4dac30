import Testing
@testable import ChineseEngine

/// A candidate keeps where the decoder found its words (trie nodes, user words) and gives their
/// syllables when asked (at a pick), the same as the decoder read them.
@Suite struct CandidateReadingsTests {
    func spellings(_ readings: [[UInt16]]) -> [[String]] {
        readings.map { $0.map { SyllableTable.spelling(of: $0) } }
    }

    @Test func anAbbreviatedWordIsReadByItsWholeSyllables() throws {
        let candidate = try #require(testEngine.candidates(for: "xxs").first { $0.text == "小学生" })
        #expect(candidate.words.count == 1 && candidate.words[0].isLexicon)
        #expect(spellings(candidate.readings) == [["xiao", "xue", "sheng"]])
    }

    @Test func aSentenceHasAReadingPerWord() throws {
        let first = try #require(testEngine.candidates(for: "nihaoshijie").first)
        #expect(first.text == "你好世界")
        #expect(first.readings.count == first.words.count)
        #expect(spellings(first.readings).flatMap { $0 } == ["ni", "hao", "shi", "jie"])
    }

    @Test func aUserWordIsReadByItsOwnReading() throws {
        let word = UserLexicon.Word(text: "骉骉犇", syllables: ["biao", "biao", "ben"], cost: 1)
        let user = UserLexicon(lexicon: testEngine.lexicon, words: [word], usage: [], pairs: [], version: 1)
        let decoder = LatticeDecoder(lexicon: testEngine.lexicon, model: testEngine.model, user: UserLexiconBox(user))
        decoder.decode("biaobiaoben")
        let candidate = try #require(decoder.candidates().first { $0.text == "骉骉犇" })
        #expect(candidate.words.count == 1 && candidate.words[0].isUser)
        #expect(spellings(candidate.readings) == [["biao", "biao", "ben"]])
        // Picked, the composition keeps the same syllables.
        let pick = try #require(Composition(input: "biaobiaoben").selecting(candidate).picks.first)
        #expect(pick.isReadable && pick.syllables == candidate.readings && pick.words == candidate.words)
    }

    @Test func candidatesOfTwoDecodesAreEqualWhenTheyAreTheSame() {
        #expect(testEngine.candidates(for: "zhongguo") == testEngine.candidates(for: "zhongguo"))
    }

    @Test func anEnglishOrLiteralCandidateHasNoReadings() throws {
        let decoder = testEngine.makeDecoder()
        decoder.decode("zzzzzzzz")
        for candidate in decoder.candidates() where candidate.words.isEmpty { #expect(candidate.readings.isEmpty) }
    }
}
