/// Strokes in, ranked characters out: features → discriminant projection → the nearest
/// character prototypes, then (when a context is given) a re-ranking with the language model.
/// A pure value over the memory-mapped model; nothing is allocated per character beyond the
/// features and the short list of candidates.
public struct HandwritingRecognizer: Sendable {
    /// The compiled model.
    public let model: HandwritingModel
    /// How many of the nearest characters the context may re-rank.
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
        let ranked = nearest(to: project(features), count: max(limit, context == nil || text.isEmpty ? limit : contextPool))
        guard let context, !text.isEmpty else { return Array(ranked.prefix(limit)) }
        return Array(ContextRanking(context: context).rerank(ranked, after: text).prefix(limit))
    }

    /// The features in the discriminant space: projection · (features − mean).
    func project(_ features: [Float]) -> [Float] {
        let count = features.count
        var centred = features
        for i in 0..<count { centred[i] -= model.mean.load(fromByteOffset: 4 * i, as: Float.self) }
        var point = [Float](repeating: 0, count: model.dimensions)
        centred.withUnsafeBufferPointer { x in
            for d in 0..<model.dimensions {
                let row = model.projection + 4 * d * count
                var sum: Float = 0
                for i in 0..<count { sum += row.load(fromByteOffset: 4 * i, as: Float.self) * x[i] }
                point[d] = sum
            }
        }
        return point
    }

    /// The `count` characters whose prototypes lie nearest `point`, nearest first, scored
    /// −likelihoodScale · squared distance.
    func nearest(to point: [Float], count: Int) -> [HandwritingCandidate] {
        let dimensions = model.dimensions
        var pointNorm: Float = 0
        for value in point { pointNorm += value * value }
        var best: [(distance: Float, index: Int)] = []
        best.reserveCapacity(count + 1)
        point.withUnsafeBufferPointer { z in
            let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
            for c in 0..<model.characterCount {
                let row = codes + c * dimensions
                var dot: Float = 0
                for d in 0..<dimensions { dot += Float(row[d]) * z[d] }
                let scale = model.prototypeScales.load(fromByteOffset: 4 * c, as: Float.self)
                let norm = model.prototypeNorms.load(fromByteOffset: 4 * c, as: Float.self)
                let distance = pointNorm - 2 * scale * dot + norm
                guard best.count < count || distance < best[best.count - 1].distance else { continue }
                var at = best.count
                while at > 0, best[at - 1].distance > distance { at -= 1 }
                best.insert((distance, c), at: at)
                if best.count > count { best.removeLast() }
            }
        }
        return best.map {
            HandwritingCandidate(character: model.character($0.index), score: -model.likelihoodScale * Double(max(0, $0.distance)))
        }
    }
}
