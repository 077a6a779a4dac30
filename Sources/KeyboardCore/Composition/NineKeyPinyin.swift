import ChineseEngine

/// 9-key (九宫格) pinyin helpers: the syllables a digit sequence can start with (for the left
/// column, the best sentence's reading first) and a greedy letter guess. Sentences are decoded
/// by the engine (`InputForm.nineKey`).
public enum NineKeyPinyin {
    /// The letters on each digit key, as the pinyin-9 layout shows them.
    public static let lettersByDigit: [Character: String] = [
        "2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz",
    ]

    /// The digit a letter sits on (`ü` typed as `v`).
    public static func digit(for letter: Character) -> Character? {
        for (digit, letters) in lettersByDigit where letters.contains(letter) { return digit }
        return nil
    }

    /// The digits of a spelling.
    public static func code(of spelling: String) -> String {
        String(spelling.compactMap { digit(for: $0) })
    }

    /// Every syllable with its digit code, built once.
    static let syllableCodes: [(spelling: String, code: String)] = SyllableTable.spellings.map { ($0, code(of: $0)) }

    /// The pinyin choices for the start of `digits`: syllables whose code begins the digits,
    /// longest first, then single letters of the first digit; at most `limit`.
    public static func choices(for digits: String, limit: Int = 24) -> [String] {
        guard let first = digits.first, let letters = lettersByDigit[first], limit > 0 else { return [] }
        var matches = syllableCodes.filter { $0.code.count > 1 && digits.hasPrefix($0.code) }
        matches.sort { $0.code.count > $1.code.count }
        var result = matches.map(\.spelling)
        for letter in letters where !result.contains(String(letter)) { result.append(String(letter)) }
        return Array(result.prefix(limit))
    }

    /// A greedy spelling of `digits`: the longest syllable at each step (table order breaks ties),
    /// syllables joined by `'`; a digit no syllable starts with becomes its first letter.
    public static func guess(for digits: String) -> String {
        var rest = Substring(digits)
        var syllables: [String] = []
        while let first = rest.first {
            let best = syllableCodes.lazy.filter { rest.hasPrefix($0.code) }.max { $0.code.count < $1.code.count }
            if let best, !best.code.isEmpty {
                syllables.append(best.spelling)
                rest = rest.dropFirst(best.code.count)
            } else {
                syllables.append(lettersByDigit[first].map { String($0.prefix(1)) } ?? String(first))
                rest = rest.dropFirst()
            }
        }
        return syllables.joined(separator: "'")
    }

    /// `choices` with the reading the best sentence gives the first unfixed syllable moved to
    /// the front (`segmented`: the decoder's pinyin of the composition's remaining input).
    static func bestFirst(_ choices: [String], segmented: String, composition: Composition) -> [String] {
        let fixed = composition.remainingInput.prefix(composition.nineKeyDigits.offset)
        let fixedCount = fixed.split(separator: "'").count
        let readings = segmented.split(separator: "'").map(String.init)
        guard readings.count > fixedCount, let index = choices.firstIndex(of: readings[fixedCount]), index > 0 else { return choices }
        var result = choices
        result.insert(result.remove(at: index), at: 0)
        return result
    }
}
