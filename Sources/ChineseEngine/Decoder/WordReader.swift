/// Turns the words a decode found into their syllables, on demand: the lexicon (a trie node's
/// path) and the user snapshot the decode used (a user word's own reading). One per decoder and
/// snapshot, shared by reference by the candidates, so a keystroke resolves nothing and copies
/// nothing.
final class WordReader: Sendable {
    let lexicon: Lexicon
    let user: UserLexicon

    init(lexicon: Lexicon, user: UserLexicon) {
        self.lexicon = lexicon
        self.user = user
    }

    /// The reading of each word; empty when any word's is unknown.
    func readings(of found: [Candidate.FoundWord]) -> [[UInt16]] {
        var readings: [[UInt16]] = []
        readings.reserveCapacity(found.count)
        for word in found {
            guard let reading = reading(of: word) else { return [] }
            readings.append(reading)
        }
        return readings
    }

    /// A user word's own reading, or the path to a lexicon word's trie node; nil when neither is known.
    func reading(of found: Candidate.FoundWord) -> [UInt16]? {
        if user.isUserWord(found.word) { return user.reading(of: found.word) }
        return found.word.isLexicon && found.node >= 0 ? lexicon.reading(of: found.node) : nil
    }
}

extension LatticeDecoder {
    /// The reader of this decoder's candidates: made again only when the user snapshot changed.
    func wordReader() -> WordReader {
        if let cachedReader, cachedReader.user.version == user.version { return cachedReader }
        let reader = WordReader(lexicon: lexicon, user: user)
        cachedReader = reader
        return reader
    }
}
