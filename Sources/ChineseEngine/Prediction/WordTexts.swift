/// The texts of lexicon and user words as 联想's grouping reads them: a lexicon word's UTF-16
/// units in place in the mapped lexicon (no String per word), a user word's from its string.
struct WordTexts {
    let lexicon: Lexicon
    let user: UserLexicon

    /// The first Unicode scalar of `word`'s text, or nil for an empty or unknown word.
    func firstScalar(of word: WordID) -> UInt32? {
        if user.isUserWord(word) { return user.text(of: word).unicodeScalars.first?.value }
        guard let range = lexicon.unitRange(of: word.rawValue), !range.isEmpty else { return nil }
        let lead = lexicon.unit(at: range.lowerBound)
        if UTF16.isLeadSurrogate(lead), range.count > 1 {
            let trail = lexicon.unit(at: range.lowerBound + 1)
            guard UTF16.isTrailSurrogate(trail) else { return UInt32(lead) }
            return 0x10000 + (UInt32(lead) - 0xD800) << 10 + (UInt32(trail) - 0xDC00)
        }
        return UInt32(lead)
    }

    /// Whether `word`'s text begins with `prefix`'s text.
    func text(of word: WordID, startsWith prefix: WordID) -> Bool {
        if word == prefix { return true }
        guard !user.isUserWord(word), !user.isUserWord(prefix),
              let whole = lexicon.unitRange(of: word.rawValue), let head = lexicon.unitRange(of: prefix.rawValue)
        else { return string(of: word).hasPrefix(string(of: prefix)) }
        guard head.count <= whole.count else { return false }
        for offset in 0..<head.count where lexicon.unit(at: whole.lowerBound + offset) != lexicon.unit(at: head.lowerBound + offset) {
            return false
        }
        return true
    }

    /// Whether `word` is one character (one unit, or one surrogate pair).
    func isOneCharacter(_ word: WordID) -> Bool {
        if user.isUserWord(word) { return user.text(of: word).count == 1 }
        guard let range = lexicon.unitRange(of: word.rawValue) else { return false }
        return range.count == 1 || (range.count == 2 && UTF16.isLeadSurrogate(lexicon.unit(at: range.lowerBound)))
    }

    /// The text of `word` as a string.
    func string(of word: WordID) -> String {
        user.isUserWord(word) ? user.text(of: word) : lexicon.text(of: word.rawValue)
    }
}
