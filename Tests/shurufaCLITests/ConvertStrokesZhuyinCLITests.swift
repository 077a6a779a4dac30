import Foundation
import Testing

/// `convert --strokes`, `PINYIN/STROKES` lines (笔画筛选) and `convert --zhuyin`: one output line
/// per input line, a line that is not of the form skipped with a note, simplified by default (the evaluation contract) and 臺灣 繁體 with --script tw.
@Suite struct ConvertStrokesZhuyinCLITests {
    @Test func strokeLinesPrintCharactersThatBeginWithThem() async throws {
        let result = try await runShurufa(["convert", "--strokes", "-k", "9"], stdin: "3251\n12\n3?51\nabc\n")
        #expect(result.status == 1, "a line that is not strokes fails the run: \(result.stderr)")
        let output = tabbedLines(result.stdout)
        #expect(output.count == 4)
        #expect(output[0].first == "的")
        #expect(output[1].contains("十"))
        #expect(output[2].contains("的") && output[2].count == 9)
        #expect(output[3].isEmpty)
        #expect(result.stderr.contains("line 4: skipped: 'a' at 1 is not a stroke"))
    }

    @Test func theThreeFilterLines() async throws {
        let result = try await runShurufa(["convert", "-k", "3"], stdin: "ta/3\nta/4\nta/5\nta\nta/x\n")
        #expect(result.status == 0, "\(result.stderr)")
        let output = tabbedLines(result.stdout)
        #expect(output.count == 5)
        #expect(output[0].first == "他")
        #expect(output[1].first == "它")
        #expect(output[2].first == "她")
        #expect(output[3].first == "他")
        #expect(output[4].first == "他")  // strokes it cannot read: no filter, and a note
        #expect(result.stderr.contains("line 5: no 笔画筛选"))
    }

    @Test func hongKongScriptOffersTheCantoneseCharacters() async throws {
        // 佢 亻巨, 咗 口左, 啲 口的, 嘅 口既: whole, and 咗 啲 嘅 a few strokes before their end.
        let codes = "321515\n25113121\n25132511354\n251511541535\n2511312\n251325113\n2515115415\n"
        let result = try await runShurufa(["convert", "--strokes", "--script", "hk", "-k", "9"], stdin: codes)
        #expect(result.status == 0, "\(result.stderr)")
        let output = tabbedLines(result.stdout)
        #expect(output.count == 7)
        for (line, character) in zip(output, ["佢", "咗", "啲", "嘅", "咗", "啲", "嘅"]) {
            #expect(line.prefix(5).contains(Substring(character)), "\(character) in \(line)")
        }
    }

    @Test func zhuyinLinesDecodeToTaiwanScriptOnRequest() async throws {
        let result = try await runShurufa(["convert", "--zhuyin", "--script", "tw"], stdin: "ㄖㄨㄢˇㄐㄧㄢˋ\nㄖㄨㄢㄐㄧㄢ\nruanjian\n")
        #expect(result.status == 1, "a line that is not 注音 fails the run: \(result.stderr)")
        let output = tabbedLines(result.stdout)
        #expect(output.count == 3)
        #expect(output[0].first == "軟體" && output[1].first == "軟體")
        #expect(output[2].isEmpty)
        #expect(result.stderr.contains("line 3: skipped"))
        let simplified = try await runShurufa(["convert", "--zhuyin"], stdin: "ㄇㄞˇㄉㄨㄥㄒㄧ˙\n")
        #expect(tabbedLines(simplified.stdout).first?.first == "买东西")
    }

    @Test func missingStrokeDataIsAClearError() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nostrokes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundled = try #require(bundledDataDirectory())
        for name in ["lexicon.bin", "lm.bin"] {
            try FileManager.default.copyItem(atPath: bundled + "/" + name, toPath: directory.path + "/" + name)
        }
        let result = try await runShurufa(["convert", "--strokes", "--data", directory.path], stdin: "1\n")
        #expect(result.status != 0)
        #expect(result.stderr.contains("strokes.bin") && result.stderr.contains("missing"))
    }
}
