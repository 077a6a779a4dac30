/// The scheme's rules of what a code offers (`ShapeScheme`): an entry's cost, and the completions
/// held back because the user passed them over or the next key puts them first.
extension CodeDecoder {
    /// Entry `entry`'s cost when the keys typed are as long as its code (`isWhole`) or shorter:
    /// the prior, the whole-match bonus taken off; nil for an entry not offered (a word before its
    /// whole code where the scheme says so, or a character no common font draws, 㐅: `HanFontCoverage`).
    func cost(at entry: Int, isWhole: Bool) -> Float? {
        let isWord = table.isWord(at: entry)
        if isWord, scheme.wordsOnlyWhole, !isWhole { return nil }
        guard isWord || HanFontCoverage.draws(table.character(at: entry)) else { return nil }
        var cost = prior.cost(at: entry)
        if table.isAlternativeOrder(at: entry) { cost += settings.alternativeOrderCost }
        return isWhole ? cost - settings.wholeMatchBonus : cost
    }

    /// The texts (`CodeTable.textKey`) not offered as completions of `pattern`, by the scheme's
    /// rules: those the first five showed at any earlier key (`skipsPassedCompletions`: passed
    /// over at the first key, a text is not offered again at the third) and, after the first key,
    /// each next key's clear first text (`nextFirstMargin`).
    func withheldCompletions(for pattern: CodePattern, after text: String, limit: Int) -> Set<UInt32> {
        var withheld = Set<UInt32>()
        if scheme.skipsPassedCompletions, pattern.count > 1 {
            for length in 1..<pattern.count {
                let earlier = CodePattern(keys: Array(pattern.keys.prefix(length)))
                for candidate in candidates(for: earlier, after: text, limit: limit).prefix(Self.firstPage) where candidate.text.count == 1 {
                    if let scalar = candidate.text.unicodeScalars.first { withheld.insert(scalar.value) }
                }
            }
        }
        guard let margin = scheme.nextFirstMargin, pattern.count == 1 else { return withheld }
        // Each next key's best text and the cost of its best other one.
        var first = [(key: UInt32, cost: Float)](repeating: (0, .infinity), count: table.alphabet.count + 1)
        var second = [Float](repeating: .infinity, count: table.alphabet.count + 1)
        for range in table.ranges(matching: pattern) {
            for entry in range where table.codeLength(at: entry) > 1 {
                guard let cost = cost(at: entry, isWhole: table.codeLength(at: entry) == 2) else { continue }
                let next = Int(table.key(at: entry, 1)), key = table.textKey(at: entry)
                if key == first[next].key {
                    first[next].cost = min(first[next].cost, cost)
                } else if cost < first[next].cost || (cost == first[next].cost && key < first[next].key) {
                    second[next] = first[next].cost
                    first[next] = (key, cost)
                } else {
                    second[next] = min(second[next], cost)
                }
            }
        }
        for (best, other) in zip(first, second) where best.cost.isFinite && other - best.cost >= margin {
            withheld.insert(best.key)
        }
        return withheld
    }

    /// The candidates a look takes in at once (shape_eval.py takes a text among them).
    static let firstPage = 5
}
