import Foundation
import Testing
@testable import Handwriting

/// The cues that tell where one character ends and the next begins, each on its own: the
/// stroke-count prior, overlapped characters sharing the square, and a whole character kept whole.
@Suite struct PhraseSegmentationTests {
    private let reader = PhraseRecognizer(recognizer: HandwritingRecognizer(model: try! HandwritingModel()))

    /// `ink` squeezed into the horizontal band `from`…`to` of the 300-unit pad.
    static func squeezed(_ ink: Ink, from: Double, to: Double) -> Ink {
        var out = ink
        for s in out.strokes.indices {
            for p in out.strokes[s].points.indices {
                out.strokes[s].points[p].x = from + out.strokes[s].points[p].x / 300 * (to - from)
            }
        }
        return out
    }

    @Test func theStrokeCountPriorIsSoftAndCapped() throws {
        #expect(reader.strokeCounts != nil, "the bundled table is read")
        #expect(reader.strokeCost("口", strokes: 3) == 0)
        #expect(reader.strokeCost("口", strokes: 4) == reader.strokeWeight)
        #expect(reader.strokeCost("口", strokes: 2) == reader.strokeWeight, "one stroke short costs as one too many")
        #expect(reader.strokeCost("口", strokes: 40) == reader.strokeCap)
        #expect(reader.strokeCost("a", strokes: 7) == 0, "a character the table does not know costs nothing")
        var bare = reader
        bare.strokeCounts = nil
        #expect(bare.strokeCost("口", strokes: 9) == 0)
    }

    @Test func overlappedCharactersShareTheSquare() {
        let geometry = PhraseGeometry(layout: .overlapped, whole: InkBox(minX: 0, minY: 0, maxX: 300, maxY: 300))
        let full = InkBox(minX: 20, minY: 10, maxX: 280, maxY: 290), shifted = InkBox(minX: 60, minY: 30, maxX: 290, maxY: 300)
        #expect(geometry.transitionCost(from: full, to: shifted) == 0, "two characters on the same square")
        let left = InkBox(minX: 10, minY: 60, maxX: 110, maxY: 240), right = InkBox(minX: 130, minY: 10, maxX: 290, maxY: 290)
        #expect(geometry.transitionCost(from: left, to: right) > 5, "a left part beside the rest is one character")
        let top = InkBox(minX: 20, minY: 10, maxX: 280, maxY: 90), bottom = InkBox(minX: 20, minY: 110, maxX: 280, maxY: 290)
        #expect(geometry.transitionCost(from: top, to: bottom) > 5, "so is an upper part above the rest")
        let line = PhraseGeometry(layout: .sideBySide, whole: InkBox(minX: 0, minY: 0, maxX: 600, maxY: 300))
        #expect(line.transitionCost(from: left, to: right) == 0, "side by side, characters stand apart")
    }

    @Test func aCharacterOfTwoPartsIsReadAsOne() throws {
        // 口 on the left, 十 on the right: the ink of 叶, not the phrase 口十.
        let ink = PhraseRecognizerTests.phrase([Self.squeezed(TestInk.mouth, from: 10, to: 120),
                                                Self.squeezed(TestInk.ten, from: 110, to: 290)])
        let found = try reader.recognize(ink, context: nil)
        #expect(found.first?.characters.count == 1, "read \(found.first?.text ?? "nothing")")
        // The same parts written over each other are two characters (or 田): not beside each other.
        let stacked = PhraseRecognizerTests.phrase([TestInk.mouth, TestInk.ten])
        #expect(try reader.recognize(stacked, context: nil).first?.text != "叶")
    }

    @Test func eachSpansWritingScoreCountsByItsStrokes() {
        #expect(reader.writingWeight(strokes: Int(reader.referenceStrokes)) == reader.writingWeight)
        // Every segmentation of the same strokes weighs the writing alike: a sloppier hand costs
        // two characters no more than the one complex character their ink could also be.
        let apart = reader.writingWeight(strokes: 5) + reader.writingWeight(strokes: 9)
        #expect(abs(apart - reader.writingWeight(strokes: 14)) < 1e-9)
        var flat = reader
        flat.inkWeighting = 0
        #expect(flat.writingWeight(strokes: 2) == flat.writingWeight(strokes: 14), "0: every span alike")
    }

    @Test func twoCharactersSideBySideAreNotOneWideCharacter() throws {
        // 十 then 口, each in its own half of a short line: in doubt between one wide character
        // and two, and no character reads the whole well.
        var ink = PhraseRecognizerTests.phrase([Self.squeezed(TestInk.ten, from: 10, to: 130),
                                                Self.squeezed(TestInk.mouth, from: 170, to: 290)])
        for s in ink.strokes.indices {
            for p in ink.strokes[s].points.indices { ink.strokes[s].points[p].y = 80 + ink.strokes[s].points[p].y * 0.55 }
        }
        let boxes = try ink.cleanedStrokes().map { InkBox($0)! }, whole = InkBox.union(boxes[...])!
        #expect(PhraseLayout.detect(boxes: boxes) == .sideBySide && whole.width < reader.doubtfulAspect * whole.height, "in doubt")
        let found = try reader.recognize(ink, context: nil)
        #expect(found.first?.text.first == "十" && found.first?.characters.count == 2, "read \(found.first?.text ?? "nothing")")
        var readings = SpanReadings()
        #expect(!reader.readsWell(try ink.cleanedStrokes(), readings: &readings))
    }

    @Test func aCharacterOfMoreStrokesThanASpanIsStillReadWhole() throws {
        var short = reader
        short.spanStrokes = 2
        let whole = try short.recognize(TestInk.mouth, context: nil)
        #expect(["口", "囗"].contains(whole.first?.text), "the whole writing is read as one: \(whole.map(\.text))")
        var tooFew = short
        tooFew.spanStrokes = 1
        #expect(try tooFew.recognize(TestInk.ten, context: nil).contains { $0.text == "十" },
                "two strokes read whole as a character of two")
        short.strokeCap = 0
        #expect(try short.recognize(TestInk.mouth, context: nil).allSatisfy { $0.characters.count > 1 },
                "read whole, a character of as many strokes only (none within a cap of 0)")
        short.strokeCap = 8
        short.wholeStrokes = 0
        #expect(try short.recognize(TestInk.mouth, context: nil).first.map { $0.characters.count > 1 } == true,
                "without it, spans of at most two strokes")
    }
}
