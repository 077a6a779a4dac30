import Testing
@testable import ChineseEngine

@Suite struct NextCharacterCostsTests {
    private let costs = NextCharacterCosts(engine: testEngine)

    @Test func afterNiHaoIsLikelierThanNu() throws {
        let found = costs.costs(of: ["好", "奴"], after: "你")
        let hao = try #require(found[0]), nu = try #require(found[1])
        #expect(hao + 3 < nu, "好 \(hao) vs 奴 \(nu)")
    }

    @Test func aCharacterThatCompletesAWordCostsLessThanAlone() throws {
        // 们 after 我 completes 我们; after 。 it starts a sentence, where it is rare.
        let completing = try #require(costs.costs(of: ["们"], after: "我")[0])
        let alone = try #require(costs.costs(of: ["们"], after: "。")[0])
        #expect(completing < alone)
        #expect(completing < 3, "\(completing)")
    }

    @Test func unknownCharactersAndEmptyTextAreHandled() {
        #expect(costs.costs(of: ["\u{E000}"], after: "你")[0] == nil)
        #expect(costs.costs(of: [], after: "你").isEmpty)
        #expect(costs.costs(of: ["好"], after: "")[0] != nil, "the sentence start")
    }
}
