/// Reading a span of a phrase's strokes as one character: the same features, projection and
/// prototypes as a character on its own, with scores that compare across spans.
extension HandwritingRecognizer {
    /// The candidates for the cleaned strokes `strokes` read as one character, best first, each
    /// scored as a log-likelihood ratio: likelihoodScale · (dimensions − squared distance). In
    /// the discriminant space a writing of a character lies at a squared distance of about the
    /// dimensions from its prototype (a chi-square), so a well-written character scores about 0,
    /// and ink that is not one character (two, or half of one) far below: scores of different
    /// spans can be added along a segmentation. Empty when the span has no ink to read, or when
    /// no character explains it within `hopeless` nats of a typical writing.
    public func readSpan(_ strokes: [[SIMD2<Double>]], limit: Int, hopeless: Double = 80) -> [HandwritingCandidate] {
        guard limit > 0, let features = model.features.features(of: strokes) else { return [] }
        let bias = Double(model.dimensions)
        var point = [Float](repeating: 0, count: model.dimensions)
        let lead = model.leadWidth
        project(features, into: &point, rows: 0..<lead)
        // The leading dimensions' distance is a lower bound of the whole: a span that no
        // character explains within `hopeless` nats even so is no character (read as nothing).
        let near = shortlist(point, keep: max(limit, Self.shortlistSize))
        guard let closest = near.map(\.distance).min(),
              model.likelihoodScale * (bias - Double(closest)) >= -hopeless else { return [] }
        project(features, into: &point, rows: lead..<model.dimensions)
        return refine(near, point: point, count: limit).map {
            HandwritingCandidate(character: model.character($0.index),
                                 score: model.likelihoodScale * (bias - Double(max(0, $0.distance))))
        }
    }
}
