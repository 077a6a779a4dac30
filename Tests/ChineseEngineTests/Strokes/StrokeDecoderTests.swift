import ChineseEngine
import StrokeInput
import Testing

/// 笔画 input: characters by the first strokes, ranked by the model, whole matches kept on the
/// first page, the context after text.
@Suite struct StrokeDecoderTests {
    static let decoder = testEngine.makeStrokeDecoder(table: StrokeTableTests.table)

    private func top(_ strokes: String, after text: String = "", limit: Int = 9) throws -> [Character] {
        Self.decoder.candidates(for: try StrokePattern(parsing: strokes), after: text, limit: limit).map(\.character)
    }

    @Test func commonCharactersComeFirstForTheirFirstStrokes() throws {
        // 的 is 3 2 5 1 1 3 5 4: a few strokes bring the commonest characters.
        #expect(try top("3251", limit: 5).contains("的"))
        #expect(try top("1", limit: 5).contains("一"))
        #expect(try top("2512", limit: 5).contains("中"))
        // Ranked by the model: 的 before the rarer characters that begin 3 2 5 1.
        #expect(try top("3251", limit: 9).first == "的")
    }

    @Test func everyCandidateBeginsWithTheStrokes() throws {
        let table = StrokeTableTests.table
        let pattern = try StrokePattern(parsing: "3?4")
        let found = Self.decoder.candidates(for: pattern, limit: 20)
        #expect(found.count == 20)
        let matching = Set(table.ranges(matching: pattern).flatMap { $0.map { Character(table.character(at: $0)) } })
        for candidate in found { #expect(matching.contains(candidate.character), "\(candidate.character)") }
        #expect(Set(found.map(\.character)).count == found.count)
    }

    @Test func aWholeSequenceKeepsItsCharactersOnThePage() throws {
        // 十 is 横 竖: typed whole, it is offered though many commoner characters begin 1 2.
        let ten = try top("12")
        #expect(ten.contains("十"))
        let found = Self.decoder.candidates(for: try StrokePattern(parsing: "12"), limit: 9)
        #expect(found.first { $0.character == "十" }?.isWhole == true)
        // The rule in isolation: whole matches take the last places when the ranking leaves them out.
        let ranked = (0..<9).map { StrokeCandidate.make("\(Character(UnicodeScalar(0x4E00 + $0)!))", cost: Float($0)) }
        let whole = [StrokeCandidate.make("乙", cost: 20, isWhole: true), StrokeCandidate.make("乚", cost: 21, isWhole: true)]
        let kept = StrokeDecoder.keeping(whole, among: ranked, places: 9, limit: 9)
        #expect(kept.count == 9 && kept[7].character == "乙" && kept[8].character == "乚")
        #expect(kept.prefix(7).map(\.character) == ranked.prefix(7).map(\.character))
    }

    @Test func contextRaisesTheCharacterThatCompletesAWord() throws {
        // 们 (3 2 4 2 5, or 3 2 2 4 5) after 我: 我们.
        let plain = try top("32", limit: 9)
        let after = try top("32", after: "我", limit: 9)
        #expect(after.contains("们"))
        #expect(after.firstIndex(of: "们")! <= (plain.firstIndex(of: "们") ?? 9))
    }

    @Test func nothingTypedOffersNothing() {
        #expect(Self.decoder.candidates(for: StrokePattern([]), limit: 9).isEmpty)
    }
}

extension StrokeCandidate {
    /// A candidate for tests of the ranking rules.
    static func make(_ text: String, cost: Float, isWhole: Bool = false) -> StrokeCandidate {
        StrokeCandidate(character: Character(text), cost: cost, isWhole: isWhole)
    }
}
