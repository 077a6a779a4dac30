import PinyinEngine

/// What hosts and tests read of the pinyin form (26-key, 双拼, 9-key) on any keyboard.
extension KeyboardController {
    /// The pinyin candidates for the composition, best first.
    public var candidates: [CandidateItem] { sources.pinyin.candidates }

    /// The pinyin composition (letters typed, pieces picked).
    public var composition: Composition { sources.pinyin.composition }
}
