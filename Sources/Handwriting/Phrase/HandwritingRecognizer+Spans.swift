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
        let lead = min(model.dimensions, Self.shortlistDimensions)
        project(features, into: &point, rows: 0..<lead)
        // The leading dimensions' distance is a lower bound of the whole: a span that no
        // character explains within `hopeless` nats even so is no character (read as nothing).
        let near = shortlist(point, lead: lead, keep: max(limit, 64))
        guard let closest = near.map(\.distance).min(),
              model.likelihoodScale * (bias - Double(closest)) >= -hopeless else { return [] }
        project(features, into: &point, rows: lead..<model.dimensions)
        return refine(near, point: point, lead: lead, count: limit).map {
            HandwritingCandidate(character: model.character($0.index),
                                 score: model.likelihoodScale * (bias - Double(max(0, $0.distance))))
        }
    }

    /// The discriminant dimensions the shortlist is drawn on.
    static let shortlistDimensions = 16

    /// Rows `rows` of projection · (features − mean) into `point` (four sums at a time).
    func project(_ features: [Float], into point: inout [Float], rows: Range<Int>) {
        let count = features.count
        let mean = model.mean.assumingMemoryBound(to: Float.self)
        let projection = model.projection.assumingMemoryBound(to: Float.self)
        var centred = features
        for i in 0..<count { centred[i] -= mean[i] }
        centred.withUnsafeBufferPointer { x in
            for d in rows {
                let row = projection + d * count
                var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                var i = 0
                while i + 3 < count {
                    s0 += row[i] * x[i]; s1 += row[i + 1] * x[i + 1]; s2 += row[i + 2] * x[i + 2]; s3 += row[i + 3] * x[i + 3]
                    i += 4
                }
                while i < count { s0 += row[i] * x[i]; i += 1 }
                point[d] = (s0 + s1) + (s2 + s3)
            }
        }
    }

    /// The `keep` prototypes nearest `point` over its first `lead` dimensions (where most of the
    /// between-character spread lies), with those partial distances.
    func shortlist(_ point: [Float], lead: Int, keep: Int) -> [(distance: Float, index: Int)] {
        let dimensions = model.dimensions
        let lead = lead / 4 * 4
        var near: [(distance: Float, index: Int)] = []
        near.reserveCapacity(keep)
        var worst: Float = .infinity, worstAt = 0
        point.withUnsafeBufferPointer { z in
            let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
            let scales = model.prototypeScales.assumingMemoryBound(to: Float.self)
            for c in 0..<model.characterCount {
                let row = codes + c * dimensions
                let scale = scales[c]
                var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                var d = 0
                while d < lead {
                    let a = z[d] - scale * Float(row[d]), b = z[d + 1] - scale * Float(row[d + 1])
                    let e = z[d + 2] - scale * Float(row[d + 2]), f = z[d + 3] - scale * Float(row[d + 3])
                    s0 += a * a; s1 += b * b; s2 += e * e; s3 += f * f
                    d += 4
                }
                let partial = (s0 + s1) + (s2 + s3)
                if near.count < keep {
                    near.append((partial, c))
                    if near.count == keep { (worst, worstAt) = Self.largest(near) }
                } else if partial < worst {
                    near[worstAt] = (partial, c)
                    (worst, worstAt) = Self.largest(near)
                }
            }
        }
        return near
    }

    /// The shortlist's full distances (the partial ones over `lead` dimensions completed), the
    /// `count` nearest first.
    func refine(_ shortlisted: [(distance: Float, index: Int)], point: [Float], lead: Int, count: Int) -> [(distance: Float, index: Int)] {
        let dimensions = model.dimensions
        let lead = lead / 4 * 4
        var near = shortlisted
        let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
        for k in near.indices {
            let row = codes + near[k].index * dimensions
            let scale = model.prototypeScales.load(fromByteOffset: 4 * near[k].index, as: Float.self)
            var sum = near[k].distance
            for d in lead..<dimensions {
                let diff = point[d] - scale * Float(row[d])
                sum += diff * diff
            }
            near[k].distance = sum
        }
        near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return Array(near.prefix(count))
    }

    /// The largest distance of `items` and where it is.
    private static func largest(_ items: [(distance: Float, index: Int)]) -> (Float, Int) {
        var best: Float = -.infinity, at = 0
        for (k, item) in items.enumerated() where item.distance > best { (best, at) = (item.distance, k) }
        return (best, at)
    }
}
