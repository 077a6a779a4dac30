import ChineseEngine
import Testing

/// 拆字's table: each component's pinyin gives the character, noted with its reading.
@Suite struct ChaiziTableTests {
    static let decoder: CodeDecoder = {
        do { return testEngine.makeCodeDecoder(table: try testEngine.openCodeTable(.chaizi), scheme: .chaizi) } catch { fatalError("\(error)") }
    }()

    @Test(arguments: [("huohuohuo", "焱", "yàn"), ("shuishuishui", "淼", "miǎo"), ("mumu", "林", "lín"), ("renren", "从", "cóng")])
    func componentsGiveTheCharacterWithItsReading(code: String, character: String, reading: String) throws {
        let found = Self.decoder.candidates(for: try ShapeScheme.chaizi.pattern(code, alphabet: Self.decoder.table.alphabet), limit: 5)
        let hit = try #require(found.first { $0.text == character }, "\(found.map(\.text))")
        #expect(hit.note == reading)
        #expect(Self.decoder.table.reading(of: "林") == "lín")
        #expect(Self.decoder.table.alphabet.count == 26)
    }
}
