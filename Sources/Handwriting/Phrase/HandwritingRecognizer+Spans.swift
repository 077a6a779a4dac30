/// Reading a span of a phrase's strokes as one character: the same features, projection and
/// prototypes as a character on its own, with scores that compare across spans.
extension HandwritingRecognizer {
    /// The candidates for the cleaned strokes `strokes` read as one character, best first, each
    /// scored as a log-likelihood ratio: likelihoodScale · (dimensions − squared distance). In
    /// the discriminant space a writing of a character lies at a squared distance of about the
    /// dimensions from its prototype (a chi-square), so a well-written character scores about 0,
    /// and ink that is not one character (two, or half of one) far below: scores of different
    /// spans can be added along a segmentation. Empty when the span has no ink to read.
    public func readSpan(_ strokes: [[SIMD2<Double>]], limit: Int) -> [HandwritingCandidate] {
        guard limit > 0, let features = model.features.features(of: strokes) else { return [] }
        let bias = Double(model.dimensions)
        return nearestPruned(to: project(features), count: limit).map {
            HandwritingCandidate(character: model.character($0.index),
                                 score: model.likelihoodScale * (bias - Double(max(0, $0.distance))))
        }
    }

    /// The `count` nearest prototypes to `point`, nearest first, found by partial distances: a
    /// prototype is dropped as soon as the distance summed over the leading (most telling)
    /// discriminant dimensions exceeds the `count`-th best so far. Exact, and several times
    /// quicker than full distances.
    func nearestPruned(to point: [Float], count: Int) -> [(distance: Float, index: Int)] {
        let dimensions = model.dimensions
        var best: [(distance: Float, index: Int)] = []
        best.reserveCapacity(count + 1)
        point.withUnsafeBufferPointer { z in
            let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
            for c in 0..<model.characterCount {
                let row = codes + c * dimensions
                let scale = model.prototypeScales.load(fromByteOffset: 4 * c, as: Float.self)
                let limit = best.count < count ? Float.infinity : best[best.count - 1].distance
                var sum: Float = 0
                var d = 0
                while d < dimensions {
                    let end = min(dimensions, d + 8)
                    while d < end {
                        let diff = z[d] - scale * Float(row[d])
                        sum += diff * diff
                        d += 1
                    }
                    if sum >= limit { break }
                }
                guard sum < limit else { continue }
                var at = best.count
                while at > 0, best[at - 1].distance > sum { at -= 1 }
                best.insert((sum, c), at: at)
                if best.count > count { best.removeLast() }
            }
        }
        return best
    }
}
