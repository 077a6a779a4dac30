import Testing
@testable import GestureTyping

@Suite struct GesturePathTests {
    @Test func pointsAreEvenlySpacedAlongThePath() throws {
        let path = try #require(GesturePath(samples: [SIMD2(0, 0), SIMD2(10, 0), SIMD2(100, 0)], resolution: 11))
        #expect(path.length == 100)
        #expect(path.points.count == 11)
        for (index, point) in path.points.enumerated() { #expect(abs(point.x - Float(index) * 10) < 0.001) }
    }

    @Test func aPauseOrDenseSamplingChangesNothing() throws {
        let sparse = try #require(GesturePath(samples: [SIMD2(0, 0), SIMD2(50, 0), SIMD2(50, 40)], resolution: 9))
        let paused = [SIMD2<Float>(0, 0)] + Array(repeating: SIMD2(25, 0), count: 30) + [SIMD2(50, 0), SIMD2(50, 20), SIMD2(50, 40)]
        let dense = try #require(GesturePath(samples: paused, resolution: 9))
        for (a, b) in zip(sparse.points, dense.points) { #expect(((a - b) * (a - b)).sum() < 0.0001) }
    }

    @Test func aTremblingRestAddsNoLengthAndTheLiftEndsThePath() throws {
        let steady = try #require(GesturePath(samples: [SIMD2(0, 0), SIMD2(60, 0), SIMD2(60, 40)], resolution: 9))
        // A finger resting at (60, 0) sampled 40 times, each a point off its neighbour.
        let rest = (0..<40).map { SIMD2<Float>(60 + Float($0 % 2), Float(($0 / 2) % 2)) }
        let trembling = try #require(GesturePath(samples: [SIMD2(0, 0)] + rest + [SIMD2(60, 40)], resolution: 9))
        #expect(abs(trembling.length - steady.length) < 3, "\(trembling.length) vs \(steady.length)")
        for (a, b) in zip(steady.points, trembling.points) { #expect(((a - b) * (a - b)).sum() < 4) }
        // A lift within the jitter of the last move is still where the path ends.
        let lifted = try #require(GesturePath(samples: [SIMD2(0, 0), SIMD2(50, 0), SIMD2(51, 0)], resolution: 3))
        #expect(lifted.points.last == SIMD2(51, 0))
        let nudge = try #require(GesturePath(samples: [SIMD2(0, 0), SIMD2(1, 0)], resolution: 2))
        #expect(nudge.points == [SIMD2(0, 0), SIMD2(1, 0)])
    }

    @Test func aTapIsOnePointRepeatedAndGarbageIsRefused() throws {
        let tap = try #require(GesturePath(samples: [SIMD2(5, 7)], resolution: 4))
        #expect(tap.points == Array(repeating: SIMD2(5, 7), count: 4) && tap.length == 0)
        #expect(GesturePath(samples: []) == nil)
        #expect(GesturePath(samples: [SIMD2(.nan, 0), SIMD2(1, 1)]) == nil)
    }
}
