import Testing
@testable import KeyboardCore

/// The one ranking stage: the texts chosen before after the same character come first, the one
/// chosen last first; the others keep their order; ranking again changes nothing.
@Suite struct ChoiceRankingTests {
    /// Candidates `texts` after `before`, ranked by `memory`; returns them in their new order.
    func rank(_ texts: [String], after before: String, kind: ChoiceKind = .chinese, by memory: ChoiceMemory) -> [String] {
        var items = texts
        ChoiceRanking(memory: memory).rank(RankedCandidates(kind: kind, after: before, texts: items) { order in items = order.map { items[$0] } })
        return items
    }

    @Test func theChosenComeFirstTheLastFirstAndTheOthersKeepTheirOrder() {
        let memory = ChoiceMemory()
        memory.learn("乙", .chinese, after: "做")
        memory.learn("丁", .chinese, after: "再做")
        let ranked = rank(["甲", "乙", "丙", "丁"], after: "我做", by: memory)
        #expect(ranked == ["丁", "乙", "甲", "丙"])
        #expect(rank(ranked, after: "我做", by: memory) == ranked, "ranking twice changes nothing")
    }

    @Test func aChoiceIsRankedOnlyAfterTheSameCharacterAndInItsList() {
        let memory = ChoiceMemory()
        memory.learn("乙", .chinese, after: "做")
        #expect(rank(["甲", "乙"], after: "说", by: memory) == ["甲", "乙"])
        #expect(rank(["甲", "乙"], after: "做", kind: .english, by: memory) == ["甲", "乙"])
    }
}
