import KeyGeometry

/// SHARK2's shape channel (Kristensson & Zhai, UIST 2004): the path and a word's key-to-key
/// polyline, each resampled to `resolution` points, moved to their centroid and scaled to a
/// span of 1, compared point by point. Where and how large the word was drawn drop out: a
/// hand that draws a word's shape off to one side, or smaller than the keys lie, still matches
/// it, which the location channel (`GestureAligner`) alone punishes. Used to rank again the few
/// words the location channel found likeliest, so it costs a few templates a gesture.
public struct GestureShape: Sendable, Equatable {
    /// The points a path and a template are resampled to.
    public static let resolution = 32
    /// The path's normalised points.
    public let points: [SIMD2<Float>]

    /// The shape of the path through `samples` (keyboard points); nil when there is none.
    public init?(samples: [SIMD2<Float>]) {
        guard let path = GesturePath(samples: samples, resolution: Self.resolution) else { return nil }
        points = Self.normalised(path.points)
    }

    /// `points` with their centroid at the origin and their larger extent (width or height) 1;
    /// a path of one place stays a point at the origin.
    public static func normalised(_ points: [SIMD2<Float>]) -> [SIMD2<Float>] {
        guard let first = points.first else { return [] }
        var low = first, high = first, sum = SIMD2<Float>.zero
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
            sum += point
        }
        let centre = sum / Float(points.count)
        let span = max(high.x - low.x, high.y - low.y, 1e-3)
        return points.map { ($0 - centre) / span }
    }

    /// The mean distance between this shape and the polyline through `letters`' keys (a doubled
    /// letter drawn once) on `keyboard`, in spans; nil when `letters` has no letter to draw.
    public func distance(to letters: String, on keyboard: KeyGeometry) -> Float? {
        var centres: [SIMD2<Float>] = []
        for letter in letters {
            guard let index = KeyGeometry.index(of: letter) else { continue }  // an apostrophe is not drawn
            let centre = keyboard.centres[index]
            if centres.last != centre { centres.append(centre) }
        }
        guard !centres.isEmpty, let template = GesturePath(samples: centres, resolution: points.count, jitter: 0) else { return nil }
        let normalised = Self.normalised(template.points)
        var total: Float = 0
        for (a, b) in zip(points, normalised) {
            let d = a - b
            total += (d * d).sum().squareRoot()
        }
        return total / Float(points.count)
    }
}
