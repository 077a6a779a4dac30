extension LatticeDecoder {
    /// Where an English word spelled by the whole input goes in the candidates: first when the
    /// letters do not read as pinyin (the best sentence keeps Latin letters), after
    /// `englishPosition` Chinese candidates when it is common, else after `rareEnglishPosition`
    /// (still in the bar's first five: `debian`, `bash` are offered, 的边 and 把手 stay first).
    static let englishPosition = 2
    /// Where a rarer English word spelled by the whole input goes (see `englishPosition`).
    static let rareEnglishPosition = 4
    /// Words rarer than this Zipf frequency go after `rareEnglishPosition` Chinese candidates.
    static let englishZipfFloor: Float = 4.0
    /// Nor shorter than this many letters (`shi`, `he`, `you` are pinyin first).
    static let englishLengthFloor = 4
    /// Words shorter than this are not offered at all when the letters read as pinyin.
    static let rareEnglishLengthFloor = 3

    /// `candidates` with the English word the input spells (`iphone` → iPhone, `debian` →
    /// Debian), if any, among the first five, written as the English lists write it.
    func addingEnglishWord(to candidates: [Candidate], limit: Int) -> [Candidate] {
        guard englishVocabulary != nil, input.count >= 2, input.count <= 24 else { return candidates }
        var letters: [UInt8] = []
        letters.reserveCapacity(input.count)
        for index in 0..<input.count {
            guard let letter = input.letter(at: index) else { return candidates }
            letters.append(letter)
        }
        guard let (shown, zipf) = englishWord(spelledBy: letters) else { return candidates }
        let parses = candidates.first.map { !$0.text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } } ?? false
        let position: Int
        if !parses {
            position = 0
        } else if zipf >= Self.englishZipfFloor && letters.count >= Self.englishLengthFloor {
            position = Self.englishPosition
        } else if letters.count >= Self.rareEnglishLengthFloor, !isOneSyllable(letters) || isAcronym(shown) {
            // Not when the letters are one syllable (`hao`, `men`) and no acronym (`GUI`).
            position = Self.rareEnglishPosition
        } else {
            return candidates
        }
        var result = candidates
        // Read inside the lattice already (cased: `iPhone`): kept where it is when early enough,
        // else moved up to its place.
        if let index = result.firstIndex(where: { $0.text.lowercased() == shown.lowercased() }) {
            if index <= position { return candidates }
            result.remove(at: index)
        }
        let word = Candidate(text: shown, length: input.count, kind: .sentence,
                             cost: result.first?.cost ?? 0, found: [], reader: nil)
        result.insert(word, at: min(position, result.count))
        return Array(result.prefix(limit))
    }

    /// Whether `letters` spell one pinyin syllable.
    private func isOneSyllable(_ letters: [UInt8]) -> Bool {
        letters.count <= SyllableTable.maxSpellingLength && SyllableInventory.mandarin.id(of: SpellingKey(letters)) != nil
    }

    /// Whether `word` is written in capitals, as acronyms are (`GUI`).
    private func isAcronym(_ word: String) -> Bool { word.utf8.count >= 3 && word.utf8.allSatisfy { (65...90).contains($0) } }

    /// The English word that `letters` spell, as written (`Debian`, `iPhone`), and its Zipf
    /// frequency among English words, from the English lists read inside pinyin (their casing)
    /// or the general list; nil when neither knows it (or only below its Zipf floor).
    func englishWord(spelledBy letters: [UInt8]) -> (text: String, zipf: Float)? {
        guard let vocabulary = englishVocabulary else { return nil }
        let zipf = vocabulary.generalWord(letters)?.zipf
        var whole: EnglishVocabulary.Match?
        vocabulary.forEachMatch(prefixOf: letters) { if $0.length == letters.count { whole = $0 } }
        if let whole {
            return (vocabulary.shownWord(whole.id), zipf ?? vocabulary.costs.generalZipfFloor)
        }
        guard let zipf, zipf >= vocabulary.costs.generalZipfFloor else { return nil }
        let text = String(decoding: letters, as: UTF8.self)
        return (vocabulary.casing?.casing(of: text) ?? text, zipf)
    }
}
