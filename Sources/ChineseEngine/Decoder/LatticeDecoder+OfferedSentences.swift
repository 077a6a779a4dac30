extension LatticeDecoder {
    /// The whole-input sentences the candidate list starts with: the best `sentenceCount` (one
    /// per text), then the best `correctedSentenceCount` sentences read through a typing slip when
    /// none of those is and they are close enough (`Settings.correctedSentenceMargin`). After
    /// them, not among them: a clean typist's first three stay what they were. A sentence that
    /// differs from one before it only in a trailing particle (了吗 / 了嘛 / 勒马, 不错 / 不错哦) takes
    /// no place among them: it is in `variants`, for the list's end.
    func offeredSentences() -> (offered: [(pieces: [Piece], cost: Float)], variants: [(pieces: [Piece], cost: Float)]) {
        let ranked = sentences()
        // Paths of one text (the same words read two ways: 是 typed `shi`, or `dhi` corrected) count once.
        var texts = TextSet()
        var distinct = 0
        var offered: [(pieces: [Piece], cost: Float)] = []
        var offeredTexts: [String] = []
        var variants: [(pieces: [Piece], cost: Float)] = []
        // Sentences share most of their words: each piece is matched once.
        var known: [Int64: Bool] = [:]
        func readsSlip(_ pieces: [Piece]) -> Bool {
            pieces.contains { piece in
                let key = Int64(piece.start) << 40 | Int64(piece.end) << 32 | Int64(UInt32(bitPattern: piece.word.rawValue))
                if let slip = known[key] { return slip }
                let slip = self.readsSlip(piece)
                known[key] = slip
                return slip
            }
        }
        // A reading through a slip that writes an exact sentence before it and more: the same
        // letters read twice (`caixukun`, 蔡徐坤 learned: kun as ku with its n left out, then that n
        // again as 年 or 你). Cheap test first (the texts), then the graph's.
        func repeatsLetters(_ text: String, _ pieces: [Piece]) -> Bool {
            offeredTexts.indices.contains { offeredTexts[$0].count < text.count && text.hasPrefix(offeredTexts[$0]) && !readsSlip(offered[$0].pieces) }
                && readsSlip(pieces)
        }
        while distinct < ranked.count, offered.count < settings.sentenceCount {
            let text = text(of: ranked[distinct].pieces)
            if repeatsLetters(text, ranked[distinct].pieces) {
                distinct += 1
                continue
            }
            if texts.insert(text) {
                if offeredTexts.contains(where: { ParticleVariants.isVariant(text, of: $0) }) {
                    variants.append(ranked[distinct])
                } else {
                    offered.append(ranked[distinct])
                    offeredTexts.append(text)
                }
            }
            distinct += 1
        }
        let margin = settings.correctedSentenceMargin
        guard let best = offered.first, margin > -.infinity else { return (offered, variants) }
        // The ranking is by cost: the close ones are a prefix. Cheap tests first (a slip is
        // found by matching a path's readings to the graph).
        let close = ranked.dropFirst(distinct).prefix { $0.cost <= best.cost + margin }
        guard !close.isEmpty, !readsInitialsAlone(best.pieces), length(of: best.pieces) >= 2 else { return (offered, variants) }
        guard !offered.contains(where: { readsSlip($0.pieces) }) else { return (offered, variants) }
        var added = 0
        for sentence in close where added < settings.correctedSentenceCount && readsSlip(sentence.pieces) {
            let text = text(of: sentence.pieces)
            if !repeatsLetters(text, sentence.pieces), texts.insert(text) { offered.append(sentence); added += 1 }
        }
        return (offered, variants)
    }

    /// Whether a word of a path was read through a typing slip (a corrected or touched syllable edge).
    func readsSlip(_ piece: Piece) -> Bool {
        syllableEdges(of: piece)?.contains { $0.0.kind.isSlip } ?? false
    }

    /// A path's length in characters (a literal counts one).
    func length(of pieces: [Piece]) -> Int {
        pieces.reduce(0) { $0 + ($1.word.isWord ? wordLength($1.word) : 1) }
    }

    /// Whether every word of a path is spelled by initials alone, one letter per character (`nh`).
    func readsInitialsAlone(_ pieces: [Piece]) -> Bool {
        !pieces.isEmpty && pieces.allSatisfy { $0.word.isWord && !$0.word.isEnglish && $0.end - $0.start == wordLength($0.word) }
    }
}
