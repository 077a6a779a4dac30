extension EnglishLexicon {
    /// `word` in capitals when the valid-word list spells it so (`pc` → `PC`, `cd` → `CD`, beside
    /// their lower-case spellings), else nil.
    public func capitals(of word: String) -> String? {
        let letters = Array(word.utf8)
        for index in spell.range(of: EnglishKey.folded(letters)) {
            let candidate = spell.bytes(index)
            if candidate.count == letters.count, candidate.allSatisfy({ (65...90).contains($0) }),
               candidate.map(EnglishKey.lower) == letters.map(EnglishKey.lower) {
                return String(decoding: candidate, as: UTF8.self)
            }
        }
        return nil
    }
}
