import Foundation
import Handwriting
import ShurufaTestSupport
import Testing

/// The everyday Hong Kong characters GB2312's strokes lack (嘅 咗 佢 啲 …), composed by the
/// model's build from components it has (`scripts/handwriting/compose.py`): the shipped model
/// knows each, and reads each written by a shaky hand (the composed centre-lines, slanted,
/// squeezed and wobbled) among its first candidates.
@Suite struct ComposedCharacterTests {
    /// The characters the issue names; the rest of compose.py's table is checked to be known.
    static let everyday: [Character] = ["嘅", "咗", "佢", "啲"]

    @Test func theShippedModelKnowsTheComposedHongKongCharacters() throws {
        let model = try HandwritingModel()
        let known = Set((0..<model.characterCount).map(model.character))
        for character in "嘅咗佢啲哋嘢喺冇嚟咁噉嗰囉啱攞搵揾瞓嚿嘥" { #expect(known.contains(character), "\(character)") }
    }

    @Test(.enabled(if: ComposedCharacters.available, "the shared stroke file is beside the repository"))
    func eachWrittenByAShakyHandIsReadAmongTheFirstCandidates() throws {
        let recognizer = HandwritingRecognizer(model: try HandwritingModel())
        let composed = try ComposedCharacters.strokes()
        var first = 0
        for character in Self.everyday {
            let strokes = try #require(composed[character], "compose.py makes \(character)")
            for seed in UInt64(1)...3 {
                let written = ComposedCharacters.written(strokes, seed: seed)
                let ink = Ink(strokes: written.map { InkStroke($0.map { InkPoint(x: $0.0 * 300, y: $0.1 * 300) }) })
                let read = try recognizer.recognize(ink, limit: 5).map(\.character)
                #expect(read.prefix(3).contains(character), "\(character) (seed \(seed)) read as \(read)")
                if read.first == character { first += 1 }
            }
        }
        #expect(first >= 10, "\(first) of 12 read first")
    }
}
