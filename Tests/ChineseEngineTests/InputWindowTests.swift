import Foundation
import Testing
@testable import ChineseEngine

/// Finding 4 of issue 32: the engine bounds its own work. A decode reads at most
/// `PinyinInput.maximumUnits` units; longer input is decoded in windows (the candidates cover the
/// window, a pick leaves the rest), and input a keyboard composes is decoded exactly as before.
@Suite struct InputWindowTests {
    @Test func aLongLineIsDecodedInAWindowAndSaysHowMuchWaits() {
        let decoder = testEngine.makeDecoder()
        decoder.decode(String(repeating: "xian", count: 100))
        #expect(decoder.unitsBeyondWindow == 400 - PinyinInput.maximumUnits)
        let best = decoder.candidates(limit: 3).first
        #expect(best.map { $0.length <= PinyinInput.maximumUnits && $0.length > 0 } == true)
        // The same through normalised input (the keyboard's path), with touches.
        decoder.decode(PinyinInput(String(repeating: "ni", count: 200)), touches: [])
        #expect(decoder.unitsBeyondWindow == 400 - PinyinInput.maximumUnits)
        decoder.decode("nihao")
        #expect(decoder.unitsBeyondWindow == 0)
    }

    @Test func inputWithinTheWindowIsDecodedAsBefore() {
        let text = String(repeating: "nihao", count: 51)  // 255 units: inside the window
        let windowed = testEngine.makeDecoder()
        windowed.decode(text)
        #expect(windowed.unitsBeyondWindow == 0)
        let whole = testEngine.candidates(for: text, limit: 3).map(\.text)
        #expect(windowed.candidates(limit: 3).map(\.text) == whole)
        #expect(whole.first?.count ?? 0 > 100)
    }

    @Test func theWindowOfAStringReadsOnlyItsCharacters() {
        let (input, beyond) = PinyinInput.window(of: String(repeating: "a", count: 1_000_000), form: .pinyin)
        #expect(input.count == PinyinInput.maximumUnits && beyond == 1_000_000 - PinyinInput.maximumUnits)
        let (short, none) = PinyinInput.window(of: "ni'hao", form: .pinyin)
        #expect(short == PinyinInput("ni'hao") && none == 0)
    }

    @Test func aCompositionShowsTheRestPastTheWindowAsTyped() {
        let decoder = testEngine.makeDecoder()
        let typed = String(repeating: "xian", count: 70)  // 280 letters
        let composition = Composition(input: typed)
        let marked = composition.markedText(segmentedBy: decoder)
        #expect(marked.hasSuffix(String(typed.suffix(280 - PinyinInput.maximumUnits))))
        #expect(marked.filter { $0 != "'" } == typed)
    }

    @Test func leadingApostrophesAreDroppedInOnePass() {
        let composition = Composition(input: String(repeating: "'", count: 200_000) + "nihao")
        #expect(composition.remainingInput == "nihao")
    }
}

/// Finding 6 of issue 32: `--data DIR` checks every file of `DataComponent.all`.
@Suite struct DataDirectoryTests {
    func copyOfTheData(leaving left: Set<String> = []) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-data-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let bundled = try #require(ChineseEngine.bundledDataDirectory)
        for component in DataComponent.all
        where !left.contains(component.fileName) && FileManager.default.fileExists(atPath: bundled + "/" + component.fileName) {
            try FileManager.default.copyItem(atPath: bundled + "/" + component.fileName, toPath: directory + "/" + component.fileName)
        }
        return directory
    }

    @Test func everyShippedFileIsACheckedComponent() throws {
        let bundled = try #require(ChineseEngine.bundledDataDirectory)
        let data = try EngineDataDirectory(path: bundled)
        let binaries = try FileManager.default.contentsOfDirectory(atPath: bundled).filter { $0.hasSuffix(".bin") }
        #expect(data.warnings.isEmpty && Set(data.present.map(\.fileName)) == Set(binaries))
        #expect(Set(binaries).isSubset(of: DataComponent.all.map(\.fileName)), "a data file not declared in DataComponent.all")
        #expect(data.present.isSuperset(of: DataComponent.all.filter(\.isRequired)))
    }

    @Test func aMissingOptionalFileIsAWarningNamingIt() throws {
        let directory = try copyOfTheData(leaving: ["english-mixed.bin", "script.bin"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = try ChineseEngine(dataDirectory: directory)
        let warnings = engine.data?.warnings ?? []
        #expect(warnings.count == 2 && warnings.contains { $0.contains(directory + "/english-mixed.bin") })
        #expect(engine.englishVocabulary?.mixed == nil)
        // The general English words are the English engine's, whatever the data directory holds.
        #expect(engine.englishVocabulary?.general != nil)
    }

    @Test(arguments: ["empty", "random", "magic", "flipped", "directory"])
    func aCorruptScriptFileIsAnErrorNamingIt(_ damage: String) throws {
        let directory = try copyOfTheData()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/script.bin"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: script))
        switch damage {
        case "empty": bytes = Data()
        case "random": bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) })
        case "magic": bytes[0] ^= 0xFF
        case "flipped": bytes[bytes.count - 100] ^= 0x01
        default: break
        }
        try FileManager.default.removeItem(atPath: script)
        if damage == "directory" {
            try FileManager.default.createDirectory(atPath: script, withIntermediateDirectories: false)
        } else {
            try bytes.write(to: URL(fileURLWithPath: script))
        }
        do {
            _ = try ChineseEngine(dataDirectory: directory)
            Issue.record("a \(damage) script.bin was accepted")
        } catch {
            #expect("\(error)".contains("script.bin"), "\(error)")
        }
    }

    @Test func aMissingRequiredFileIsAnError() throws {
        // The lexicon, or every model component: no engine.
        for left: Set<String> in [["lexicon.bin"], ["lm.bin", "lm-libime.bin"]] {
            let directory = try copyOfTheData(leaving: left)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            #expect(throws: ChineseEngineError.self, "without \(left)") { try ChineseEngine(dataDirectory: directory) }
        }
        // lm.bin alone missing: the engine types on lm-libime.bin and says so (ModelMixTests).
        let directory = try copyOfTheData(leaving: ["lm.bin"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = try ChineseEngine(dataDirectory: directory)
        #expect(engine.warnings == ["model component skipped: lm.bin is missing; the engine runs on lm-libime.bin"])
        #expect(engine.candidates(for: "nihao").first?.text == "你好")
    }
}
