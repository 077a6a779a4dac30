import Foundation
import Testing
@testable import Handwriting

@Suite struct HandwritingModelTests {
    private let writings: [(Character, Ink)] = [("一", TestInk.one), ("十", TestInk.ten), ("丨", TestInk.vertical), ("口", TestInk.mouth)]

    @Test func aWrittenModelReadsBackAndRecognisesItsCharacters() throws {
        let (path, _) = try TestInk.tinyModel(writings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let model = try HandwritingModel(path: path)
        #expect(model.characterCount == 4)
        #expect(model.dimensions == DirectionFeatures().count)
        #expect((0..<4).map(model.character) == ["一", "十", "丨", "口"])
        #expect(model.likelihoodScale == 0.5)
        let recognizer = HandwritingRecognizer(model: model)
        for (index, (character, ink)) in writings.enumerated() {
            let found = try recognizer.recognize(TestInk.shaken(ink, seed: UInt64(index)), limit: 4)
            #expect(found.first?.character == character, "\(character): \(found)")
            #expect(found.count == 4)
            #expect(zip(found, found.dropFirst()).allSatisfy { $0.score >= $1.score }, "best first")
        }
    }

    /// Opens `bytes` after `damage` and returns the error's description.
    private func openError(_ bytes: [UInt8], _ damage: (inout [UInt8]) -> Void) throws -> HandwritingError? {
        var damaged = bytes
        damage(&damaged)
        let path = TestInk.temporaryPath("damaged.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        do {
            _ = try HandwritingModel(path: path)
            return nil
        } catch let error as HandwritingError {
            return error
        }
    }

    @Test func aCorruptOrTruncatedModelIsAClearError() throws {
        let (path, bytes) = try TestInk.tinyModel(writings)
        try? FileManager.default.removeItem(atPath: path)
        let flipped = try openError(bytes) { $0[$0.count / 2] ^= 0x41 }
        #expect(flipped?.description.contains("checksum") == true, "\(String(describing: flipped))")
        let truncated = try openError(bytes) { $0.removeLast(100) }
        #expect(truncated?.description.contains("truncated") == true, "\(String(describing: truncated))")
        let empty = try openError(bytes) { $0 = [] }
        #expect(empty?.description.contains("empty") == true)
        let foreign = try openError(bytes) { $0[8] = UInt8(ascii: "X") }
        #expect(foreign?.description.contains("expected HWR1") == true, "\(String(describing: foreign))")
        if case .model(.corruptFile) = flipped {} else { Issue.record("a damaged model is .model(.corruptFile), got \(String(describing: flipped))") }
        #expect(throws: HandwritingError.model(.unreadableFile(path: "/nonexistent-shurufa.bin", reason: "No such file or directory"))) {
            try HandwritingModel(path: "/nonexistent-shurufa.bin")
        }
    }

    @Test func aModelWhoseSectionsDisagreeIsRefused() throws {
        var parts = HandwritingModel.Parts(characters: ["一", "十"], mean: [Float](repeating: 0, count: 512),
                                           projection: [Float](repeating: 0.01, count: 512 * 4), prototypes: [Float](repeating: 1, count: 2 * 4))
        parts.mean.removeLast()  // 511 numbers for 512 features: checksum fine, structure wrong
        let path = TestInk.temporaryPath("ragged.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(parts.encoded()).write(to: URL(fileURLWithPath: path))
        #expect(throws: HandwritingError.self) { try HandwritingModel(path: path) }
    }

    @Test func theShippedModelOpensAndReadsPlainWritings() throws {
        let model = try HandwritingModel()
        #expect(model.characterCount == 6763 + 26, "GB2312's and compose.py's Hong Kong characters")
        let recognizer = HandwritingRecognizer(model: model)
        #expect(try recognizer.recognize(TestInk.one).first?.character == "一")
        #expect(try recognizer.recognize(TestInk.ten).prefix(3).contains { $0.character == "十" })
        #expect(try recognizer.recognize(TestInk.mouth).prefix(3).contains { $0.character == "口" })
    }
}
