import ChineseEngine

extension EnglishWords: GestureVocabulary {
    /// −ln p of the word, from its Zipf frequency (log10 of its count per billion words).
    public func priorCost(of index: Int) -> Float {
        (9 - zipfFrequency(at: index)) * 2.302585
    }
}
