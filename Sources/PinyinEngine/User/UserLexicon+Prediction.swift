extension UserLexicon {
    /// Words the user picked right after `context` (learned pairs), with their bonuses, best first.
    public func learnedFollowers(of context: Int32, limit: Int) -> [(word: Int32, bonus: Float)] {
        guard !pairBonuses.isEmpty, limit > 0 else { return [] }
        var result: [(word: Int32, bonus: Float)] = []
        for (key, bonus) in pairBonuses where Int32(truncatingIfNeeded: key >> 32) == context {
            result.append((Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), bonus))
        }
        result.sort { $0.bonus != $1.bonus ? $0.bonus > $1.bonus : $0.word < $1.word }
        return Array(result.prefix(limit))
    }

    /// The learned bonus of `word` alone (no pair).
    public func wordBonus(_ word: Int32) -> Float { wordBonuses[word] ?? 0 }
}
