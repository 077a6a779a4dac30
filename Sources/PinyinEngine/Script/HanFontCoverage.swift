/// The Han characters the fonts a keyboard can count on all draw: the CJK Unified Ideographs up
/// to Unicode 5.1 (U+4E00–U+9FC3, which WenQuanYi Micro Hei, the playground's font on Linux,
/// Noto Sans CJK and iOS's PingFang draw) and the compatibility block. The lexicon's sources list
/// every reading of every character, Extension A and B among them (㐅, a form of 五, read wu);
/// without a font for them they show as boxes, so a candidate holding one is never offered
/// (`CandidateList`, `StrokeDecoder`). Scalars that are not Han (punctuation, letters, emoji) pass.
public enum HanFontCoverage {
    /// The last unified ideograph of Unicode 5.1, the newest the common CJK fonts all draw.
    static let lastCommonUnified: UInt32 = 0x9FC3

    /// Whether `scalar` is drawn by the common fonts: false for Han outside their coverage
    /// (Extension A, the unified block's later additions, the supplementary ideographic planes).
    public static func draws(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF: false  // Extension A
        case (lastCommonUnified + 1)...0x9FFF: false  // unified ideographs added after Unicode 5.1
        case 0x20000...0x3FFFF: false  // Extensions B and later, the compatibility supplement
        default: true
        }
    }

    /// Whether every scalar of `text` is drawn by the common fonts.
    public static func drawsAll(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x3400 || draws($0) }
    }
}
