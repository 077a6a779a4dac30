extension LatticeDecoder {
    /// How much the cost of `best` changes when its first `rest` pieces are read as `reading`
    /// instead (the same letters): the model scores a word after the two before it, so only the
    /// next two pieces are scored again, and the sentence's end when fewer than two follow.
    /// With the hypotheses' costs at the parting place, this prices a whole sentence the beam
    /// never kept (你觉得股市要走红了吗 when every hypothesis at the end read 故事) without a second
    /// search. Infinity when a literal is in the way (its context is not a word).
    func splicedCost(of best: [Piece], after rest: Int, reading: [Piece]) -> Float {
        guard rest < best.count, best.allSatisfy({ $0.word.isWord }), reading.allSatisfy({ $0.word.isWord }) else { return .infinity }
        let context: [Int32] = leftContext.words.isEmpty ? [-1, 0] : [-1] + leftContext.words.map(\.rawValue)
        var own = context + best[..<rest].map(\.word.rawValue)
        var other = context + reading.map(\.word.rawValue)
        func history(_ words: [Int32]) -> LanguageModel.History { model.history(words[words.count - 2], words[words.count - 1]) }
        var change: Float = 0
        for piece in best[rest...].prefix(2) {
            change += cost(piece.word, after: history(other)) - cost(piece.word, after: history(own))
            own.append(piece.word.rawValue)
            other.append(piece.word.rawValue)
        }
        if best.count - rest < 2 {
            let spliced = reading + best[rest...]
            change += endWeight(of: spliced) * model.endCost(after: history(other)) - endWeight(of: best) * model.endCost(after: history(own))
        }
        return change
    }
}

extension LatticeDecoder {
    /// `splicedCost(of:after:reading:)` for `best` with its first word read as another one word
    /// over the same letters, for many such words (the candidate list ranks every character and
    /// word there so): `best`'s own side is scored once, and each call scores only the other.
    /// Nil when a splice has no price (one piece, or a literal in the way).
    func firstWordSplice(of best: [Piece]) -> ((Piece) -> Float)? {
        guard best.count > 1, best.allSatisfy({ $0.word.isWord }) else { return nil }
        let context: [Int32] = leftContext.words.isEmpty ? [-1, 0] : [-1] + leftContext.words.map(\.rawValue)
        let next = Array(best[1...].prefix(2))
        let scoresEnd = best.count < 3
        func continuation(after first: Piece, endWeight: Float) -> Float {
            var words = [context[context.count - 1], first.word.rawValue]
            var total: Float = 0
            for piece in next {
                total += cost(piece.word, after: model.history(words[words.count - 2], words[words.count - 1]))
                words.append(piece.word.rawValue)
            }
            if scoresEnd { total += endWeight * model.endCost(after: model.history(words[words.count - 2], words[words.count - 1])) }
            return total
        }
        let own = continuation(after: best[0], endWeight: scoresEnd ? endWeight(of: best) : 0)
        return { first in
            continuation(after: first, endWeight: scoresEnd ? self.endWeight(of: [first] + next) : 0) - own
        }
    }
}
