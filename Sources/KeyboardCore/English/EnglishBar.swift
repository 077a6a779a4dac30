import EnglishEngine

/// The English suggestion bar as iOS shows it, from the engine's `EnglishSuggestions` and the
/// field's policy: while a word is typed and a correction is offered, the letters as typed (in
/// quotes), then the correction or completion (highlighted when the space bar will commit it), then
/// another completion; with no correction, the letters (in their usual casing: `i` → `I`) and two
/// completions; after a space, three next words. Each cell commits `words[i]`.
public struct EnglishBar: Hashable, Sendable {
    /// The cells' texts, left to right.
    public var texts: [String]
    /// What each cell commits (the letters as typed without the quotes).
    public var words: [String]
    /// The letters typed for the word ("" after a space).
    public var typed: String
    /// What the space bar commits in place of the letters typed (a correction, a completion, the
    /// usual casing), nil when it keeps them.
    public var spaceText: String?
    /// The cell `spaceText` shows in (drawn highlighted).
    public var highlighted: Int?
    /// The cell holding the letters as typed, when they are offered against a correction.
    public var typedCell: Int?

    /// How many cells the bar shows.
    public static let width = 3

    /// The bar for `suggestions` under `policy`.
    public init(_ suggestions: EnglishSuggestions, policy: EnglishFieldPolicy) {
        self.init()
        typed = suggestions.typed
        guard policy.suggests else { return }
        guard let commit = suggestions.commit, !suggestions.typed.isEmpty else {
            for word in suggestions.alternatives.prefix(Self.width) { add(word) }
            return
        }
        if suggestions.isCorrection, policy.offersCorrections || policy.corrects {
            typedCell = 0
            add(suggestions.typed, shown: "“\(suggestions.typed)”")
            add(commit)
            if policy.corrects { (spaceText, highlighted) = (commit, 1) }
        } else {
            let kept = suggestions.isCorrection || !policy.corrects ? suggestions.typed : commit
            add(kept)
            if kept != suggestions.typed { (spaceText, highlighted) = (kept, 0) }
        }
        for word in suggestions.alternatives where texts.count < Self.width && !words.contains(where: { $0.lowercased() == word.lowercased() }) {
            add(word)
        }
    }

    /// An empty bar.
    public init() {
        texts = []
        words = []
        typed = ""
    }

    private mutating func add(_ word: String, shown: String? = nil) {
        texts.append(shown ?? word)
        words.append(word)
    }
}
