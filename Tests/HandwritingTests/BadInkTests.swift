import Foundation
import Testing
@testable import Handwriting

/// Whatever a finger, a broken host or a hostile caller sends, the recognizer answers with
/// candidates, an empty list or a clear error; it never traps.
@Suite struct BadInkTests {
    private let recognizer = HandwritingRecognizer(model: try! HandwritingModel())

    @Test func noPointsOrOnlyEmptyStrokesGiveNoCandidates() throws {
        #expect(try recognizer.recognize(Ink()).isEmpty)
        #expect(try recognizer.recognize(Ink(strokes: [InkStroke([]), InkStroke([])])).isEmpty)
        #expect(try recognizer.recognize(Ink(strokes: [InkStroke([InkPoint(x: 10, y: 10)])])).isEmpty, "a tap")
        let sameSpot = InkStroke(Array(repeating: InkPoint(x: 50, y: 50), count: 30))
        #expect(try recognizer.recognize(Ink(strokes: [sameSpot, sameSpot])).isEmpty, "no extent")
        #expect(try recognizer.recognize(TestInk.ten, limit: 0).isEmpty)
    }

    @Test func aFeatureGridOfLessThanTwoCellsGivesNoFeaturesAndDoesNotTrap() throws {
        let strokes = try TestInk.ten.cleanedStrokes()
        for grid in [-4, 0, 1] {
            var features = DirectionFeatures()
            features.fineGrid = grid
            #expect(features.features(of: strokes) == nil)
        }
        var smallest = DirectionFeatures()
        smallest.fineGrid = 2
        #expect(smallest.features(of: strokes)?.count == 8)
    }

    @Test func emptyStrokesAmongRealOnesAreSkipped() throws {
        var ink = TestInk.ten
        ink.strokes.insert(InkStroke([]), at: 1)
        ink.strokes.append(InkStroke([]))
        #expect(try recognizer.recognize(ink) == (try recognizer.recognize(TestInk.ten)))
    }

    @Test func pointsThatAreNotNumbersAreDropped() throws {
        var ink = TestInk.ten
        ink.strokes[0].points.insert(InkPoint(x: .nan, y: 100), at: 3)
        ink.strokes[1].points.append(InkPoint(x: .infinity, y: -.infinity))
        ink.strokes.append(InkStroke([InkPoint(x: .nan, y: .nan), InkPoint(x: 5, y: .infinity)]))
        #expect(try recognizer.recognize(ink) == (try recognizer.recognize(TestInk.ten)))
        let allBad = Ink(strokes: [InkStroke([InkPoint(x: .nan, y: 1), InkPoint(x: 2, y: .nan)])])
        #expect(try recognizer.recognize(allBad).isEmpty)
        let huge = Ink(strokes: [TestInk.line((0, 0), (1e300, 1e300)), TestInk.line((-1e300, 5), (1e300, 5))])
        _ = try recognizer.recognize(huge)  // overflowing sums are no ink, not a trap
        var farDot = TestInk.one
        farDot.strokes.append(InkStroke([InkPoint(x: 1e12, y: 1e12)]))
        #expect(try recognizer.recognize(farDot).count == 10, "a pen-up line to a far point is cut in few pieces, not 10¹¹")
    }

    @Test func aHundredThousandPointsAreThinnedNotATrap() throws {
        let long = TestInk.line((30, 150), (270, 150), count: 100_000)
        let found = try recognizer.recognize(Ink(strokes: [long]))
        #expect(found.first?.character == "一")
        let many = Ink(strokes: (0..<100_000).map { k in InkStroke([InkPoint(x: Double(k % 300), y: Double(k % 97))]) })
        _ = try recognizer.recognize(many)
        #expect(try Ink(strokes: [long]).cleanedStrokes().reduce(0) { $0 + $1.count } <= Ink.pointLimit + 1)
    }

    @Test func aCanvasWithoutAreaIsAClearError() throws {
        for (width, height) in [(0.0, 300.0), (300, 0), (-5, 300), (.nan, 300), (300, .infinity)] {
            let ink = Ink(strokes: TestInk.ten.strokes, width: width, height: height)
            #expect(throws: HandwritingError.self) { try recognizer.recognize(ink) }
            #expect(throws: HandwritingError.self) { try HandwritingSession(recognizer: recognizer, width: width, height: height) }
        }
        let error = HandwritingError.invalidCanvas(width: 0, height: 300)
        #expect(error.description.contains("positive size"))
    }
}
