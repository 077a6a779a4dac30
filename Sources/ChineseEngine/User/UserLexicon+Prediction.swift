extension UserLexicon {
    /// Words the user picked right after `context` (learned pairs), with their decayed counts, most picked first.
    public func learnedFollowers(of context: WordID, limit: Int) -> [(word: WordID, count: Double)] {
        guard !pairCounts.isEmpty, limit > 0 else { return [] }
        var result: [(word: WordID, count: Double)] = []
        for (key, count) in pairCounts where Int32(truncatingIfNeeded: key >> 32) == context.rawValue {
            result.append((WordID(rawValue: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)), count))
        }
        result.sort { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
        return Array(result.prefix(limit))
    }
}
