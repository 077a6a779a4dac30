import Foundation

/// Whether a candidate a keyboard shows is real text in its form's script: not empty, no control
/// or format character (a ZWJ inside an emoji aside), no private-use, unassigned or noncharacter
/// scalar, no U+FFFD (text decoded from bytes that were not); in a Chinese form no letters of
/// another script than Han, 注音 and Latin (pinyin, 中英混输 and the text as typed are Latin) but
/// the symbols a shape table types by code (Ⅱ ㎡);
/// in English no letters but Latin. (Swift strings hold no lone surrogates: a surrogate's code
/// point cannot be a `Unicode.Scalar`, so text read from broken UTF-16 shows up as U+FFFD.)
public enum CandidateTextCheck {
    /// Which script a form's candidates are in.
    public enum Script: Hashable, Sendable {
        /// Chinese forms: Han (and 注音 while typing it), Latin, digits, punctuation, emoji.
        case chinese
        /// English: Latin letters, digits, punctuation, emoji.
        case english
        /// Panels (emoji, symbols, numbers): any visible text.
        case any
    }

    /// Why `text` is not a candidate a person can be shown in `script`; nil when it is.
    public static func problem(_ text: String, script: Script) -> String? {
        if text.isEmpty { return "an empty candidate" }
        for scalar in text.unicodeScalars {
            if let problem = problem(scalar, script: script) {
                return "\(problem) U+\(String(scalar.value, radix: 16, uppercase: true)) in \(text.debugDescription)"
            }
        }
        return nil
    }

    /// Why one scalar cannot be in a candidate of `script`, nil when it can.
    static func problem(_ scalar: Unicode.Scalar, script: Script) -> String? {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control: return "a control character"
        case .privateUse: return "a private-use character"
        case .surrogate: return "a surrogate"
        case .unassigned: return "an unassigned code point"
        case .format where !isEmojiJoiner(scalar): return "a format character"
        default: break
        }
        if properties.isNoncharacterCodePoint { return "a noncharacter" }
        if scalar == "\u{FFFD}" { return "a replacement character" }
        // An emoji Unicode also calls a letter (🅰 🅿 Ⓜ, the regional indicators) is an emoji.
        guard properties.isAlphabetic, !properties.isEmoji else { return nil }
        switch script {
        case .chinese where isHan(scalar) || isBopomofo(scalar) || isLatin(scalar) || isToneMark(scalar) || isSymbolLetter(scalar): return nil
        case .english where isLatin(scalar): return nil
        case .any: return nil
        default: return "a letter of another script"
        }
    }

    /// ZWJ and the tag characters of subdivision flags: format characters that belong in emoji.
    static func isEmojiJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// CJK ideographs (every block and extension, the compatibility ones, radicals, 〇 and 々).
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3007, 0x2E80...0x2FDF, 0x3021...0x3029, 0x3038...0x303B, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x323AF:
            true
        default: false
        }
    }

    /// Symbols the Unicode data calls letters, which the shape tables type by code (速成's Ⅱ):
    /// letterlike symbols and number forms (℃ Ⅻ), enclosed alphanumerics (Ⓐ ⑩), enclosed CJK
    /// letters and the CJK compatibility squares (㈠ ㎡).
    static func isSymbolLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2100...0x218F, 0x2460...0x24FF, 0x3200...0x33FF: true
        default: false
        }
    }

    /// 注音 symbols (Bopomofo and its extension).
    static func isBopomofo(_ scalar: Unicode.Scalar) -> Bool {
        (0x3100...0x312F).contains(scalar.value) || (0x31A0...0x31BF).contains(scalar.value)
    }

    /// Tone marks and other spacing modifier letters (注音's ˇ ˊ ˋ ˙, pinyin's).
    static func isToneMark(_ scalar: Unicode.Scalar) -> Bool { (0x02B0...0x02FF).contains(scalar.value) }

    /// Latin letters (ASCII, Latin-1, the extended blocks: pinyin's ü and tone marks, fullwidth).
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A: true
        default: false
        }
    }
}
