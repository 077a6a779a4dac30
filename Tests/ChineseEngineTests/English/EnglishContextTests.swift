import ChineseEngine
import Foundation
import MappedData
import Testing

/// The shipped `english-context.bin` makes English next depend on the Chinese word before it
/// (and the one after): 安装bash reads as English, 很快就送到 typed with a slip stays Chinese.
@Suite struct EnglishContextTests {
    /// The shipped engine's context figures.
    private func shipped() throws -> EnglishContext { try #require(testEngine.englishVocabulary?.context) }

    /// The lexicon id of `word` (the last word the text leaves as context).
    private func id(_ word: String) throws -> Int32 {
        let last = try #require(testEngine.leftContext(after: word).words.last)
        #expect(testEngine.lexicon.text(of: last.rawValue) == word)
        return last.rawValue
    }

    /// The shipped engine with `change` made to its English costs.
    private func engine(_ change: (inout EnglishVocabulary.Costs) -> Void) throws -> ChineseEngine {
        var engine = testEngine
        var vocabulary = try #require(engine.englishVocabulary)
        change(&vocabulary.costs)
        engine.englishVocabulary = vocabulary
        return engine
    }

    @Test func theShippedFileReadsTheWordsOfTheShippedLexicon() throws {
        let context = try shipped()
        #expect(context.lexiconWordCount == testEngine.lexicon.wordCount)
        // After 使用 and 安装 English is likelier than after any word; after 就 and 您 far less.
        for word in ["使用", "安装"] { #expect(try context.costOfEnglish(after: id(word)) < -0.5, "\(word)") }
        for word in ["就", "您"] { #expect(try context.costOfEnglish(after: id(word)) > 1.5, "\(word)") }
        // 文件 after an English word (conf文件) is likelier than elsewhere; 要 rarer.
        #expect(try context.costAfterEnglish(of: id("文件")) < 0)
        #expect(try context.costAfterEnglish(of: id("要")) > 1)
        // A word the file has no figure for, a negative id (none) and the sentence start after English: 0.
        #expect(context.costOfEnglish(after: -1) == 0 && context.costAfterEnglish(of: 0) == 0)
    }

    @Test func theWordBeforeWeighsAnEnglishWordByItsFigure() throws {
        let costs = try #require(testEngine.englishVocabulary?.costs)
        let flat = try engine { $0.contextWeight = 0; $0.followerWeight = 0 }
        let doubled = try engine { $0.contextWeight *= 2 }
        let figure = try shipped().costOfEnglish(after: id("安装"))
        let weighed = try #require(testEngine.candidates(for: "anzhuangbash", limit: 20).first { $0.text == "安装bash" })
        let more = try #require(doubled.candidates(for: "anzhuangbash", limit: 20).first { $0.text == "安装bash" })
        // The English word is last: only the word before it weighs it.
        #expect(abs(more.cost - weighed.cost - costs.contextWeight * figure) < 1e-3)
        // What a person sees: after 安装 and 在 the technical word; with the flat prior, Chinese.
        #expect(texts("anzhuangbash", limit: 1) == ["安装bash"])
        #expect(texts("zaidebianshang", limit: 1) == ["在Debian上"])
        #expect(texts("anzhuangbash", limit: 1, engine: flat) != ["安装bash"])
        #expect(texts("zaidebianshang", limit: 1, engine: flat) != ["在Debian上"])
    }

    @Test func aSlipAfterAWordEnglishSeldomFollowsStaysChinese() throws {
        // 很快就送到房间 typed with 送's g dropped: `son` after 就; 结果送来 likewise after 结果.
        #expect(texts("henkuaijiusondaofangjian", limit: 1) == ["很快就送到房间"])
        #expect(texts("jieguosonlaishixiangmeixiguoyang", limit: 1).first?.hasPrefix("结果送来") == true)
        // Every candidate is real text: no English word inside the Chinese ones of the slip.
        for text in texts("henkuaijiusondaofangjian", limit: 5) { #expect(!text.contains("son"), "\(text)") }
    }

    /// An `ENC1` file of `rows` (word id, after, before in tenths of a nat) for a lexicon of
    /// `lexiconWords` words, written to a fresh temporary directory as `english-context.bin`.
    private func write(_ rows: [(UInt32, Int8, Int8)], lexiconWords: UInt32, in directory: String? = nil) throws -> String {
        var writer = DataFileWriter(kind: EnglishContext.kind)
        writer.add("LEXN", [lexiconWords])
        writer.add("WIDS", rows.map(\.0))
        writer.add("AFTR", bytes: rows.map { UInt8(bitPattern: $0.1) })
        writer.add("BFOR", bytes: rows.map { UInt8(bitPattern: $0.2) })
        let folder = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-context-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + DataComponent.englishContext.fileName
        try writer.write(to: path)
        return path
    }

    @Test func aFileOutOfOrderOrBeyondItsLexiconIsCorrupt() throws {
        let good = try EnglishContext(path: write([(0, -5, 0), (7, 12, -3)], lexiconWords: 10))
        #expect(good.costOfEnglish(after: 7) == 1.2 && good.costAfterEnglish(of: 7) == -0.3)
        #expect(good.costOfEnglish(after: 0) == -0.5 && good.costOfEnglish(after: 3) == 0)
        for (rows, count) in [([(7, 1, 1), (3, 1, 1)], 10), ([(3, 1, 1), (12, 1, 1)], 10)] as [([(UInt32, Int8, Int8)], UInt32)] {
            #expect(throws: ChineseEngineError.self) { try EnglishContext(path: write(rows, lexiconWords: count)) }
        }
        var damaged = try Data(contentsOf: URL(fileURLWithPath: write([(1, 1, 1), (2, 2, 2)], lexiconWords: 10)))
        damaged[damaged.count - 3] ^= 0xFF
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-context-\(UUID().uuidString).bin").path
        try damaged.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ChineseEngineError.self) { try EnglishContext(path: path) }
    }

    @Test func everyWordReadsItsOwnFigureWhereverItsRunOfIdsBegins() throws {
        // Dense low ids (a run of 16 ids full), sparse high ones, both ends of runs, a run's
        // only word, and the lexicon's last id: the look-up reads a run, not the whole file.
        var ids = Array(UInt32(0)..<40) + [47, 48, 100, 255, 256, 257, 1000, 4095, 4096, 4999]
        ids.sort()
        let rows = ids.enumerated().map { (index, id) in (id, Int8(index % 50) - 25, Int8(24 - index % 49)) }
        let figures = Dictionary(uniqueKeysWithValues: rows.map { ($0.0, (after: Float($0.1) / 10, before: Float($0.2) / 10)) })
        let context = try EnglishContext(path: write(rows, lexiconWords: 5000))
        for id in Int32(0)..<5000 {
            let figure = figures[UInt32(id)]
            #expect(context.costOfEnglish(after: id) == figure?.after ?? 0, "\(id)")
            #expect(context.costAfterEnglish(of: id) == (id == 0 ? 0 : figure?.before ?? 0), "\(id)")
        }
        // Past the last word with a figure, and a file with none: 0.
        #expect(context.costOfEnglish(after: 5001) == 0 && context.costOfEnglish(after: .max) == 0)
        let empty = try EnglishContext(path: write([], lexiconWords: 10))
        #expect((0..<10).allSatisfy { empty.costOfEnglish(after: $0) == 0 && empty.costAfterEnglish(of: $0) == 0 })
    }

    @Test func aFileOfAnotherLexiconIsLeftOutWithAWarning() throws {
        let shippedData = try #require(ChineseEngine.bundledDataDirectory)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-context-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in [ChineseEngine.lexiconFileName, ChineseEngine.modelFileName, DataComponent.englishMixed.fileName] {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: shippedData + "/" + name)
        }
        _ = try write([(1, 30, 30)], lexiconWords: 12, in: directory)
        let engine = try ChineseEngine(dataDirectory: directory)
        #expect(engine.englishVocabulary != nil && engine.englishVocabulary?.context == nil)
        #expect(engine.warnings.contains { $0.contains(DataComponent.englishContext.fileName) }, "\(engine.warnings)")
        #expect(texts("nihao", engine: engine).first == "你好")
    }
}
