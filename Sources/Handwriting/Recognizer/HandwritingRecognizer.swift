/// Strokes in, ranked characters out: features → discriminant projection → the nearest
/// character prototypes, then (when a context is given) a re-ranking with the language model.
/// A pure value over the memory-mapped model; nothing is allocated per character beyond the
/// features and the short list of candidates.
public struct HandwritingRecognizer: Sendable {
    /// The compiled model.
    public let model: HandwritingModel
    /// How many of the nearest characters the context may re-rank: the first as many as asked
    /// for exactly the nearest, the rest the nearest of the shortlist (`exactNearest`).
    public var contextPool = 40

    /// A recognizer over `model`.
    public init(model: HandwritingModel) { self.model = model }

    /// The best `limit` characters for `ink`, ranked after `text` (the text before the caret) by
    /// `context` when both are given. Empty when there is no ink to read; throws only for a canvas
    /// without area.
    public func recognize(_ ink: Ink, after text: String = "", context: (any CharacterContext)? = nil,
                          limit: Int = 10) throws(HandwritingError) -> [HandwritingCandidate] {
        recognize(cleaned: try ink.cleanedStrokes(), after: text, context: context, limit: limit)
    }

    /// The same for strokes already cleaned (`Ink.cleanedStrokes()`).
    func recognize(cleaned strokes: [[SIMD2<Double>]], after text: String, context: (any CharacterContext)?,
                   limit: Int) -> [HandwritingCandidate] {
        guard limit > 0, let features = model.features.features(of: strokes) else { return [] }
        let nearest = nearest(to: project(features), count: limit, pool: context == nil || text.isEmpty ? limit : contextPool)
        return ranked(nearest, after: text, context: context, limit: limit)
    }

    /// The first `limit` of `candidates` ranked after `text` by `context` (in their order without
    /// both): the recognizer's last step, and the phrase reader's for a span read alone.
    func ranked(_ candidates: [HandwritingCandidate], after text: String, context: (any CharacterContext)?,
                limit: Int) -> [HandwritingCandidate] {
        guard let context, !text.isEmpty else { return Array(candidates.prefix(limit)) }
        return Array(ContextRanking(context: context).rerank(candidates, after: text).prefix(limit))
    }

    /// The features in the discriminant space: projection · (features − mean).
    func project(_ features: [Float]) -> [Float] {
        var point = [Float](repeating: 0, count: model.dimensions)
        project(features, into: &point, rows: 0..<model.dimensions)
        return point
    }

    /// The `count` characters whose prototypes lie nearest `point`, nearest first, scored
    /// −likelihoodScale · squared distance; then up to `pool − count` more of the shortlist's.
    func nearest(to point: [Float], count: Int, pool: Int = 0) -> [HandwritingCandidate] {
        exactNearest(to: point, count: count, pool: pool).map {
            HandwritingCandidate(character: model.character($0.index), score: -model.likelihoodScale * Double(max(0, $0.distance)))
        }
    }
}
