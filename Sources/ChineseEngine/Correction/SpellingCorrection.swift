import KeyGeometry

/// 智能纠错 settings: what a corrected syllable costs, in nats, on one ladder with the graph's
/// other edges. A corrected reading must beat an exact one only when the language model likes it
/// far better, so a clean typist never sees a correction.
///
/// The slip costs were chosen on the typo set of everyday.tsv (one slip per line) together with
/// clean dev.tsv and everyday.tsv: 8 / 7 / 7.5 / 6 (substitution, swap, drop, double) give typed
/// top-1 86.9 % of characters and keep 82.7 % of the clean top-5 rate, while clean typing stays
/// within 0.05 point of correction off (characters) and 0.1 (sentences). A substitution of 7
/// reaches 87.7 % and 85.7 %, at 0.3 point of clean sentences: too dear.
///
/// With the slip places in the beam (`LatticeDecoder.Settings.guessBeamWidth`) a drop costs 8,
/// not 7.5: the drops that read one syllable as another (`gen` as geng, `suo` as shuo, `ran`
/// as rang) took clean everyday sentences 0.15 point below correction off (来所 → 来说, 然人 →
/// 让人, 跟换 → 更换: the text's own typos), 0.10 at 8; a swap costs 6.5, not 7 (typo top-1 +0.02
/// everyday, +0.05 dev; clean unchanged).
public struct SpellingCorrection: Hashable, Sendable {
    /// Whether the graph reads corrected spellings at all.
    public var isEnabled = true
    /// A neighbouring key for the intended one (`hap` for `hao`), without a touch point.
    public var substitution: Float = 8
    /// Two letters swapped (`hoa` for `hao`, `zhogn` for `zhong`).
    public var swap: Float = 6.5
    /// A letter left out (`zhng` for `zhong`).
    public var drop: Float = 8
    /// A letter typed twice (`haoo` for `hao`, `hhen` for `hen`: cheaper than the others, for
    /// a doubled key otherwise reads as an abbreviation, `h` + `hen`).
    public var double: Float = 6
    /// A common spelling slip (`liou` for `liu`, `guei` for `gui`, `luen` for `lun`, `jv` for `ju`).
    public var slip: Float = 2
    /// A substitution read from a touch point: 0.5 nats plus the touch cost (touches spread 0.3 key widths).
    public var touch = TouchPricing(base: 0.5, spread: 0.3)

    /// Correction on, with the default costs.
    public init() {}

    /// Correction off.
    public static let off: SpellingCorrection = {
        var value = SpellingCorrection()
        value.isEnabled = false
        return value
    }()
}

/// The kinds of typing slip the correction table knows.
enum Slip: UInt8, Hashable, Sendable {
    /// The typed letter at `position` replaces the intended `letter` (a neighbouring key).
    case substitution
    /// The letters at `position` and `position + 1` are swapped.
    case swap
    /// The intended letter before typed `position` is missing.
    case drop
    /// The letter at `position` is an extra copy of the one before it.
    case double
    /// A spelling slip (`iou`, `uei`, `uen`, `jv`).
    case slip
}
