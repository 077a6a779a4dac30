/// 粤拼's tones, typed or not: jyutping may carry a tone digit (1–6) after each syllable (`nei5hou2`),
/// which the toneless engine reads as the end of that syllable (a separator: `nei'hou'`), so toned,
/// partly toned and toneless typing decode alike and a digit can settle where a syllable ends.
public enum JyutpingTones {
    /// `text` with each tone digit that follows a letter read as a syllable separator (`'`); other
    /// characters are kept.
    public static func toneless(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var afterLetter = false
        for character in text {
            if afterLetter, let digit = character.wholeNumberValue, (1...6).contains(digit), character.isASCII {
                result.append("'")
                afterLetter = false
                continue
            }
            afterLetter = character.isASCII && character.isLetter
            result.append(character)
        }
        return result
    }
}
