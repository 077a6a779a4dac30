import Foundation
import MappedData
import Testing
@testable import ChineseEngine

/// The third file's statistics (`words-libime.bin`'s model, `NewWordModel`) combined with `lm.bin`
/// and `lm-libime.bin` (`LanguageModel+NewWords`), against costs computed by hand.
@Suite struct NewWordModelTests {
    /// New words after `LanguageModelTests.sample`'s five: A (engine id 5) and B (6). Local ids:
    /// A 0, B 1, then the lexicon words the n-grams name, 我们 (engine 1) as 2 and 去 (2) as 3.
    /// Unigrams A 2.0, B 3.0; back-off A 0.4. Pairs 我们→A 1.25 (a trigram block: back-off 0.3,
    /// 我们 A → 去 0.5), A→去 0.5, and the carrier 我们→去 of the trigram 我们 去 → B 0.75
    /// (back-off 0.25, libime's as in the companion).
    static func newWords() -> DataFileWriter {
        var book = [Float](repeating: 0, count: 256)
        for (index, value) in [Float(0.5), 0.75, 1.25, 1.5].enumerated() { book[index] = value }
        for index in 4..<256 { book[index] = 10 + Float(index) }
        var writer = DataFileWriter(kind: Lexicon.Supplement.kind)
        writer.add("LXID", [UInt32(1), 2])
        writer.add("LMET", [UInt32(4), 3, 2])
        writer.add("UNIG", [UInt16(2000), 3000, ModelComponent.notCovered, ModelComponent.notCovered])
        writer.add("BOFF", [Int16(400), 0, 0, 0])
        writer.add("BIDX", [UInt32(0), 1, 1, 3, 3])
        writer.add("BGRM", [UInt32(3 << 8 | 0), 0 << 8 | 2, 3 << 8 | 1])   // A→去; 我们→A, 我们→去
        writer.add("QBOK", book.map(\.bitPattern))
        writer.add("TKEY", [UInt32(1), 2])
        writer.add("TIDX", [UInt32(0), 1, 2])
        writer.add("TBOF", [Int16(300), 250])
        writer.add("TGRM", [UInt32(3 << 8 | 0), 1 << 8 | 1])              // 我们 A → 去; 我们 去 → B
        writer.add("QTRI", book.map(\.bitPattern))
        return writer
    }

    private static func open(_ writer: DataFileWriter, _ body: (MappedData.DataFile<ChineseEngineError>) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-new-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        try body(MappedData.DataFile<ChineseEngineError>(path: path, kind: Lexicon.Supplement.kind))
    }

    private static func component(_ writer: DataFileWriter) throws -> ModelComponent {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-new-lm-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        return try ModelComponent(path: path)
    }

    /// lm.bin (the sample), lm-libime.bin (`ModelMixTests.companion`, λ 0.25) and the new words, each new word paying 1 nat.
    private static func threeFiles() throws -> LanguageModel {
        let model = try LanguageModel(main: component(LanguageModelTests.sample(sentenceEnds: true)),
                                      companion: component(ModelMixTests.companion()), mix: .init(companionWeight: 0.25, uncoveredCost: 0))
        var combined: LanguageModel?
        try open(newWords()) { data in
            combined = try model.adding(newWords: NewWordModel(data: data, base: 5, newCount: 2), newWordCost: 1)
        }
        return try #require(combined)
    }

    private func close(_ a: Float, _ b: Float) -> Bool { abs(a - b) < 2e-4 }

    @Test func aNewWordIsScoredByLibimesBackOffAcrossBothFilesPlusItsCost() throws {
        let model = try Self.threeFiles()
        #expect(model.allWordCount == 7)
        #expect(close(model.unigramCost(5), 3.0))                            // A's unigram 2.0 + 1
        #expect(close(model.cost(5, after: 1), 2.25))                        // the listed pair 我们→A 1.25
        #expect(close(model.cost(6, after: 2), 4.5))                         // bow(去) 0.5 from lm-libime.bin + B 3.0
        #expect(close(model.cost(6, after: model.history(1, 2)), 1.75))      // the trigram 我们 去 → B on its carrier pair
        // 我们 去 → A: the carrier's back-off 0.25, bow(去) 0.5, A 2.0.
        #expect(close(model.cost(5, after: model.history(1, 2)), 3.75))
        // A 去 → B: no pair (A 去) anywhere, so no back-off of it; bow(去) 0.5 + B 3.0.
        #expect(close(model.cost(6, after: model.history(5, 2)), 4.5))
    }

    @Test func aLexiconWordAfterANewOneMixesLmBinsUnigramWithLibimesBackOff() throws {
        let model = try Self.threeFiles()
        // 我们 A → 去: libime lists the trigram (0.5); lm.bin knows no A, so its unigram of 去 (2.0).
        // −ln(0.75·e^−2 + 0.25·e^−0.5):
        #expect(close(model.cost(2, after: model.history(1, 5)), 1.373836))
        // 我们 A → 吃饭: the pair's back-off 0.3, bow(A) 0.4, libime's 吃饭 1.0 = 1.7, against lm.bin's 3.0.
        #expect(close(model.cost(3, after: model.history(1, 5)), 2.488780))
        // 区, which libime lacks, is lm.bin's alone (uncovered cost 0).
        #expect(close(model.cost(4, after: model.history(-1, 5)), 2.5))
        // Lexicon n-grams are as before: 我们 去 → 吃饭 mixes the two trigrams.
        #expect(close(model.cost(3, after: model.history(1, 2)), 0.556888))
    }

    @Test func followersIncludeTheNewWordsByTheirEngineIDs() throws {
        let model = try Self.threeFiles()
        let followers = model.followers(of: 1, limit: 5)
        #expect(followers.map(\.word) == [2, 5])                            // 去 1.43, A 2.25
        #expect(close(followers[1].cost, 2.25))
        #expect(model.trigramFollowers(of: model.history(1, 2), limit: 5).map(\.word).contains(6))
        #expect(model.followers(of: 5, limit: 5).map(\.word) == [2])         // A → 去
    }

    @Test func withoutTheNewWordsAnIDPastTheLexiconCostsTheUnknownWordsCost() throws {
        let model = try LanguageModel(main: Self.component(LanguageModelTests.sample(sentenceEnds: true)),
                                      companion: Self.component(ModelMixTests.companion()), mix: .init(companionWeight: 0.25, uncoveredCost: 0))
        #expect(model.unigramCost(5) == LanguageModel.unknownWordCost)
        #expect(model.cost(5, after: model.history(1, 2)) == LanguageModel.unknownWordCost)
        // As a context it is unknown: the unigram (mixed).
        #expect(model.cost(3, after: model.history(-1, 5)) == model.unigramCost(3))
    }

    @Test func aModelThatDoesNotCoverItsWordsOrNamesNoLexiconIDsIsRefused() throws {
        var short = Self.newWords()
        short.sections[0] = ("LXID", ModelMixTests.bytes([UInt32(1)]))      // three local words named, four covered
        #expect { try Self.open(short) { _ = try NewWordModel(data: $0, base: 5, newCount: 2) } } throws: { "\($0)".contains("covers 4 words") }
        var unordered = Self.newWords()
        unordered.sections[0] = ("LXID", ModelMixTests.bytes([UInt32(2), 1]))
        #expect { try Self.open(unordered) { _ = try NewWordModel(data: $0, base: 5, newCount: 2) } } throws: { "\($0)".contains("ascending") }
        let main = try LanguageModel(Self.component(LanguageModelTests.sample()))
        try Self.open(Self.newWords()) { data in
            let newWords = try NewWordModel(data: data, base: 5, newCount: 2)
            #expect { try main.adding(newWords: newWords, newWordCost: 1) } throws: { "\($0)".contains("lm-libime.bin") }
        }
    }
}
