/// The beam search over a pruned lattice: at each boundary the best `beamWidth` readings of the
/// strokes before it (distinct texts), each extended by every kept span starting there and every
/// candidate of it, scored by the writing, the span's placement, its place after the last
/// character, the stroke-count prior (the span's strokes against the character's) and the
/// language model's cost of the character after the text before it.
struct PhraseDecoder {
    let lattice: PrunedLattice
    let geometry: PhraseGeometry
    let reader: PhraseRecognizer
    let beamWidth: Int

    /// A reading of the strokes up to a boundary.
    private struct Hypothesis {
        var characters: [PhraseCharacter]
        var text: String
        /// The text before the caret and `text`: what the language model reads next after.
        var context: String
        var score: Double
        var lastBox: InkBox?
    }

    /// The best `limit` readings of all the strokes, best first.
    mutating func decode(after before: String, language: inout LanguageCosts, limit: Int) -> [PhraseCandidate] {
        let n = lattice.arcsEnding.count - 1
        let (languageWeight, characterBonus) = (reader.languageWeight, reader.characterBonus)
        var beams: [[Hypothesis]] = Array(repeating: [], count: n + 1)
        beams[0] = [Hypothesis(characters: [], text: "", context: before, score: 0, lastBox: nil)]
        // The characters of the arcs leaving each boundary: each hypothesis there asks the model
        // for all of them at once (each ask reads the text's history again), the same costs an
        // ask per arc would get.
        var leaving: [Set<Character>] = Array(repeating: [], count: n + 1)
        for arcs in lattice.arcsEnding {
            for arc in arcs { leaving[arc.strokes.lowerBound].formUnion(arc.candidates.map(\.character)) }
        }
        func ask(_ boundary: Int) {
            guard !leaving[boundary].isEmpty else { return }
            let characters = Array(leaving[boundary])
            for hypothesis in beams[boundary] { _ = language.costs(characters, after: hypothesis.context) }
        }
        ask(0)
        for end in stride(from: 1, through: n, by: 1) {
            var next: [String: Hypothesis] = [:]
            for arc in lattice.arcsEnding[end] {
                let characters = arc.candidates.map(\.character)
                let priors = characters.map { reader.strokeCost($0, strokes: arc.strokes.count) }
                let whole = arc.strokes.count == n ? reader.wholeBonus : 0
                let writingWeight = reader.writingWeight(strokes: arc.strokes.count)
                for hypothesis in beams[arc.strokes.lowerBound] {
                    let costs = language.costs(characters, after: hypothesis.context)
                    let base = hypothesis.score - arc.placementCost
                        - (hypothesis.lastBox.map { geometry.transitionCost(from: $0, to: arc.box) } ?? 0)
                    for ((candidate, cost), prior) in zip(zip(arc.candidates, costs), priors) {
                        let score = base + writingWeight * candidate.score + characterBonus + whole - languageWeight * cost - prior
                        var text = hypothesis.text
                        text.append(candidate.character)
                        if let kept = next[text], kept.score >= score { continue }
                        next[text] = Hypothesis(
                            characters: hypothesis.characters + [PhraseCharacter(character: candidate.character, strokes: arc.strokes)],
                            text: text, context: before + text, score: score, lastBox: arc.box)
                    }
                }
            }
            beams[end] = Array(next.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text }.prefix(beamWidth))
            ask(end)
        }
        return beams[n].prefix(limit).map { PhraseCandidate(characters: $0.characters, score: $0.score) }
    }
}
