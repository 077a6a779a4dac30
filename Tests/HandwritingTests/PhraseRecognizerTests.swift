import Foundation
import Testing
@testable import Handwriting

/// A hand-made language model: costs by (text before, character); any other pair is unknown.
private struct TableContext: CharacterContext {
    var costs: [String: [Character: Double]]
    func costs(of characters: [Character], after text: String) -> [Double?] {
        characters.map { costs[text]?[$0] }
    }
}

/// Phrases written without a pause: the layout told from the strokes, the segmentation searched,
/// the language model deciding between readings the writing leaves open.
@Suite struct PhraseRecognizerTests {
    private let reader = PhraseRecognizer(recognizer: HandwritingRecognizer(model: try! HandwritingModel()))

    /// `inks` written one after another: side by side (each moved right by `advance` of the
    /// 300-unit cell) or all on the same pad.
    static func phrase(_ inks: [Ink], advance: Double? = nil) -> Ink {
        var strokes: [InkStroke] = []
        for (index, ink) in inks.enumerated() {
            let dx = (advance ?? 0) * 300 * Double(index)
            strokes += ink.strokes.map { InkStroke($0.points.map { InkPoint(x: $0.x + dx, y: $0.y, time: $0.time) }) }
        }
        let width = advance.map { 300 + $0 * 300 * Double(inks.count - 1) } ?? 300
        return Ink(strokes: strokes, width: width, height: 300)
    }

    @Test func theLayoutIsToldFromTheStrokes() throws {
        func layout(_ ink: Ink) throws -> PhraseLayout {
            PhraseLayout.detect(boxes: try ink.cleanedStrokes().map { InkBox($0)! })
        }
        #expect(try layout(Self.phrase([TestInk.ten, TestInk.mouth], advance: 0.9)) == .sideBySide)
        #expect(try layout(Self.phrase([TestInk.ten, TestInk.mouth, TestInk.ten], advance: 0.75)) == .sideBySide)
        #expect(try layout(Self.phrase([TestInk.ten, TestInk.mouth])) == .overlapped)
        #expect(try layout(Self.phrase([TestInk.mouth, TestInk.ten, TestInk.mouth])) == .overlapped)
        #expect(try layout(TestInk.one) == .overlapped, "one wide character is not a line")
        // A wide character whose strokes go back left (三 drawn wide) is no line either.
        let wide = Ink(strokes: [TestInk.line((10, 120), (290, 120)), TestInk.line((10, 150), (290, 150)),
                                 TestInk.line((10, 180), (290, 180))])
        #expect(try layout(wide) == .overlapped)
    }

    @Test func sideBySideCharactersAreReadApart() throws {
        // By the writing alone (no language model): the placement splits the strokes.
        let found = try reader.recognize(Self.phrase([TestInk.ten, TestInk.mouth], advance: 0.9), context: nil)
        #expect(found.first?.characters.map(\.strokes) == [0..<2, 2..<5])
        #expect(found.first?.characters.first?.character == "十")
        #expect(["口", "囗"].contains(found.first?.characters.last?.character), "a drawn square: \(found.first?.text ?? "")")
        #expect(Set(found.map(\.text)).count == found.count, "distinct readings")
        #expect(found.count > 1 && found.count <= 10)
    }

    @Test func theLanguageModelDecidesWhatTheWritingLeavesOpen() throws {
        // 口 then 十 on the same square (overlapped) is the ink of 田: one character or two, as
        // the text wants; each reading keeps which strokes made which character.
        let ink = Self.phrase([TestInk.mouth, TestInk.ten])
        let field = TableContext(costs: ["": ["田": 0.1, "口": 30], "我": ["田": 0.1, "口": 30]])
        let pair = TableContext(costs: ["": ["口": 0.1, "田": 30], "口": ["十": 0.1]])
        #expect(try reader.recognize(ink, context: field).first?.text == "田")
        let two = try #require(try reader.recognize(ink, context: pair).first)
        #expect(two.text == "口十")
        #expect(two.characters.map(\.strokes) == [0..<3, 3..<5])
        #expect(try reader.recognize(ink, after: "我", context: field).first?.text == "田", "the text before the caret")
    }

    @Test func spansReadBeforeAreKept() throws {
        let ink = Self.phrase([TestInk.ten, TestInk.mouth])
        let strokes = try ink.cleanedStrokes()
        var readings = SpanReadings()
        _ = try reader.recognize(cleaned: Array(strokes.prefix(4)), after: "", context: nil, limit: 10, readings: &readings)
        #expect(readings.count == 10, "every span of 4 strokes")
        let again = try reader.recognize(cleaned: strokes, after: "", context: nil, limit: 10, readings: &readings)
        #expect(readings.count == 15, "the fifth stroke adds only the spans ending at it")
        var fresh = SpanReadings()
        #expect(again == (try reader.recognize(cleaned: strokes, after: "", context: nil, limit: 10, readings: &fresh)))
        readings.forget(from: 3)
        #expect(readings.count == 6, "spans of the first 3 strokes stay")
    }

    @Test func spansReadSeveralAtOnceReadAsOneByOne() throws {
        // Overlapped and side by side, whole and stroke by stroke as a pad adds them: the spans
        // read on the machine's cores give the readings (and the kept spans) of a read on one thread.
        var serial = reader
        serial.concurrentReads = false
        #expect(reader.concurrentReads, "the default reads several at once")
        for ink in [Self.phrase([TestInk.mouth, TestInk.ten, TestInk.mouth]), Self.phrase([TestInk.ten, TestInk.mouth, TestInk.ten], advance: 0.9)] {
            let strokes = try ink.cleanedStrokes()
            var together = SpanReadings(), apart = SpanReadings()
            for end in 1...strokes.count {
                let prefix = Array(strokes.prefix(end))
                let a = try reader.recognize(cleaned: prefix, after: "", context: nil, limit: 10, readings: &together)
                let b = try serial.recognize(cleaned: prefix, after: "", context: nil, limit: 10, readings: &apart)
                #expect(a == b, "\(end) strokes")
                #expect(!a.isEmpty)
            }
            #expect(together.count == apart.count)
            #expect(try reader.recognize(ink, context: nil) == (try serial.recognize(ink, context: nil)))
        }
        // Asked for spans it holds, it reads none again; asked twice for one, it reads it once.
        let strokes = try Self.phrase([TestInk.ten, TestInk.mouth]).cleanedStrokes()
        var readings = SpanReadings()
        readings.read([0..<2, 0..<2, 2..<5, 1..<3], of: strokes, recognizer: reader.recognizer, concurrently: true)
        #expect(readings.count == 3)
        #expect(readings.candidates(2..<5, of: strokes, recognizer: reader.recognizer)
                == reader.recognizer.readSpan(Array(strokes[2..<5]), limit: readings.spanCandidates))
    }

    @Test func aSessionsFirstCharacterCandidatesAreTheRecognizersForItsStrokes() throws {
        let context = TableContext(costs: ["前": ["十": 1, "口": 2, "田": 1]])
        var session = try PhraseSession(reader: reader, after: "前", context: context, limit: 5)
        let strokes = Self.phrase([TestInk.ten, TestInk.mouth, TestInk.ten]).strokes
        func expectTheRecognizers(_ note: String) throws {
            let cleaned = try session.ink.cleanedStrokes()
            let first = session.readings.first?.characters.first?.strokes ?? 0..<cleaned.count
            let expected = reader.recognizer.recognize(cleaned: Array(cleaned[first]), after: session.textBefore,
                                                       context: context, limit: session.limit)
            #expect(session.firstCharacterCandidates == expected, "\(note)")
        }
        for (index, stroke) in strokes.enumerated() {
            session.add(stroke)
            try expectTheRecognizers("after stroke \(index + 1)")
        }
        for _ in 0..<4 {
            session.removeLastStroke()
            try expectTheRecognizers("a stroke removed, \(session.ink.strokes.count) left")
        }
        session.textBefore = "后"
        session.add(strokes[strokes.count - 4])
        try expectTheRecognizers("another text before")
        session.limit = 2
        session.add(strokes[strokes.count - 3])
        try expectTheRecognizers("another limit")
    }

    @Test func aWritingReadAsSeveralIsOfferedWholeAsTheOneCharacterReaderReadsIt() throws {
        let context = TableContext(costs: ["前": ["十": 1, "口": 2, "古": 3, "叶": 3, "田": 3]])
        // 十 then 口 on one square also reads well as one character (古, 田): without the cost of
        // splitting such ink (`overlappedSplitCost`), two characters are read first.
        var reader = reader
        reader.overlappedSplitCost = 0
        for text in ["", "前"] {
            var session = try PhraseSession(reader: reader, after: text, context: context, limit: 5)
            for stroke in Self.phrase([TestInk.ten, TestInk.mouth]).strokes { session.add(stroke) }
            #expect((session.readings.first?.characters.count ?? 0) > 1, "\(session.readings.map(\.text))")
            let whole = reader.recognizer.recognize(cleaned: try session.ink.cleanedStrokes(), after: text, context: context, limit: 2)
            #expect(session.wholeAsOneCandidates.count == PhraseSession.wholeAsOneLimit)
            #expect(session.wholeAsOneCandidates.first?.character == whole.first?.character, "after \(text)")
        }
    }

    @Test func runawayInputIsRefusedOrThinned() throws {
        let many = Ink(strokes: Array(repeating: TestInk.line((10, 10), (20, 20), count: 2), count: 10_000))
        #expect(throws: HandwritingError.phraseTooLong(strokes: 10_000, limit: 200)) { try reader.recognize(many, context: nil) }
        #expect("\(HandwritingError.phraseTooLong(strokes: 10_000, limit: 200))".contains("10000 strokes"))
        // A million points in a few strokes are thinned to the recognizer's point limit first.
        var scribble = Ink()
        for s in 0..<4 {
            var points: [InkPoint] = []
            points.reserveCapacity(250_000)
            for k in 0..<250_000 {
                let x = Double((k * 7 + s * 13) % 300), y = Double((k * 11) % 300)
                points.append(InkPoint(x: x, y: y))
            }
            scribble.strokes.append(InkStroke(points))
        }
        #expect(try reader.recognize(scribble, context: nil).count <= 10)
        #expect(try reader.recognize(Ink(), context: nil).isEmpty)
        #expect(throws: HandwritingError.self) { try reader.recognize(Ink(strokes: [], width: 0, height: 300), context: nil) }
    }
}
