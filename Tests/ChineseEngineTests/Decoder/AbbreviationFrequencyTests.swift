import Testing
@testable import ChineseEngine

/// A short abbreviation of an everyday word ranks by how often people write it
/// (`wordfreq-zh.bin`) beside the model, which learned from news and technical text (#75 item 8:
/// `nh` offered 内核 before 你好).
@Suite struct AbbreviationFrequencyTests {
    @Test(arguments: [("nh", "你好"), ("wm", "我们"), ("sm", "什么"), ("zm", "怎么"), ("xz", "现在"), ("dj", "大家")])
    func everydayWordsComeFirst(typed: String, word: String) {
        #expect(texts(typed, limit: 1) == [word])
    }

    @Test func theWordFrequenciesDecideIt() {
        // The model alone reads `nh` as 内核 first: the order above rests on the shipped file.
        let decoder = testEngine.makeDecoder()
        #expect(decoder.wordFrequencies != nil)
        decoder.wordFrequencies = nil
        decoder.decode("nh")
        #expect(decoder.candidates(limit: 1).map(\.text) == ["内核"])
    }

    @Test(arguments: ["yjdz", "srw", "nihao", "zhongguo", "woxiangqubeijing"])
    func longerAbbreviationsAndSyllablesAreTheModelsAlone(typed: String) {
        let withFrequencies = testEngine.makeDecoder(), without = testEngine.makeDecoder()
        without.wordFrequencies = nil
        withFrequencies.decode(typed)
        without.decode(typed)
        #expect(withFrequencies.candidates(limit: 20).map(\.text) == without.candidates(limit: 20).map(\.text))
    }

    @Test func wordsAreLookedUpByTheirText() throws {
        let frequencies = try #require(testEngine.wordFrequencies)
        let nihao = try #require(frequencies.cost(of: "你好")), neihe = try #require(frequencies.cost(of: "内核"))
        #expect(nihao < neihe)
        #expect(frequencies.cost(of: "我们")! < nihao)
        // Only words of two to four characters are listed; nothing else matches a key.
        #expect(frequencies.cost(of: "你") == nil)
        #expect(frequencies.cost(of: "中华人民共和国") == nil)
        #expect(frequencies.cost(of: "nh") == nil)
        #expect(WordFrequencies.key(of: "你好") == UInt64(0x4F60) << 48 | UInt64(0x597D) << 32)
        #expect(WordFrequencies.key(of: "你") == nil)
    }
}
