import ChineseEngine
import StrokeInput
import Testing

/// 笔画筛选: a pinyin list narrowed by the first strokes of each candidate's next character.
@Suite struct StrokeFilterTests {
    private func filtered(_ pinyin: String, _ strokes: String, limit: Int = 5) throws -> [String] {
        let filter = StrokeFilter(pattern: try StrokePattern(parsing: strokes), table: StrokeTableTests.table)
        let decoder = testEngine.makeDecoder()
        decoder.decode(pinyin)
        return decoder.candidates(limit: limit, keeping: filter).map(\.text)
    }

    @Test func theThreeTaLines() throws {
        #expect(try filtered("ta", "3").first == "他")   // 撇
        #expect(try filtered("ta", "4").first == "它")   // 点
        #expect(try filtered("ta", "5").first == "她")   // 折 (女's 撇点)
    }

    @Test func everyKeptCandidateStartsWithTheStrokes() throws {
        let table = StrokeTableTests.table
        let pattern = try StrokePattern(parsing: "5")
        let filter = StrokeFilter(pattern: pattern, table: table)
        let matching = Set(table.ranges(matching: pattern).flatMap { $0.map { Character(table.character(at: $0)) } })
        let kept = try filtered("tamen", "5", limit: 20)
        #expect(!kept.isEmpty && kept.first == "她们")
        for text in kept { #expect(matching.contains(text.first!), "\(text)") }
        #expect(!filter.matches("他") && filter.matches("她"))
    }

    @Test func theFilterKeepsTheDecodersOrder() throws {
        let decoder = testEngine.makeDecoder()
        decoder.decode("shi")
        let all = decoder.candidates(limit: 400).map(\.text)
        let kept = try filtered("shi", "1", limit: 10)
        let positions = kept.map { all.firstIndex(of: $0)! }
        #expect(positions == positions.sorted())
        #expect(kept.count == 10)
    }

    @Test func anEmptyPatternKeepsEverything() throws {
        let filter = StrokeFilter(pattern: StrokePattern([]), table: StrokeTableTests.table)
        #expect(filter.matches("他") && filter.matches("x"))
    }
}
