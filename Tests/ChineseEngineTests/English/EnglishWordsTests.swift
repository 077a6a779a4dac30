import ChineseEngine
import Testing

/// English words typed in Chinese mode.
@Suite struct EnglishWordsTests {
    @Test func theShippedListKnowsCommonWords() throws {
        let vocabulary = try #require(testEngine.englishVocabulary)
        #expect(try #require(vocabulary.general).count > 20000)
        #expect(vocabulary.generalWord(Array("the".utf8))?.zipf ?? 0 > 7)
        #expect(vocabulary.generalWord(Array("iphone".utf8)) != nil)
        #expect(vocabulary.generalWord(Array("zzqxj".utf8)) == nil)
        // Words rarer than wordfreq's 40,000 commonest are not read (`factorial`, Zipf 2.52).
        #expect(vocabulary.general?.index(of: Array("factorial".utf8)) != nil)
        #expect(vocabulary.generalWord(Array("factorial".utf8)) == nil)
    }

    @Test func lettersThatAreNoPinyinComeOutAsTheWord() {
        // As the shipped vocabulary of English inside Chinese writes it.
        #expect(texts("iphone", limit: 3).first == "iPhone")
        #expect(texts("hello", limit: 5).contains("hello"))
    }

    @Test func pinyinStaysFirstWhenItAlsoSpellsAWord() {
        let women = texts("women", limit: 5)
        #expect(women.first == "我们")
        #expect(women.prefix(3).contains("women"))
        #expect(!texts("nihao", limit: 10).contains("nihao"))
    }
}
