/// 粤拼's tones, typed or not: jyutping may carry a tone after each syllable, as a digit 1–6
/// (`nei5hou2`) or in rime-cantonese's letters, which no jyutping syllable spells: `v` 1 (陰平),
/// `vv` 4 (陽平), `x` 2 (陰上), `xx` 5 (陽上), `q` 3 (陰去), `qq` 6 (陽去) (`neixxhoux`). The
/// toneless engine reads a tone as the end of its syllable (a separator: `nei'hou'`), so toned,
/// partly toned and toneless typing decode alike and a tone can settle where a syllable ends.
public enum JyutpingTones {
    /// The letters that type tones after a syllable (rime-cantonese's v x q).
    public static let toneLetters: Set<Character> = ["v", "x", "q"]
    /// The letters a jyutping syllable can end in: a tone letter counts only after one of them.
    static let finalLetters: Set<Character> = Set("aeiouymngptk")

    /// What typing `key` after `input` adds to a 粤拼 composition: a separator (`'`) when `key` is
    /// a tone ending the syllable before it (a digit 1–6 after a letter, v x q after a letter a
    /// syllable can end in), nothing when it doubles a tone just typed (the second `v` of `vv`,
    /// after that separator), else `key` itself.
    public static func typing(_ key: String, after input: some StringProtocol) -> String {
        guard key.count == 1, let character = key.first?.lowercased().first, let previous = input.last?.lowercased().first else { return key }
        let digit = character.isASCII && character.wholeNumberValue.map { (1...6).contains($0) } == true
        guard digit || toneLetters.contains(character) else { return key }
        if previous == "'" {
            // A tone after a separator doubles the one before it (vv, xx, qq), when one was typed.
            return input.dropLast().last.map { $0.isASCII && $0.isLetter } == true ? "" : key
        }
        if digit { return previous.isASCII && previous.isLetter ? "'" : key }
        return finalLetters.contains(previous) ? "'" : key
    }

    /// `text` with each tone (see `typing(_:after:)`) read as a syllable separator (`'`); other
    /// characters are kept.
    public static func toneless(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result += typing(String(character), after: result) }
        return result
    }
}
