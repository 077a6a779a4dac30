import ChineseEngine
import Testing

/// How a text with no reading typed is read in pinyin (`TextReading`): the picks a pinyin composition of it would make.
@Suite struct TextReadingTests {
    @Test func aTextIsReadAsTheLexiconHasIt() throws {
        let reading = TextReading(engine: testEngine)
        let picks = try #require(reading.picks(for: "实验"))
        #expect(picks.map(\.text).joined() == "实验")
        #expect(picks.flatMap(\.syllables).flatMap { $0 }.map(SyllableTable.spelling(of:)) == ["shi", "yan"])
        #expect(reading.picks(for: "abc") == nil)
    }
}
