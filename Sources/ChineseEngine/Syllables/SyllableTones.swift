/// How a schema's tones are typed after a syllable (`tones syllable-ending` in the registry): a
/// digit of `digits` (粤拼 `nei5hou2`) or a tone letter no syllable spells, doubled for the tone
/// after it (rime-cantonese's `v` 1, `vv` 4, `x` 2, `xx` 5, `q` 3, `qq` 6: `neixxhoux`), a letter
/// counting only after one a syllable can end in (`finalLetters`). The toneless engine reads a tone
/// as the end of its syllable (a separator: `nei'hou'`), so toned, partly toned and toneless typing
/// decode alike and a tone can settle where a syllable ends. The schema's block gives the values
/// (`tone-digits`, `tone-letters`, `tone-after`).
public struct SyllableTones: Hashable, Sendable {
    /// The digits that type a tone (1–6 for 粤拼).
    public let digits: ClosedRange<Int>
    /// The letters that type tones after a syllable (rime-cantonese's v x q); none: digits only.
    public let toneLetters: Set<Character>
    /// The letters a syllable can end in: a tone letter counts only after one of them.
    public let finalLetters: Set<Character>

    /// Tones of these keys (see the properties).
    public init(digits: ClosedRange<Int>, toneLetters: Set<Character> = [], finalLetters: Set<Character> = []) {
        self.digits = digits
        self.toneLetters = toneLetters
        self.finalLetters = finalLetters
    }

    /// What typing `key` after `input` adds to a composition: a separator (`'`) when `key` is a
    /// tone ending the syllable before it (a digit after a letter, a tone letter after a letter a
    /// syllable can end in), nothing when it follows a tone just typed (the second `v` of `vv`,
    /// after that separator, or a second digit), else `key` itself.
    public func typing(_ key: String, after input: some StringProtocol) -> String {
        guard key.count == 1, let character = key.first?.lowercased().first, let previous = input.last?.lowercased().first else { return key }
        let digit = character.isASCII && character.wholeNumberValue.map { digits.contains($0) } == true
        guard digit || toneLetters.contains(character) else { return key }
        if previous == "'" {
            // A tone after a separator doubles the one before it (vv, xx, qq), when one was typed; a
            // syllable has one tone, so a second digit after it is dropped too (`nei55`, `ma14`).
            return input.dropLast().last.map { $0.isASCII && $0.isLetter } == true ? "" : key
        }
        if digit { return previous.isASCII && previous.isLetter ? "'" : key }
        return finalLetters.contains(previous) ? "'" : key
    }

    /// The tone the digit `character` types, or nil (another character, a digit out of `digits`).
    public func tone(_ character: Character) -> Int? {
        guard character.isASCII, let digit = character.wholeNumberValue, digits.contains(digit) else { return nil }
        return digit
    }

    /// `text` with each tone (see `typing(_:after:)`) read as a syllable separator (`'`); other
    /// characters are kept.
    public func toneless(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result += typing(String(character), after: result) }
        return result
    }
}
