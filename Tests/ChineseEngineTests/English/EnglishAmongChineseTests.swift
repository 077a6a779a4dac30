import Testing
@testable import ChineseEngine

/// An English word read inside a plain pinyin sentence is no candidate (这个问题women明天再讨论):
/// where the best sentence is Chinese alone, the letters read as pinyin; the English word alone
/// over the whole input, and mixed input's English, stay offered.
@Suite struct EnglishAmongChineseTests {
    @Test func aPlainPinyinSentenceOffersNoEnglishInsideIt() {
        let offered = texts("zhegewentiwomenmingtianzaitaolun", limit: 60)
        #expect(offered.first == "这个问题我们明天再讨论")
        #expect(!offered.contains { $0.contains("women") }, "\(offered.filter { $0.contains("women") })")
    }

    @Test func theEnglishWordAloneAndMixedInputKeepTheirEnglish() {
        #expect(texts("women", limit: 9).contains("women"))
        let mixed = texts("wozaiyongdebian", limit: 9)
        #expect(mixed.first?.contains("debian") == true || mixed.first?.contains("Debian") == true, "\(mixed)")
    }
}
