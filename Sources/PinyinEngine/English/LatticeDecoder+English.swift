extension LatticeDecoder {
    /// Where an English word spelled by the whole input goes in the candidates: first when the
    /// letters do not read as pinyin (the best sentence keeps Latin letters), else after
    /// `englishPosition` Chinese candidates.
    static let englishPosition = 2
    /// Words rarer than this Zipf frequency are not offered when the letters also read as pinyin.
    static let englishZipfFloor: Float = 4.0
    /// Nor shorter than this many letters (`shi`, `he`, `you` are pinyin first).
    static let englishLengthFloor = 4

    /// `candidates` with the English word the input spells (`iphone`), if any, among the first.
    func addingEnglishWord(to candidates: [Candidate], limit: Int) -> [Candidate] {
        guard let englishWords, input.count >= 2, input.count <= 24 else { return candidates }
        var letters: [UInt8] = []
        for index in 0..<input.count {
            guard let letter = input.letter(at: index) else { return candidates }
            letters.append(letter)
        }
        guard let zipf = englishWords.zipfFrequency(of: letters) else { return candidates }
        let text = input.text
        // (Read inside the lattice already, cased: `iPhone`.)
        guard !candidates.contains(where: { $0.text.lowercased() == text }) else { return candidates }
        let parses = candidates.first.map { !$0.text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } } ?? false
        guard !parses || (zipf >= Self.englishZipfFloor && letters.count >= Self.englishLengthFloor) else { return candidates }
        let word = Candidate(text: text, length: input.count, kind: .sentence,
                             cost: candidates.first?.cost ?? 0, found: [], reader: nil)
        var result = candidates
        result.insert(word, at: parses ? min(Self.englishPosition, result.count) : 0)
        return Array(result.prefix(limit))
    }
}
