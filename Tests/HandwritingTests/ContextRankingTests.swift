import Foundation
import Testing
@testable import Handwriting

/// A hand-made language model: costs by (text before, character).
private struct TableContext: CharacterContext {
    var costs: [String: [Character: Double]]
    func costs(of characters: [Character], after text: String) -> [Double?] {
        characters.map { costs[text]?[$0] }
    }
}

@Suite struct ContextRankingTests {
    private let context = TableContext(costs: ["你": ["好": 1.5, "奴": 11, "女": 9]])

    @Test func afterNiHaoOutranksNuThatTheWritingPreferred() {
        let written = [HandwritingCandidate(character: "奴", score: -10), HandwritingCandidate(character: "好", score: -12),
                       HandwritingCandidate(character: "女", score: -14), HandwritingCandidate(character: "妈", score: -15)]
        let ranked = ContextRanking(context: context).rerank(written, after: "你")
        #expect(ranked.map(\.character) == ["好", "奴", "女", "妈"])
        #expect(ranked[0].score == -13.5)
        #expect(ranked[3].score == -15 - 16, "an unknown character costs unknownCost")
        var weak = ContextRanking(context: context)
        weak.weight = 0
        #expect(weak.rerank(written, after: "你").map(\.character) == written.map(\.character), "weight 0: the writing alone")
    }

    @Test func theRecognizerRanksInContextOnlyWhenThereIsText() throws {
        // 十 written; a model that only knows 十 and 一, and a context that strongly wants 一 after 第.
        let (path, _) = try TestInk.tinyModel([("一", TestInk.one), ("十", TestInk.ten)], scale: 0.001)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recognizer = HandwritingRecognizer(model: try HandwritingModel(path: path))
        let table = TableContext(costs: ["第": ["一": 0.5, "十": 8]])
        #expect(try recognizer.recognize(TestInk.ten).first?.character == "十")
        #expect(try recognizer.recognize(TestInk.ten, context: table).first?.character == "十", "no text: no context")
        #expect(try recognizer.recognize(TestInk.ten, after: "第", context: table).first?.character == "一")
        #expect(try recognizer.recognize(TestInk.ten, after: "第").first?.character == "十", "no model: the writing alone")
    }
}
