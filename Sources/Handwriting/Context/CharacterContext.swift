/// What the text before the caret says about the next character: a language model's cost
/// (−ln P, in nats) of each character coming next. Handwriting defines it and never imports an
/// engine: a host passes in an adapter (the command line's over the pinyin engine's model).
public protocol CharacterContext: Sendable {
    /// The cost of each of `characters` written right after `text`, or nil where the model does
    /// not know the character.
    func costs(of characters: [Character], after text: String) -> [Double?]
}

/// Re-ranks the recognizer's candidates by writing and context together: score = the writing's
/// log-likelihood − weight · the context's cost (a character the model does not know costs
/// `unknownCost`) − a component form's cost (`ComponentForms`). With both on the log scale,
/// weight 1 is Bayes' rule; nothing was tuned on the evaluation sets.
public struct ContextRanking: Sendable {
    /// The context's model.
    public var context: any CharacterContext
    /// How much the context counts against the writing.
    public var weight = 1.0
    /// The cost of a character the context's model does not know.
    public var unknownCost = 16.0

    /// A ranking after `context`.
    public init(context: any CharacterContext) { self.context = context }

    /// `candidates` re-scored after `text`, best first (ties keep the writing's order).
    public func rerank(_ candidates: [HandwritingCandidate], after text: String) -> [HandwritingCandidate] {
        let costs = context.costs(of: candidates.map(\.character), after: text)
        guard costs.count == candidates.count else { return candidates }
        var scored = zip(candidates, costs).enumerated().map { index, pair in
            (index, HandwritingCandidate(character: pair.0.character,
                                         score: pair.0.score - weight * (pair.1.map { $0.isFinite ? $0 : unknownCost } ?? unknownCost)
                                             - ComponentForms.cost(of: pair.0.character, languageCost: pair.1)))
        }
        scored.sort { $0.1.score != $1.1.score ? $0.1.score > $1.1.score : $0.0 < $1.0 }
        return scored.map(\.1)
    }

    /// `candidates` in their order but for the component forms among them (`ComponentForms`: 囗
    /// for a square drawn on the pad with no text before), which pay their cost; only theirs is
    /// asked of the model.
    public func componentFormsDemoted(_ candidates: [HandwritingCandidate]) -> [HandwritingCandidate] {
        let radicals = candidates.indices.filter { ComponentForms.radicals.contains(candidates[$0].character) }
        guard !radicals.isEmpty else { return candidates }
        let costs = context.costs(of: radicals.map { candidates[$0].character }, after: "")
        guard costs.count == radicals.count else { return candidates }
        var scored = candidates.enumerated().map { ($0, $1) }
        for (index, cost) in zip(radicals, costs) {
            scored[index].1.score -= ComponentForms.cost(of: candidates[index].character, languageCost: cost)
        }
        scored.sort { $0.1.score != $1.1.score ? $0.1.score > $1.1.score : $0.0 < $1.0 }
        return scored.map(\.1)
    }

}
