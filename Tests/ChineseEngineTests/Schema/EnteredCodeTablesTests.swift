import ChineseEngine
import Testing

/// The tables a first key enters inside a syllable schema (拆字 after `u` in 全拼): what they
/// offer and where it goes, as the keyboard and `convert` both place it.
@Suite struct EnteredCodeTablesTests {
    @Test func aWholeCodeGoesFirstWithItsReading() throws {
        let tables = EnteredCodeTables(engine: testEngine, within: .pinyin)
        let (found, place) = try #require(tables.candidates(for: "uhuohuohuo", among: 5))
        #expect(found.first?.text == "焱")
        #expect(found.first?.note == "yàn")
        #expect(place == 0)
        #expect(found.count <= EnteredCodeTables.limit)
    }

    @Test func aPartialCodeGoesAfterTheFirstCandidate() throws {
        let tables = EnteredCodeTables(engine: testEngine, within: .pinyin)
        let (found, place) = try #require(tables.candidates(for: "uhuohuoh", among: 5))
        #expect(found.first?.isWhole == false)
        #expect(place == EnteredCodeTables.position)
        #expect(tables.candidates(for: "uhuohuoh", among: 0)?.at == 0)
    }

    @Test func otherInputAndOtherSchemasEnterNothing() throws {
        let pinyin = EnteredCodeTables(engine: testEngine, within: .pinyin)
        #expect(pinyin.candidates(for: "nihao", among: 5) == nil)
        #expect(pinyin.candidates(for: "u", among: 5) == nil)
        let zhuyin = EnteredCodeTables(engine: testEngine, within: try #require(Schema.named("zhuyin")))
        #expect(zhuyin.candidates(for: "uhuohuohuo", among: 5) == nil)
    }
}
