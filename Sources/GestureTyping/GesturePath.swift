/// A gesture's path resampled to points evenly spaced along its length: how fast the finger
/// moved, where it paused and how densely the screen sampled it do not change the shape the
/// decoder compares (a pause mid-word or a slow corner piles up samples, not cost).
public struct GesturePath: Sendable, Equatable {
    /// The resampled points in keyboard points, first at the touch-down, last at the lift.
    public let points: [SIMD2<Float>]
    /// The length of the drawn path in points.
    public let length: Float

    /// How many points a path is resampled to.
    public static let defaultResolution = 48

    /// The path through `samples` (x, y in points; times are not needed for the shape), resampled
    /// to `resolution` points. Nil when there is no sample or a coordinate is not finite.
    public init?(samples: [SIMD2<Float>], resolution: Int = GesturePath.defaultResolution) {
        guard let first = samples.first, samples.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let count = max(2, resolution)
        var cumulative = [Float](repeating: 0, count: samples.count)
        for index in samples.indices.dropFirst() {
            let d = samples[index] - samples[index - 1]
            cumulative[index] = cumulative[index - 1] + (d * d).sum().squareRoot()
        }
        length = cumulative.last ?? 0
        guard length > 0 else {
            points = [SIMD2<Float>](repeating: first, count: count)
            return
        }
        var resampled: [SIMD2<Float>] = []
        resampled.reserveCapacity(count)
        var segment = 1
        for step in 0..<count {
            let target = length * Float(step) / Float(count - 1)
            while segment < samples.count - 1, cumulative[segment] < target { segment += 1 }
            let start = cumulative[segment - 1], span = cumulative[segment] - start
            let fraction = span > 0 ? min(1, max(0, (target - start) / span)) : 0
            resampled.append(samples[segment - 1] + (samples[segment] - samples[segment - 1]) * fraction)
        }
        points = resampled
    }
}
