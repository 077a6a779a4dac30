import Foundation
import ShurufaTestSupport
import Testing
@testable import Handwriting

/// The bounded nearest-prototype search (leading dimensions for every prototype, the rest for
/// those the bound leaves) against a plain scan of every prototype over every dimension.
@Suite struct NearestPrototypeTests {
    private let recognizer = HandwritingRecognizer(model: try! HandwritingModel())

    /// Every prototype's squared distance to `point` over all dimensions, nearest first (ties by index).
    private func wholeScan(_ point: [Float]) -> [(distance: Float, index: Int)] {
        let model = recognizer.model
        let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
        let scales = model.prototypeScales.assumingMemoryBound(to: Float.self)
        return (0..<model.characterCount).map { c in
            var sum: Float = 0
            for d in 0..<model.dimensions {
                let difference = point[d] - scales[c] * Float(codes[c * model.dimensions + d])
                sum += difference * difference
            }
            return (sum, c)
        }.sorted(by: HandwritingRecognizer.nearer)
    }

    /// Points to search from: real writings' features, and prototypes moved by seeded noise
    /// (far from every prototype, so the bound leaves many to complete).
    private func points() throws -> [[Float]] {
        var points = try [TestInk.one, TestInk.ten, TestInk.shaken(TestInk.mouth, seed: 3)].map { ink in
            recognizer.project(try #require(recognizer.model.features.features(of: try ink.cleanedStrokes())))
        }
        var generator = SeededGenerator(seed: 41)
        let model = recognizer.model
        let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
        for spread: Float in [1, 4] {
            let c = Int.random(in: 0..<model.characterCount, using: &generator)
            let scale = model.prototypeScales.load(fromByteOffset: 4 * c, as: Float.self)
            points.append((0..<model.dimensions).map { d in
                scale * Float(codes[c * model.dimensions + d]) + spread * Float.random(in: -1...1, using: &generator)
            })
        }
        return points
    }

    @Test func theBoundedSearchFindsWhatTheWholeScanFinds() throws {
        for point in try points() {
            let found = recognizer.exactNearest(to: point, count: 40)
            let expected = wholeScan(point).prefix(40)
            #expect(found.count == 40)
            #expect(found.first?.index == expected.first?.index)
            for (got, want) in zip(found, expected) {
                // The same prototypes at each place, up to rounding (sums taken in another order).
                #expect(abs(got.distance - want.distance) <= 1e-4 * max(1, want.distance), "\(got) vs \(want)")
            }
            #expect(Set(found.map(\.index)).count == 40, "no prototype twice")
        }
    }

    @Test func aPoolPastTheCountKeepsTheFirstExactAndTheRestFromTheShortlist() throws {
        for point in try points() {
            let found = recognizer.exactNearest(to: point, count: 10, pool: 40)
            let expected = wholeScan(point)
            #expect(found.count == 40)
            for (got, want) in zip(found.prefix(10), expected.prefix(10)) {
                #expect(abs(got.distance - want.distance) <= 1e-4 * max(1, want.distance), "\(got) vs \(want)")
            }
            // The rest: nearest first, none of the first again, none nearer than the tenth.
            #expect(zip(found, found.dropFirst()).allSatisfy { !HandwritingRecognizer.nearer($1, $0) })
            #expect(Set(found.map(\.index)).count == 40)
            #expect(found.dropFirst(10).allSatisfy { $0.distance >= found[9].distance })
        }
    }

    @Test func theNearestFewAreTheSortsFirstTiesByIndex() {
        var generator = SeededGenerator(seed: 7)
        let items = (0..<64).map { (distance: Float(Int.random(in: 0..<20, using: &generator)), index: $0 * 3 % 64) }
        for count in [1, 8, 40, 64, 70] {
            let kept = HandwritingRecognizer.nearestFew(count, of: items)
            let sorted = items.sorted(by: HandwritingRecognizer.nearer).prefix(count)
            #expect(kept.map(\.index) == sorted.map(\.index), "count \(count)")
        }
    }

    @Test func eightBucketsAtOnceAreEachDistancesBucket() {
        let values: [Float] = [0, -0.0001, 1, 3.5, 1e-30, 7e6, .nan, 0.25]
        let lanes = HandwritingRecognizer.buckets(SIMD8(values))
        for (lane, value) in values.enumerated() { #expect(Int(lanes[lane]) == HandwritingRecognizer.bucket(value), "\(value)") }
    }

    @Test func theShortlistHoldsTheLeastLeadingDistancesTiesByIndex() {
        let distances: [Float] = [5, 1, 3, 3, 0, 9, 3, 2, -0.0001, 7]
        var histogram = HandwritingRecognizer.emptyHistogram
        for value in distances { histogram[HandwritingRecognizer.bucket(value)] += 1 }
        let kept = HandwritingRecognizer.smallest(distances, histogram: histogram, keep: 5).sorted(by: HandwritingRecognizer.nearer)
        // -0.0001 (rounded below zero) counts as the least; of the three 3s, the first by index.
        #expect(kept.map(\.index) == [8, 4, 1, 7, 2])
        #expect(HandwritingRecognizer.smallest(distances, histogram: histogram, keep: 20).count == distances.count)
        #expect(HandwritingRecognizer.smallest(distances, histogram: histogram, keep: 0).isEmpty)
    }

    @Test func theLeadingDistancesAreThoseOfTheBytes() throws {
        let model = recognizer.model
        let point = try #require(try points().first)
        var histogram = HandwritingRecognizer.emptyHistogram
        let lead = recognizer.leadDistances(point, histogram: &histogram)
        #expect(lead.count == model.characterCount)
        #expect(histogram.reduce(0, +) == model.characterCount)
        let codes = model.prototypes.assumingMemoryBound(to: Int8.self)
        for c in [0, 1, 7, 8, model.characterCount - 1] {
            let scale = model.prototypeScales.load(fromByteOffset: 4 * c, as: Float.self)
            let expected = (0..<model.leadWidth).reduce(Float(0)) { sum, d in
                let difference = point[d] - scale * Float(codes[c * model.dimensions + d])
                return sum + difference * difference
            }
            #expect(abs(lead[c] - expected) <= 1e-4 * max(1, expected))
        }
    }
}
