/// `EnglishContext`'s figures as the decoder adds them, weighed by the vocabulary's costs
/// (`EnglishVocabulary.Costs.contextWeight`, `followerWeight`). A reference: the decoder reads
/// them for every English arc it scores, and a struct of mapped arrays copied out of it there
/// cost a copy and its retains each time.
final class EnglishContextCosts: Sendable {
    /// The figures of English after and before each word.
    let context: EnglishContext
    /// How much of the figure of English after a word counts.
    let weight: Float
    /// How much of the figure of a word after English counts.
    let followerWeight: Float

    init(context: EnglishContext, weight: Float, followerWeight: Float) {
        self.context = context
        self.weight = weight
        self.followerWeight = followerWeight
    }

    /// What English right after word `id` costs beyond the entry cost (nats).
    @inline(__always)
    func costOfEnglish(after id: Int32) -> Float {
        weight == 0 ? 0 : weight * context.costOfEnglish(after: id)
    }

    /// What Chinese word `word` costs more right after an English word (nats; 0 for English).
    @inline(__always)
    func costAfterEnglish(_ word: WordID) -> Float {
        followerWeight == 0 || word.isEnglish ? 0 : followerWeight * context.costAfterEnglish(of: word.rawValue)
    }
}
