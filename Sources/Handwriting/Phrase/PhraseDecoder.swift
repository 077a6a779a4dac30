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
        for end in stride(from: 1, through: n, by: 1) {
            // Every extension's score before the language model (whose costs are never below
            // 0) bounds its score: extensions are taken best bound first, and once a bound is
            // below the `beamWidth`-th score found the rest cannot enter the beam, so the model
            // is not asked about them (each ask costs as much as the rest of the decoding).
            var extensions: [(arc: Int, hypothesis: Int, bounds: [Double], best: Double)] = []
            for (a, arc) in lattice.arcsEnding[end].enumerated() {
                let writingWeight = reader.writingWeight(strokes: arc.strokes.count)
                let own = arc.candidates.map {
                    writingWeight * $0.score + characterBonus - reader.strokeCost($0.character, strokes: arc.strokes.count)
                }
                for (h, hypothesis) in beams[arc.strokes.lowerBound].enumerated() {
                    let base = hypothesis.score - arc.placementCost
                        - (hypothesis.lastBox.map { geometry.transitionCost(from: $0, to: arc.box) } ?? 0)
                    let bounds = own.map { base + $0 }
                    extensions.append((a, h, bounds, bounds.max() ?? -.infinity))
                }
            }
            extensions.sort { $0.best > $1.best }
            var next: [String: Hypothesis] = [:]
            var floor = -Double.infinity
            for step in extensions {
                if step.best < floor { break }
                let arc = lattice.arcsEnding[end][step.arc]
                let hypothesis = beams[arc.strokes.lowerBound][step.hypothesis]
                let worth = arc.candidates.indices.filter { step.bounds[$0] >= floor }
                let costs = language.costs(worth.map { arc.candidates[$0].character }, after: hypothesis.context)
                for (index, cost) in zip(worth, costs) {
                    let candidate = arc.candidates[index]
                    let score = step.bounds[index] - languageWeight * cost
                    var text = hypothesis.text
                    text.append(candidate.character)
                    if let kept = next[text], kept.score >= score { continue }
                    next[text] = Hypothesis(
                        characters: hypothesis.characters + [PhraseCharacter(character: candidate.character, strokes: arc.strokes)],
                        text: text, context: before + text, score: score, lastBox: arc.box)
                }
                if next.count >= beamWidth {
                    floor = next.values.map(\.score).sorted(by: >)[beamWidth - 1]
                }
            }
            beams[end] = Array(next.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text }.prefix(beamWidth))
        }
        return beams[n].prefix(limit).map { PhraseCandidate(characters: $0.characters, score: $0.score) }
    }
}
