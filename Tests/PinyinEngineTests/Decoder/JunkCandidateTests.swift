import Testing
@testable import PinyinEngine

/// What a person sees in the first page of candidates holds no junk made of good parts: a rare
/// reading of a beginning glued to a rest the model never saw after it (窝想去吃饭), nor a reading
/// through a slip far behind an exact best (蔡徐坤年 for `caixukun`); splices that were meant stay.
@Suite struct JunkCandidateTests {
    @Test func aRareFirstReadingIsNotSplicedOntoARestTheModelNeverSawAfterIt() throws {
        let page = texts("woxiangquchifan", limit: 9)
        #expect(page.first == "我想去吃饭")
        #expect(!page.contains("窝想去吃饭"), "\(page)")
        // Nor is that reading offered as the other reading of the beginning, before 我.
        let wo = try #require(page.firstIndex(of: "我"), "\(page)")
        #expect(page.firstIndex(of: "窝").map { $0 > wo } ?? true, "\(page)")
    }

    @Test(arguments: [
        ("zaiyongtayici", "再用它一次"),                       // 在 → 再 at the start
        ("nijuedegushiyaozouhonglema", "你觉得股市要走红了吗"),  // 故事 → 股市 inside
    ])
    func aNearSpliceIsStillOffered(pinyin: String, meant: String) {
        let page = texts(pinyin, limit: 5)
        #expect(page.contains(meant), "\(page)")
    }

    @Test func aReadingThroughASlipFarBehindTheBestIsNotAmongTheFirstSentences() {
        var engine = testEngine
        let words = [UserLexicon.Word(text: "蔡徐坤", syllables: ["cai", "xu", "kun"], cost: 4)]
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        let page = texts("caixukun", limit: 9, engine: engine)
        #expect(page.first == "蔡徐坤")
        // kun read as ku with its n left out, then the n again as 年 or 你: 15 nats behind.
        #expect(!page.contains { $0.hasPrefix("蔡徐坤") && $0.count > 3 }, "\(page)")
        // Typed on, the next syllable's words come as they should.
        #expect(texts("caixukunnian", limit: 9, engine: engine).contains { $0.hasPrefix("蔡徐坤年") })
    }
}
