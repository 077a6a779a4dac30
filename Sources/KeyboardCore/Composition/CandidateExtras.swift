/// The step after decoding that adds the bar's extras to whatever list the engine gave: saved
/// phrases whose short code is the input (常用语, `dz` → an address) and emoji the input names
/// (哈哈 → 😂, `xiaoku` → 😂). They go at one fixed place, `position` — right after the first
/// candidate, phrases before emoji — never first, so the engine's first candidate (what space
/// commits, what `shurufa convert` measures) is never displaced. A list shorter than that gets
/// them at its end; an extra equal to a candidate already listed is not repeated.
public enum CandidateExtras {
    /// The index the extras take in the candidate list: 1, the bar's second place.
    public static let position = 1

    /// `candidates` with `phrases` then `emoji` inserted at `position`.
    public static func insert(phrases: [String], emoji: [String], into candidates: inout [CandidateItem]) {
        guard !phrases.isEmpty || !emoji.isEmpty else { return }
        var extras: [CandidateItem] = []
        for text in phrases where !extras.contains(where: { $0.text == text }) {
            extras.append(CandidateItem(text: text, source: .phrase))
        }
        for text in emoji where !extras.contains(where: { $0.text == text }) {
            extras.append(CandidateItem(text: text, source: .emoji))
        }
        extras.removeAll { extra in candidates.contains { $0.text == extra.text } }
        candidates.insert(contentsOf: extras, at: min(position, candidates.count))
    }
}
