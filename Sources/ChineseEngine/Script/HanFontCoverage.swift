/// The characters a person sees drawn by the fonts a keyboard can count on: the one rule every
/// form's candidates keep (pinyin, 注音, 粤拼, the shape codes, 手写, English, 联想, emoji, v模式).
/// Of Han, the CJK Unified Ideographs up to Unicode 5.1 (U+4E00–U+9FC3, which WenQuanYi Micro Hei,
/// the playground's font on Linux, Noto Sans CJK and iOS's PingFang draw) and the compatibility
/// block. The lexicon's sources list every reading of every character, Extension A and B among
/// them (㐅, a form of 五, read wu); without a font for them they show as boxes, so a candidate
/// holding one is never offered (`CandidateList`, `StrokeDecoder`). Of the rest, no control,
/// private-use, unassigned or surrogate code point (U+0085, U+E000, a byte read as a character)
/// and no character made of format code points alone (a lone zero-width joiner): they draw
/// nothing, or a box. Punctuation, letters, symbols and emoji (their joiners inside) pass.
public enum HanFontCoverage {
    /// The last unified ideograph of Unicode 5.1, the newest the common CJK fonts all draw.
    static let lastCommonUnified: UInt32 = 0x9FC3

    /// Whether `scalar` is drawn by the common fonts: false for Han outside their coverage
    /// (Extension A, the unified block's later additions, the supplementary ideographic planes)
    /// and for code points that draw no mark (controls, private use, unassigned, surrogates, line
    /// and paragraph separators).
    public static func draws(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0x4E00...lastCommonUnified: true  // printable ASCII, the common unified block: at once
        case 0x3400...0x4DBF: false  // Extension A
        case (lastCommonUnified + 1)...0x9FFF: false  // unified ideographs added after Unicode 5.1
        case 0x20000...0x3FFFF: false  // Extensions B and later, the compatibility supplement
        default:
            switch scalar.properties.generalCategory {
            case .control, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator: false
            default: true
            }
        }
    }

    /// Whether `character` shows as a mark: every scalar drawn (`draws`) and not made of format
    /// code points alone (U+200B, U+200D, U+FEFF, a bidirectional mark).
    public static func isVisible(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(draws)
            && !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }

    /// Whether every character of `text` shows as a mark (`isVisible`).
    public static func drawsAll(_ text: String) -> Bool {
        // Common text (ASCII letters, the common unified block) is decided scalar by scalar.
        guard !text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) || (0x4E00...lastCommonUnified).contains($0.value) }) else {
            return true
        }
        return text.allSatisfy(isVisible)
    }
}
