/// A gesture's path resampled to points evenly spaced along its length: how fast the finger
/// moved, where it paused and how densely the screen sampled it do not change the shape the
/// decoder compares (a pause mid-word or a slow corner piles up samples, not cost). A sample
/// closer than `jitter` points to the last one kept is dropped first, so a finger resting on a
/// key (a screen sampling a trembling touch many times) does not add length that is not there.
public struct GesturePath: Sendable, Equatable {
    /// The resampled points in keyboard points, first at the touch-down, last at the lift.
    public let points: [SIMD2<Float>]
    /// The length of the drawn path in points.
    public let length: Float

    /// How many points a path is resampled to.
    public static let defaultResolution = 48

    /// How far (points) a sample must be from the last one kept to count as a move.
    public static let defaultJitter: Float = 2

    /// The path through `samples` (x, y in points; times are not needed for the shape), resampled
    /// to `resolution` points after dropping moves under `jitter` points. Nil when there is no
    /// sample or a coordinate is not finite.
    public init?(samples drawn: [SIMD2<Float>], resolution: Int = GesturePath.defaultResolution, jitter: Float = GesturePath.defaultJitter) {
        guard let first = drawn.first, drawn.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let count = max(2, resolution)
        var samples = [first]
        let jitterSquared = jitter * jitter
        for sample in drawn.dropFirst() {
            let d = sample - samples[samples.count - 1]
            if (d * d).sum() >= jitterSquared { samples.append(sample) }
        }
        if let last = drawn.last, last != samples[samples.count - 1] {  // the lift was within the jitter: it ends the path
            if samples.count > 1 { samples[samples.count - 1] = last } else { samples.append(last) }
        }
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
