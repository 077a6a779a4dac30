import Foundation
import Testing
@testable import Handwriting

/// The stroke-count table the phrase reader's prior reads.
@Suite struct StrokeCountsTests {
    @Test func theShippedTableKnowsTheModelsCharacters() throws {
        let counts = try StrokeCounts()
        #expect(counts.count == 6763 + 26, "GB2312's and compose.py's Hong Kong characters")
        #expect(counts.strokes(of: "嘅") == 12 && counts.strokes(of: "佢") == 6)
        #expect(counts.strokes(of: "一") == 1)
        #expect(counts.strokes(of: "口") == 3)
        #expect(counts.strokes(of: "啊") == 10)
        #expect(counts.strokes(of: "a") == nil)
        #expect(counts.strokes(of: "🇨🇳") == nil, "not one scalar")
        let model = try HandwritingModel()
        #expect((0..<model.characterCount).allSatisfy { counts.strokes(of: model.character($0)) != nil })
    }

    @Test func aDamagedTableIsAClearError() throws {
        let path = try #require(StrokeCounts.bundledPath)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func error(_ change: (inout [UInt8]) -> Void) throws -> HandwritingError? {
            var damaged = bytes
            change(&damaged)
            let copy = TestInk.temporaryPath("strokes.bin")
            defer { try? FileManager.default.removeItem(atPath: copy) }
            try Data(damaged).write(to: URL(fileURLWithPath: copy))
            do { _ = try StrokeCounts(path: copy); return nil } catch let error as HandwritingError { return error }
        }
        #expect(try error { _ in } == nil, "the copy itself opens")
        #expect(try error { $0[$0.count - 5] ^= 0x41 }?.description.contains("checksum") == true)
        #expect(try error { $0[8] = UInt8(ascii: "X") }?.description.contains("expected HWSC") == true)
        #expect(throws: HandwritingError.self) { try StrokeCounts(path: "/nonexistent-shurufa-strokes.bin") }
    }
}
