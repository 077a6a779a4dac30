/// One thing the user can pick: a whole-input sentence, or a word covering the beginning of the
/// input (picking it leaves the rest of the input to convert).
public struct Candidate: Hashable, Sendable {
    /// What a candidate covers.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The whole input.
        case sentence
        /// A word or character covering the input's beginning.
        case word
    }

    /// A word of a candidate as the decoder found it: its id and the lexicon trie node it was
    /// found at (the path to the node is the reading the decoder took), or -1 (a user word, whose
    /// snapshot knows its reading).
    struct FoundWord: Hashable, Sendable {
        var word: WordID
        var node: Int32
    }

    /// The text to commit.
    public let text: String
    /// How many units of the input it consumes, from the start.
    public let length: Int
    /// Sentence or word.
    public let kind: Kind
    /// Its cost (−ln probability, nats): lower is better; comparable within one list only.
    public let cost: Float
    /// Its words (literal pieces and English words read inside pinyin excluded: neither is a
    /// word to learn a reading of), each with where the decoder found it.
    let found: [FoundWord]
    /// What turns `found` into syllables (shared by one decode's candidates; nil: no readings).
    let reader: WordReader?

    /// The lexicon or user words it is made of (literal pieces excluded), for learning.
    public var words: [WordID] { found.map(\.word) }

    /// The syllables each of `words` was read by, as the decoder found it (the path to the word in
    /// the lexicon's trie, or a user word's own reading): what learning keeps, so it never reads
    /// the input again. Resolved when asked (at a pick), not per keystroke. Empty when the decoder
    /// did not know them all (an English word).
    public var readings: [[UInt16]] { reader?.readings(of: found) ?? [] }

    init(text: String, length: Int, kind: Kind, cost: Float, found: [FoundWord], reader: WordReader?) {
        self.text = text
        self.length = length
        self.kind = kind
        self.cost = cost
        self.found = found.contains { $0.word.isEnglish } ? found.filter { !$0.word.isEnglish } : found
        self.reader = reader
    }

    /// Equal when they show, cost and are made of the same (the reader is how, not what).
    public static func == (a: Candidate, b: Candidate) -> Bool {
        a.text == b.text && a.length == b.length && a.kind == b.kind && a.cost == b.cost && a.found == b.found
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(length)
        hasher.combine(kind)
        hasher.combine(cost)
        hasher.combine(found)
    }
}

extension LatticeDecoder {
    /// The best sentence's pinyin, one apostrophe between syllables (`ni'hao'shi'jie`), with
    /// the letters as typed; literals and abbreviations appear as typed too.
    public func segmentedPinyin() -> String {
        if settings.form != .pinyin { return segmentedReadings() }
        guard let best = sentences().first else { return input.text }
        var syllables: [String] = []
        for piece in best.pieces {
            if piece.word == WordLattice.literalWord {
                let text = unitText(piece.start)
                if case .letter = input.units[piece.start], let last = syllables.last,
                   last.unicodeScalars.allSatisfy({ $0.properties.isLowercase }) {
                    syllables[syllables.count - 1] = last + text
                } else {
                    syllables.append(text)
                }
            } else {
                guard let edges = syllableEdges(of: piece) else {
                    syllables.append(typedText(of: piece))
                    continue
                }
                for (edge, id) in edges {
                    syllables.append(edge.kind.isSlip ? lexicon.syllables.spelling(of: id) : (edge.start..<edge.end).map(unitText).joined())
                }
            }
        }
        return syllables.joined(separator: "'")
    }
}
