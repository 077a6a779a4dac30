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
    /// Its words (literal pieces excluded), each with where the decoder found it.
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
        self.found = found
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
    /// The candidates for the last decoded input: the best sentences for the whole input first,
    /// then words that cover its beginning, longest first and likeliest first within a length.
    /// No two candidates have the same text.
    public func candidates(limit: Int = 60) -> [Candidate] {
        guard let lattice, input.count > 0, limit > 0 else { return [] }
        let reader = wordReader()
        var result: [Candidate] = []
        var seen: Set<String> = []
        func add(_ candidate: Candidate) {
            guard !candidate.text.isEmpty, result.count < limit, seen.insert(candidate.text).inserted else { return }
            result.append(candidate)
        }
        for sentence in offeredSentences() {
            // `add` drops a text already listed (readings are not made here, so nothing is wasted).
            let sentenceText = text(of: sentence.pieces)
            let found = sentence.pieces.compactMap { $0.word.isWord ? Candidate.FoundWord(word: $0.word, node: $0.node) : nil }
            add(Candidate(text: sentenceText, length: input.count, kind: .sentence, cost: sentence.cost, found: found, reader: reader))
        }
        var first = 0
        while first < input.count, case .separator = input.units[first] { first += 1 }
        guard first < input.count else { return result }
        // Longest first: the arcs are taken end by end, and scored and sorted only until the list
        // is full (9-key input has thousands of arcs from its first unit; the list wants ten).
        let startHistory = leftContext.history(in: model)
        var byEnd = [[WordLattice.Arc]](repeating: [], count: input.count + 1)
        // (A word ending inside a swap across syllables is half a reading.)
        for arc in lattice.arcsFrom[first] where arc.word.isWord && !arc.swapEnd { byEnd[Int(arc.end)].append(arc) }
        var words: [(arc: WordLattice.Arc, cost: Float)] = []
        for end in byEnd.indices.reversed() where !byEnd[end].isEmpty {
            words.removeAll(keepingCapacity: true)
            for arc in byEnd[end] { words.append((arc, arc.edgeCost + cost(arc.word, after: startHistory, guessed: arc.guessed))) }
            words.sort { ($0.cost, $0.arc.word) < ($1.cost, $1.arc.word) }
            for (arc, cost) in words {
                add(Candidate(text: wordText(arc.word), length: end, kind: end == input.count ? .sentence : .word,
                              cost: cost, found: [Candidate.FoundWord(word: arc.word, node: arc.node)], reader: reader))
                if result.count >= limit { break }
            }
            if result.count >= limit { break }
        }
        if result.isEmpty {
            // Nothing in the lexicon fits: offer the input itself.
            add(Candidate(text: input.text, length: input.count, kind: .sentence, cost: .infinity, found: [], reader: nil))
        }
        return addingEnglishWord(to: result, limit: limit)
    }

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
                    syllables.append(edge.kind.isSlip ? SyllableTable.spelling(of: id) : (edge.start..<edge.end).map(unitText).joined())
                }
            }
        }
        return syllables.joined(separator: "'")
    }
}
