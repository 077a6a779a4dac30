extension LatticeDecoder {
    /// What `wordFrequencies` moves the cost of a sentence read from initials alone by, when the
    /// input is short enough (`Settings.abbreviationFrequencyMargin`): for each of its words that
    /// wordfreq lists, the weighted difference of wordfreq's cost and the model's, within the
    /// limit (`nh`: 你好 down, 内核 up); 0 for any other path or word.
    func frequencyShift(of pieces: [Piece]) -> Float {
        guard let wordFrequencies, settings.abbreviationFrequencyWeight != 0,
              input.count <= settings.abbreviationFrequencyLength, readsInitialsAlone(pieces) else { return 0 }
        let limit = settings.abbreviationFrequencyLimit
        let shift = pieces.reduce(Float(0)) { shift, piece in
            guard wordLength(piece.word) >= 2,
                  let cost = wordFrequencies.cost(of: wordText(piece.word, start: piece.start, end: piece.end)) else { return shift }
            return shift + max(-limit, min(limit, cost - unigramCost(piece.word)))
        }
        return settings.abbreviationFrequencyWeight * shift
    }
}
