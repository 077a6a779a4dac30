/// The script candidates are written in: simplified (the lexicon's own), or converted to
/// traditional characters — OpenCC's standard, or with Taiwan's or Hong Kong's forms and words.
public enum ChineseScript: String, CaseIterable, Hashable, Sendable, Codable {
    /// Simplified characters, as the lexicon holds them (no conversion).
    case simplified
    /// OpenCC's standard traditional characters (s2t).
    case traditional
    /// Traditional with Taiwan's phrases and variant forms (软件 → 軟體).
    case tw
    /// Traditional with Hong Kong's variant forms.
    case hk

    /// The conversion tables applied in order (each longest match first).
    var stages: [ScriptTable.Name] {
        switch self {
        case .simplified: []
        case .traditional: [.simplifiedToTraditional]
        case .tw: [.simplifiedToTraditional, .taiwanPhrases, .taiwanVariants]
        case .hk: [.simplifiedToTraditional, .hongKongVariants]
        }
    }
}
