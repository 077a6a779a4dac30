import Foundation
import MappedData
import Testing
@testable import ChineseEngine

/// Two model components combined at run time (`LanguageModel`), against costs computed by hand,
/// and opening a data directory whose components are missing, truncated or corrupt.
@Suite struct ModelMixTests {
    /// The companion over the words of `LanguageModelTests.sample` (0 = <s>, 1 = 我们, 2 = 去,
    /// 3 = 吃饭, 4 = 区): unigram costs 我们 1.5, 去 2.5, 吃饭 1.0; 区 not covered; back-off 去 0.5;
    /// the bigram 我们→去 1.25 and the trigram 我们 去 → 吃饭 0.75 (the pair's back-off 0.25); no
    /// sentence end.
    static func companion() -> DataFileWriter {
        var book = [Float](repeating: 0, count: 256)
        for (index, value) in [Float(0.5), 0.75, 1.25, 1.5].enumerated() { book[index] = value }
        for index in 4..<256 { book[index] = 10 + Float(index) }
        var writer = DataFileWriter(kind: "LM02")
        writer.add("META", [UInt32(5), 1, 1])
        writer.add("UNIG", [UInt16(0), 1500, 2500, 1000, ModelComponent.notCovered])
        writer.add("BOFF", [Int16(0), 0, 500, 0, 0])
        writer.add("BIDX", [UInt32(0), 0, 1, 1, 1, 1])
        writer.add("BGRM", [UInt32(2 << 8 | 2)])
        writer.add("QBOK", book.map(\.bitPattern))
        writer.add("TKEY", [UInt32(0)])
        writer.add("TIDX", [UInt32(0), 1])
        writer.add("TBOF", [Int16(250)])
        writer.add("TGRM", [UInt32(3 << 8 | 1)])
        writer.add("QTRI", book.map(\.bitPattern))
        return writer
    }

    static func bytes<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
        values.flatMap { value in withUnsafeBytes(of: value.littleEndian) { Array($0) } }
    }

    private static func component(_ writer: DataFileWriter) throws -> ModelComponent {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-mix-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        return try ModelComponent(path: path)
    }

    private static func mixed(uncoveredCost: Float = 0) throws -> LanguageModel {
        try LanguageModel(main: component(LanguageModelTests.sample(sentenceEnds: true)), companion: component(companion()),
                          mix: .init(companionWeight: 0.25, uncoveredCost: uncoveredCost))
    }

    private func close(_ a: Float, _ b: Float) -> Bool { abs(a - b) < 2e-4 }

    @Test func theCombinationInterpolatesEachComponentsBackOffCost() throws {
        // −ln(0.75·e^−main − 0.25·e^−companion), computed by hand:
        let model = try Self.mixed()
        #expect(close(model.unigramCost(3), 2.045541))                        // 3.0 and 1.0
        #expect(close(model.cost(3, after: model.history(1, 2)), 0.556888))    // trigrams 0.5 and 0.75
        #expect(close(model.cost(3, after: 2), 1.306888))                      // bigram 1.25; 0.5 + 1.0 backed off
        #expect(close(model.cost(2, after: model.history(0, 1)), 1.431401))    // no block in either: bigrams 1.5 and 1.25
        #expect(close(model.cost(1, after: .none), 1.103548))                   // unigrams 1.0 and 1.5
        // 区 is not in the companion: the main component alone (its trigram back-off 0.375,
        // 去's back-off −0.125 and the unigram 2.5).
        #expect(close(model.cost(4, after: model.history(1, 2)), 2.75))
        #expect(close(model.unigramCost(4), 2.5))
        // After the sentence start: the companion has no <s> (no followers of word 0), so the
        // main component alone (<s>→我们 0.75), by either entry point.
        #expect(model.cost(1, after: 0) == 0.75)
        #expect(model.cost(1, after: model.history(-1, 0)) == 0.75)
        // The end of a sentence: only the main component scores it.
        #expect(model.hasSentenceEnd)
        #expect(close(model.endCost(after: model.history(1, 2)), 0.75))
    }

    @Test func anUncoveredWordCanPayForWhatTheCompanionLacks() throws {
        // −ln(0.75 + 0.25·e^−2) more than the main cost.
        let model = try Self.mixed(uncoveredCost: 2)
        #expect(close(model.cost(4, after: model.history(1, 2)), 2.993558))
        #expect(close(model.cost(3, after: model.history(1, 2)), 0.556888))   // covered words unchanged
    }

    @Test func followersComeFromBothComponentsScoredByTheCombination() throws {
        let model = try Self.mixed()
        let followers = model.followers(of: 1, limit: 5)
        #expect(followers.map(\.word) == [2])
        #expect(close(followers[0].cost, 1.431401))
        // The main component lists 吃饭 and the end </s> (word 0) after 我们 去; the companion, with
        // no sentence end, leaves the end's cost to the main component (0.75).
        let trigram = model.trigramFollowers(of: model.history(1, 2), limit: 5)
        #expect(trigram.map(\.word) == [3, 0])
        #expect(close(trigram[0].cost, 0.556888) && close(trigram[1].cost, 0.75))
        #expect(model.commonestWords(2) == [1, 3])   // 我们 1.10, 吃饭 2.05, 去 2.1
    }

    @Test func aComponentOfAnotherSizeOrAWeightOutsideZeroToOneIsRefused() throws {
        var other = Self.companion()
        other.sections[0] = ("META", Self.bytes([UInt32(4), 1, 1]))
        other.sections[1] = ("UNIG", Self.bytes([UInt16(0), 1500, 2500, 1000]))
        other.sections[2] = ("BOFF", Self.bytes([Int16(0), 0, 500, 0]))
        other.sections[3] = ("BIDX", Self.bytes([UInt32(0), 0, 1, 1, 1]))
        let main = try Self.component(LanguageModelTests.sample())
        #expect { try LanguageModel(main: main, companion: Self.component(other)) } throws: { "\($0)".contains("covers 4 words") }
        let companion = try Self.component(Self.companion())
        #expect(throws: ChineseEngineError.self) { try LanguageModel(main: main, companion: companion, mix: .init(companionWeight: 1, uncoveredCost: 0)) }
    }

    // MARK: - A data directory's components

    /// A directory holding the shipped lexicon and `files` (name → contents: a path to link to,
    /// or bytes to write).
    private func directory(_ files: [String: Either]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-data-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let shipped = try #require(ChineseEngine.bundledDataDirectory)
        try FileManager.default.createSymbolicLink(atPath: path + "/" + ChineseEngine.lexiconFileName,
                                                   withDestinationPath: shipped + "/" + ChineseEngine.lexiconFileName)
        for (name, contents) in files {
            switch contents {
            case let .link(target): try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: target)
            case let .bytes(data): try data.write(to: URL(fileURLWithPath: path + "/" + name))
            }
        }
        return path
    }

    private enum Either { case link(String), bytes(Data) }

    /// The warning for a directory without `words-libime.bin`.
    private func missingNewWords(in path: String) -> String {
        "\(path)/\(ChineseEngine.newWordsFileName) is missing: no \(DataComponent.newWords.purpose)"
    }

    private var shippedModel: String { (ChineseEngine.bundledDataDirectory ?? "") + "/" + ChineseEngine.modelFileName }

    private func prefix(of path: String, _ count: Int) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path)).prefix(count)
    }

    @Test func aTruncatedOrCorruptCompanionIsAWarningAndTheEngineTypesOnTheMainModel() throws {
        let truncated = try prefix(of: shippedModel, 100_000)
        var corrupt = try Data(contentsOf: URL(fileURLWithPath: shippedModel))
        corrupt[150_000] ^= 0xFF   // the checksum no longer matches
        for damaged in [truncated, corrupt, Data("not a model".utf8)] {
            let path = try directory([ChineseEngine.modelFileName: .link(shippedModel), ChineseEngine.companionModelFileName: .bytes(damaged)])
            defer { try? FileManager.default.removeItem(atPath: path) }
            let engine = try ChineseEngine(dataDirectory: path)
            #expect(engine.model.companion == nil)
            #expect(engine.warnings.count == 2 && engine.warnings[1] == missingNewWords(in: path), "\(engine.warnings)")
            #expect(engine.warnings[0].contains(ChineseEngine.companionModelFileName) && engine.warnings[0].contains("runs on lm.bin"))
            #expect(engine.candidates(for: "nihao").first?.text == "你好")
        }
    }

    @Test func aMissingCompanionIsAWarningTooAndOneComponentIsAModelAlone() throws {
        let path = try directory([ChineseEngine.modelFileName: .link(shippedModel)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let engine = try ChineseEngine(dataDirectory: path)
        // Each missing file is named, words-libime.bin too (its warning was lost when lm-libime.bin was missing as well).
        #expect(engine.warnings == ["model component skipped: lm-libime.bin is missing; the engine runs on lm.bin", missingNewWords(in: path)])
        #expect(engine.model.components.count == 1)
        // Alone, the main component scores exactly as its own file does.
        let alone = try LanguageModel(path: shippedModel)
        var hint = 0
        #expect(engine.model.cost(2, after: engine.model.history(0, 1)) == alone.main.cost(2, after: 1, block: alone.main.block(0, 1), hint: &hint))
        #expect(engine.candidates(for: "nihao").first?.text == "你好")
    }

    @Test func aCorruptMainComponentLeavesTheEngineOnTheCompanion() throws {
        // The shipped main model stands in for a companion here: it covers the same words.
        let path = try directory([ChineseEngine.modelFileName: .bytes(try prefix(of: shippedModel, 5000)),
                                  ChineseEngine.companionModelFileName: .link(shippedModel)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let engine = try ChineseEngine(dataDirectory: path)
        #expect(engine.model.main.path.hasSuffix(ChineseEngine.companionModelFileName))
        #expect(engine.warnings.count == 2 && engine.warnings[0].contains("lm.bin") && engine.warnings[0].contains("runs on lm-libime.bin"))
        #expect(engine.warnings[1] == missingNewWords(in: path))
        #expect(engine.candidates(for: "nihao").first?.text == "你好")
    }

    @Test func noComponentAtAllIsAnError() throws {
        let path = try directory([ChineseEngine.modelFileName: .bytes(Data("x".utf8))])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect { try ChineseEngine(dataDirectory: path) } throws: { "\($0)".contains("lm.bin") }
    }

    @Test func theShippedDataCombinesBothComponentsWithoutAWarning() throws {
        // A stale lm-libime.bin (built over another lexicon) or a missing one would be a warning here.
        #expect(testEngine.warnings.isEmpty, "\(testEngine.warnings)")
        let companion = try #require(testEngine.model.companion)
        #expect(companion.path.hasSuffix(ChineseEngine.companionModelFileName))
        #expect(companion.wordCount == testEngine.lexicon.wordCount)
        // libime's model has no sentence end and lacks some of the lexicon's words; lm.bin has both.
        #expect(!companion.covers(0) && testEngine.model.main.covers(0))
        let uncovered = try #require((1..<Int32(companion.wordCount)).first { !companion.covers($0) })
        #expect(testEngine.model.main.covers(uncovered))
        #expect(texts("nihao").first == "你好")
    }
}

