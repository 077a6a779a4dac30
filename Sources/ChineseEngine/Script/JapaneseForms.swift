/// Japanese-only character forms (shinjitai: 対 for 對 and 对, 駅, 両), which lexicon sources
/// that list every reading of every character let in. A Chinese keyboard offers none of them, in
/// simplified or traditional output: `CandidateList` leaves out any candidate that has one. The
/// table is derived from OpenCC's JPVariants (`scripts/engine/build_japanese_forms.py`).
public enum JapaneseForms {
    /// The forms as a set of scalars.
    static let scalars: Set<Unicode.Scalar> = Set(table.unicodeScalars)

    /// Whether `text` has a Japanese-only form.
    public static func occur(in text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x4E00 && scalars.contains($0) }
    }
}
