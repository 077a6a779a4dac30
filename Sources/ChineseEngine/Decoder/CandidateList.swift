/// A candidate list being assembled (`LatticeDecoder.candidates(limit:)`): each text once, up to
/// a limit, its parts taking turns in a fixed order (see <doc:CandidateList>).
struct CandidateList {
    /// A part of the list after the best sentence.
    enum Part: Character, CaseIterable {
        /// `a`: another whole-input sentence that differs in meaning.
        case alternative = "a"
        /// `b`: the best sentence's beginning up to a word boundary.
        case beginning = "b"
        /// `o`: another reading's words where it parts from the best sentence.
        case otherWords = "o"
        /// `f`: another word for the best sentence's first word.
        case firstWord = "f"
        /// `c`: a single character that begins the input.
        case character = "c"

        /// The parts a pattern's letters name, in order (other letters are skipped).
        static func pattern(_ text: String) -> [Part] { text.compactMap(Part.init(rawValue:)) }
    }

    /// The candidates of each part, best first.
    struct Parts {
        var alternatives: [Candidate] = []
        var beginnings: [Candidate] = []
        var otherWords: [Candidate] = []
        var firstWords: [Candidate] = []
        var characters: [Candidate] = []

        subscript(part: Part) -> [Candidate] {
            get {
                switch part {
                case .alternative: alternatives
                case .beginning: beginnings
                case .otherWords: otherWords
                case .firstWord: firstWords
                case .character: characters
                }
            }
        }
    }

    let limit: Int
    private(set) var items: [Candidate] = []
    private var seen = TextSet()

    init(limit: Int) { self.limit = limit }

    var isFull: Bool { items.count >= limit }

    /// Appends `candidate` unless the list is full or has its text already (or it has none), or its
    /// text is never offered (`isOffered`).
    mutating func add(_ candidate: Candidate) {
        guard !candidate.text.isEmpty, !isFull, Self.isOffered(candidate.text), seen.insert(candidate.text) else {
            return
        }
        items.append(candidate)
    }

    /// Whether a text may be offered: none with a Japanese-only form (対: `JapaneseForms`) or a
    /// character the common fonts do not draw (㐅: `HanFontCoverage`).
    static func isOffered(_ text: String) -> Bool {
        !JapaneseForms.occur(in: text) && HanFontCoverage.drawsAll(text)
    }

    /// Appends `parts` by `pattern`, over and over: each letter takes the next unlisted candidate
    /// of its part (none left: the letter passes), until every part is used up or the list is full.
    mutating func add(_ parts: Parts, pattern: [Part]) {
        var next: [Part: Int] = [:]
        var added = true
        while added, !isFull {
            added = false
            for part in pattern {
                let candidates = parts[part]
                var index = next[part, default: 0]
                while index < candidates.count, seen.contains(candidates[index].text) || !Self.isOffered(candidates[index].text) {
                    index += 1
                }
                if index < candidates.count {
                    add(candidates[index])
                    index += 1
                    added = true
                }
                next[part] = index
                if isFull { return }
            }
        }
    }
}
