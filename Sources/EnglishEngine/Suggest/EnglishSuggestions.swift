/// The English suggestions for one state of typing, as the bar shows them.
public struct EnglishSuggestions: Hashable, Sendable {
    /// The letters typed for the word (maybe none).
    public var typed: String
    /// What the space bar commits: the correction, the letters as typed (in their usual casing:
    /// `i` → `I`), or nil when nothing is typed.
    public var commit: String?
    /// Whether `commit` changes the letters typed (beyond casing): the bar then also offers them as typed.
    public var isCorrection: Bool
    /// More words, best first: completions, or after a space the next-word predictions.
    public var alternatives: [String]

    /// The contract's list: `commit` first (when any), then the alternatives, at most `limit`.
    public func ranked(limit: Int) -> [String] {
        var result: [String] = []
        if let commit { result.append(commit) }
        for word in alternatives where !result.contains(where: { $0.lowercased() == word.lowercased() }) { result.append(word) }
        return Array(result.prefix(limit))
    }
}
