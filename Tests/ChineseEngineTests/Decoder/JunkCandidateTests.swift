import Testing
@testable import ChineseEngine

/// What a person sees in the first page of candidates holds no junk made of good parts: a rare
/// reading of a beginning glued to a rest the model never saw after it (窝想去吃饭); splices that
/// were meant stay.
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
}
