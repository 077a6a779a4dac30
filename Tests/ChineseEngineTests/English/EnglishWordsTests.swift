import ChineseEngine
import Testing

/// English words typed in Chinese mode.
@Suite struct EnglishWordsTests {
    @Test func theShippedListKnowsCommonWords() throws {
        let words = try #require(testEngine.englishWords)
        #expect(words.count > 20000)
        #expect(words.zipfFrequency(of: Array("the".utf8)) ?? 0 > 7)
        #expect(words.zipfFrequency(of: Array("iphone".utf8)) != nil)
        #expect(words.zipfFrequency(of: Array("zzqxj".utf8)) == nil)
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
