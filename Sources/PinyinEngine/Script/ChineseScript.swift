/// The script candidates are written in: simplified (the lexicon's own), or converted to
/// traditional characters — OpenCC's standard, or with Taiwan's or Hong Kong's forms and words.
public enum ChineseScript: String, CaseIterable, Hashable, Sendable, Codable {
    case simplified
    case traditional
    case tw
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
