import StrokeInput

/// A stage after the decoder that keeps some of its candidates (笔画筛选 is one): the keyboard and
/// the CLI ask the decoder for a longer list and keep what the filter keeps, in the decoder's order.
public protocol CandidateFilter: Sendable {
    /// Whether `candidate` stays in the list.
    func keeps(_ candidate: Candidate) -> Bool
}

/// 笔画筛选: keeps the candidates whose next character — the first of the candidate's text, the
/// part of the input not yet picked — has a stroke order that begins with the typed strokes
/// (`ta` with 5 keeps 她 and drops 他 and 它). An empty pattern keeps everything.
public struct StrokeFilter: CandidateFilter, Hashable {
    /// The typed strokes.
    public let pattern: StrokePattern
    /// The characters of the table whose order (either, for a character with two) begins with `pattern`.
    private let characters: Set<UInt32>

    /// The filter for `pattern` over `table` (one scan of the matching entries).
    public init(pattern: StrokePattern, table: StrokeTable) {
        self.pattern = pattern
        var characters = Set<UInt32>()
        if !pattern.isEmpty {
            for range in table.ranges(matching: pattern) {
                for entry in range { characters.insert(table.character(at: entry).value) }
            }
        }
        self.characters = characters
    }

    /// Whether `character`'s strokes begin with the pattern.
    public func matches(_ character: Character) -> Bool {
        pattern.isEmpty || character.unicodeScalars.first.map { characters.contains($0.value) } == true
    }

    /// Whether the candidate's first character matches (see the type).
    public func keeps(_ candidate: Candidate) -> Bool {
        guard let first = candidate.text.first else { return false }
        return matches(first)
    }
}

extension LatticeDecoder {
    /// The candidates `filter` keeps, up to `limit`, in the decoder's order: drawn from its first
    /// `pool` candidates (a filter that keeps one in ten still fills a page).
    public func candidates(limit: Int, keeping filter: some CandidateFilter, pool: Int = 400) -> [Candidate] {
        Array(candidates(limit: max(limit, pool)).lazy.filter(filter.keeps).prefix(limit))
    }
}
