/// How the bar notes a shape code's candidates (`ShapeScheme.codeNote`: the scan finds each one's
/// longest code past the keys), and 五笔's `z` look-up by pinyin (`ShapeScheme.readingLookupKey`),
/// which notes each character's codes.
extension CodeDecoder {
    /// `keys` as the scheme notes codes: its labels (倉頡 戈日口) or the table's letters (五笔 `iy`).
    public func written(_ keys: some Sequence<UInt8>) -> String {
        let letters = scheme.codeNote == .labels ? scheme.labels : table.alphabet
        return String(keys.map { letters.indices.contains(Int($0) - 1) ? letters[Int($0) - 1] : "?" })
    }

    /// The look-up `ShapeScheme.readingLookupKey` starts (五笔 `z` + `ni`): up to `limit`
    /// characters the pinyin engine reads as the whole of `pinyin`, in its order (the commonest
    /// first, as it would offer them), each noted with its codes in the table's letters, shortest
    /// first (你: `wq wqiy`), as Rime's wubi86 shows them after `z`. A character the table has no
    /// code for, or the fonts cannot draw, is left out; an empty pinyin gives nothing.
    public func readingCandidates(for pinyin: String, limit: Int) -> [CodeCandidate] {
        guard !pinyin.isEmpty, limit > 0 else { return [] }
        var found: [(scalar: UInt32, cost: Float)] = []
        var seen = Set<UInt32>()
        for candidate in engine.candidates(for: pinyin, limit: max(limit, Self.readingPool))
        where candidate.length == pinyin.utf16.count && candidate.text.unicodeScalars.count == 1 {
            guard let scalar = candidate.text.unicodeScalars.first, HanFontCoverage.draws(scalar), seen.insert(scalar.value).inserted
            else { continue }
            found.append((scalar.value, candidate.cost))
        }
        if characterIndex == nil {
            // Only what a look-up offers: characters the fonts draw (about 100 kB for 五笔, not 290).
            characterIndex = table.characterEntriesByText { Unicode.Scalar($0).map(HanFontCoverage.draws) ?? false }
        }
        let index = characterIndex ?? []
        return found.compactMap { item -> CodeCandidate? in
            let entries = table.characterEntries(of: item.scalar, in: index)
            guard !entries.isEmpty, let character = Unicode.Scalar(item.scalar) else { return nil }
            var candidate = CodeCandidate(character: Character(character), cost: item.cost, isWhole: true)
            candidate.note = entries.map { table.codeText(at: Int($0)) }.joined(separator: " ")
            return candidate
        }.prefix(limit).map { $0 }
    }

    /// How many of the pinyin engine's candidates a look-up reads (the characters of a syllable
    /// come after its sentence and words).
    static let readingPool = 120
}
