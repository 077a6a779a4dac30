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

    /// The text to commit.
    public let text: String
    /// How many units of the input it consumes, from the start.
    public let length: Int
    /// Sentence or word.
    public let kind: Kind
    /// Its cost (−ln probability, nats): lower is better; comparable within one list only.
    public let cost: Float
    /// The lexicon words it is made of (literal pieces excluded), for learning.
    public let words: [Int32]
}

extension LatticeDecoder {
    /// The candidates for the last decoded input: the best sentences for the whole input first,
    /// then words that cover its beginning, longest first and likeliest first within a length.
    /// No two candidates have the same text.
    public func candidates(limit: Int = 60) -> [Candidate] {
        guard let lattice, input.count > 0, limit > 0 else { return [] }
        var result: [Candidate] = []
        var seen: Set<String> = []
        func add(_ candidate: Candidate) {
            guard !candidate.text.isEmpty, result.count < limit, seen.insert(candidate.text).inserted else { return }
            result.append(candidate)
        }
        for sentence in sentences().prefix(settings.sentenceCount) {
            let words = sentence.pieces.map(\.word).filter { $0 >= 0 }
            add(Candidate(text: text(of: sentence.pieces), length: input.count, kind: .sentence, cost: sentence.cost, words: words))
        }
        var first = 0
        while first < input.count, case .separator = input.units[first] { first += 1 }
        guard first < input.count else { return result }
        // Longest first: the arcs are taken end by end, and scored and sorted only until the list
        // is full (9-key input has thousands of arcs from its first unit; the list wants ten).
        let startHistory = leftContext.history(in: model)
        var byEnd = [[WordLattice.Arc]](repeating: [], count: input.count + 1)
        for arc in lattice.arcsFrom[first] where arc.word >= 0 { byEnd[Int(arc.end)].append(arc) }
        var words: [(arc: WordLattice.Arc, cost: Float)] = []
        for end in byEnd.indices.reversed() where !byEnd[end].isEmpty {
            words.removeAll(keepingCapacity: true)
            for arc in byEnd[end] { words.append((arc, arc.edgeCost + cost(arc.word, after: startHistory, guessed: arc.guessed))) }
            words.sort { ($0.cost, $0.arc.word) < ($1.cost, $1.arc.word) }
            for (arc, cost) in words {
                add(Candidate(text: wordText(arc.word), length: end, kind: end == input.count ? .sentence : .word,
                              cost: cost, words: [arc.word]))
                if result.count >= limit { break }
            }
            if result.count >= limit { break }
        }
        if result.isEmpty {
            // Nothing in the lexicon fits: offer the input itself.
            add(Candidate(text: input.text, length: input.count, kind: .sentence, cost: .infinity, words: []))
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
                for span in syllableSpans(of: piece) {
                    syllables.append(span.corrected ?? span.range.map(unitText).joined())
                }
            }
        }
        return syllables.joined(separator: "'")
    }

    /// The unit ranges of the syllables a piece read, found by walking the graph again inside the
    /// piece, each with the syllable's spelling when it was read through a correction. A lexicon
    /// word is followed down the lexicon's trie; a user-only word has one reading, followed as is.
    func syllableSpans(of piece: Piece) -> [(range: Range<Int>, corrected: String?)] {
        if let known = readEdges(of: piece) {
            return known.map { edge, id in
                (edge.start..<edge.end, edge.kind == .corrected || edge.kind == .touched ? SyllableTable.spelling(of: id) : nil)
            }
        }
        if user.isUserWord(piece.word) {
            let reading = user.readings[Int(piece.word - user.baseID)]
            return syllableSpans(of: piece, from: 0, child: { depth, id in
                Int(depth) < reading.count && reading[Int(depth)] == id ? depth + 1 : nil
            }, ends: { Int($0) == reading.count })
        }
        return syllableSpans(of: piece, from: lexicon.root, child: { lexicon.child(of: $0, syllable: $1) }, ends: { node in
            lexicon.wordRange(at: node).contains { lexicon.word(atEntry: $0) == piece.word }
        })
    }

    /// `syllableSpans(of:)` along a trie given by its root, its `child` under a syllable and
    /// whether the piece's word `ends` at a node.
    private func syllableSpans(of piece: Piece, from root: Int32, child: (Int32, UInt16) -> Int32?,
                               ends: (Int32) -> Bool) -> [(range: Range<Int>, corrected: String?)] {
        guard let lattice else { return [(piece.start..<piece.end, nil)] }
        let graph = lattice.graph
        var budget = 2000
        // Exact readings first: a corrected edge is searched only when they cannot spell the word.
        var allowsCorrected = false
        func search(_ node: Int32, _ position: Int) -> [(range: Range<Int>, corrected: String?)]? {
            budget -= 1
            guard budget > 0 else { return nil }
            var position = position
            while position < piece.end, case .separator = input.units[position] { position += 1 }
            if position == piece.end { return ends(node) ? [] : nil }
            for edge in graph.edgesFrom[position] where edge.end <= piece.end
                && (allowsCorrected || (edge.kind != .corrected && edge.kind != .touched)) {
                for id in edge.syllables.lazyIDs {
                    guard let next = child(node, id) else { continue }
                    if let rest = search(next, edge.end) {
                        let corrected = edge.kind == .corrected || edge.kind == .touched ? SyllableTable.spelling(of: id) : nil
                        return [(edge.start..<edge.end, corrected)] + rest
                    }
                }
            }
            return nil
        }
        if let spans = search(root, piece.start) { return spans }
        allowsCorrected = true
        budget = 2000
        return search(root, piece.start) ?? [(piece.start..<piece.end, nil)]
    }
}
