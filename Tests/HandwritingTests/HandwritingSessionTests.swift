import Foundation
import ShurufaTestSupport
import Testing
@testable import Handwriting

@Suite struct HandwritingSessionTests {
    /// A random scribble of `strokes` strokes, seeded.
    private func scribble(seed: UInt64, strokes: Int) -> Ink {
        var generator = SeededGenerator(seed: seed)
        var ink = Ink()
        for _ in 0..<strokes {
            let a = (Double.random(in: 20...280, using: &generator), Double.random(in: 20...280, using: &generator))
            let b = (Double.random(in: 20...280, using: &generator), Double.random(in: 20...280, using: &generator))
            ink.strokes.append(TestInk.line(a, b, count: Int.random(in: 2...40, using: &generator)))
        }
        return ink
    }

    @Test func everyStrokeAddedGivesWhatRecognisingTheWritingSoFarGives() throws {
        let recognizer = HandwritingRecognizer(model: try HandwritingModel())
        for seed in 0..<12 as Range<UInt64> {
            let ink = seed < 2 ? [TestInk.ten, TestInk.mouth][Int(seed)] : scribble(seed: seed, strokes: 1 + Int(seed % 9))
            var session = try HandwritingSession(recognizer: recognizer)
            var sofar = Ink()
            for stroke in ink.strokes {
                sofar.strokes.append(stroke)
                let incremental = session.add(stroke)
                #expect(incremental == (try recognizer.recognize(sofar)), "seed \(seed), stroke \(sofar.strokes.count)")
                #expect(!incremental.isEmpty)
            }
            let last = session.candidates
            session.removeLastStroke()
            sofar.strokes.removeLast()
            #expect(session.candidates == (try recognizer.recognize(sofar)), "undoing a stroke")
            session.add(ink.strokes.last!)
            #expect(session.candidates == last)
        }
    }

    @Test func thePointLimitThinsIncrementalAndWholeAlike() throws {
        let recognizer = HandwritingRecognizer(model: try HandwritingModel())
        var session = try HandwritingSession(recognizer: recognizer)
        var ink = Ink()
        for k in 0..<3 {
            let stroke = TestInk.line((30, 40 + 90 * Double(k)), (270, 60 + 90 * Double(k)), count: 3000)
            ink.strokes.append(stroke)
            #expect(session.add(stroke) == (try recognizer.recognize(ink)))
        }
    }

    @Test func clearingStartsANewCharacter() throws {
        var session = try HandwritingSession(recognizer: HandwritingRecognizer(model: try HandwritingModel()))
        session.add(TestInk.one.strokes[0])
        #expect(session.candidates.first?.character == "一")
        session.clear()
        #expect(session.candidates.isEmpty && session.ink.strokes.isEmpty)
        #expect(session.removeLastStroke().isEmpty, "nothing to remove")
    }
}
