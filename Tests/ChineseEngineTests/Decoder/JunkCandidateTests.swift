import Testing
@testable import ChineseEngine

/// What a person sees in the first page of candidates holds no junk made of good parts: a rare
/// reading of a beginning glued to a rest the model never saw after it (窝想去吃饭), nor an exact
/// sentence with more after it read from its own last letter again (蔡徐坤年 for `caixukun`);
/// splices that were meant stay.
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

    /// The engine with 蔡徐坤 learned (a user or hot word).
    static let withUserWord: ChineseEngine = {
        var engine = testEngine
        let words = [UserLexicon.Word(text: "蔡徐坤", syllables: ["cai", "xu", "kun"], cost: 4)]
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        return engine
    }()

    @Test func aLearnedWordIsNotOfferedWithACharacterReadFromItsOwnLastLetter() {
        let list = texts("caixukun", limit: 60, engine: Self.withUserWord)
        #expect(list.first == "蔡徐坤")
        // kun read as ku with its n left out (纠错), then that n again as 年 or 你.
        #expect(!list.contains { $0.hasPrefix("蔡徐坤") && $0.count > 3 }, "\(list)")
        // Typed on, the next syllable's words come as they should.
        #expect(texts("caixukunnian", limit: 9, engine: Self.withUserWord).contains { $0.hasPrefix("蔡徐坤年") })
    }

    @Test(arguments: ["caixukun", "zhongguoren", "tiananmen", "shijian", "womenyiqichifan", "jintianxiawu", "dajiahao", "wenzhang"])
    func noSentenceIsAnExactOneWithMoreReadThroughASlip(pinyin: String) {
        for engine in [testEngine, Self.withUserWord] {
            let decoder = engine.makeDecoder()
            decoder.decode(pinyin)
            let offered = decoder.offeredSentences().offered
            let exact = offered.filter { !$0.pieces.contains(where: decoder.readsSlip) }.map { decoder.text(of: $0.pieces) }
            for sentence in offered where sentence.pieces.contains(where: decoder.readsSlip) {
                let text = decoder.text(of: sentence.pieces)
                #expect(!exact.contains { text.count > $0.count && text.hasPrefix($0) }, "\(pinyin): \(text) after \(exact)")
            }
        }
    }
}
