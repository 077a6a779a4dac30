import Foundation
import ChineseEngine

/// What a user word may be, checked wherever one enters the dictionary (`add`, an import, a hot
/// feed): text of Han characters only, at most `maximumCharacters` of them, one syllable of the
/// dictionary's inventory per character (pinyin's, or 粤拼's for a Cantonese word), and a finite weight in `weightRange`. Latin words are not user words: English
/// comes from the English lists the engine reads (`english-mixed.bin`, the English lexicon's), and a reading cannot spell `abc`.
extension UserWord {
    /// The longest word, in characters (a phrase a user keeps, not a paragraph).
    public static let maximumCharacters = 32
    /// The weights a word may carry: ≥ 0 (0 is an ordinary word) and at most 10⁹, enough for the
    /// frequency counts of Rime dictionaries. Weights past about 54 change nothing more (the bonus
    /// is ln(1 + weight), capped).
    public static let weightRange: ClosedRange<Double> = 0...1_000_000_000

    /// Why `text` read as `syllables` (spellings of `inventory`: Mandarin pinyin unless told) cannot
    /// be a user word, or nil when it can.
    public static func problem(text: String, syllables: [String], inventory: SyllableInventory = .mandarin) -> String? {
        guard !text.isEmpty else { return "no text" }
        guard !syllables.isEmpty else { return "no reading" }
        var count = 0
        for character in text {
            count += 1
            if count > maximumCharacters { return "longer than \(maximumCharacters) characters" }
            guard isHan(character) else {
                let shown = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                return "\(shown) is not a Han character (a user word is Han characters only)"
            }
        }
        for syllable in syllables where inventory.id(of: syllable) == nil {
            return "\"\(syllable)\" is not a \(inventory.name) syllable"
        }
        guard syllables.count == count else {
            return "\(count) character\(count == 1 ? "" : "s") but \(syllables.count) syllable\(syllables.count == 1 ? "" : "s") (one per character)"
        }
        return nil
    }

    /// Why `weight` cannot be a word's weight, or nil when it can.
    public static func problem(weight: Double) -> String? {
        weight.isFinite && weightRange.contains(weight)
            ? nil : "weight \(weight) is not a number in 0…\(Int(weightRange.upperBound))"
    }

    /// A Han character: one scalar among the CJK unified ideographs (with extensions A–H), the
    /// compatibility ideographs, or 〇.
    static func isHan(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value else { return false }
        switch value {
        case 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF, 0x2F800...0x2FA1F: return true
        default: return false
        }
    }
}
