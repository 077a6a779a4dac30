import ChineseEngine
import Foundation
import Testing

/// `predict --schema ID [--script S]`: 联想 as each schema of the registry offers it on the keyboard,
/// in its language and written in its script (or `--script`'s).
@Suite struct PredictSchemaCLITests {
    /// The predictions `predict` prints for `line` with `options`, after checking it succeeded.
    func predictions(_ options: [String], after line: String) async throws -> [String] {
        let result = try await runShurufa(["predict", "-k", "8"] + options, stdin: line + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        return (tabbedLines(result.stdout).first ?? []).map(String.init)
    }

    /// Whether `text` is written in `script`: a converter into it leaves the text as it is (into
    /// 简体 the simplifying table of 粤拼's data, which reads traditional characters).
    static func isWritten(_ text: String, in script: ChineseScript) throws -> Bool {
        let converter = if script == .simplified {
            try Language.shipped(for: .jyutping).openSimplifier()
        } else {
            try ScriptConverter(script: script)
        }
        return converter.convert(text) == text
    }

    @Test func zhuyinInTaiwansScriptOffersOnlyTraditionalCharacters() async throws {
        let offered = try await predictions(["--schema", "zhuyin", "--script", "tw"], after: "你好")
        let simplified = try await predictions(["--schema", "pinyin"], after: "你好")
        #expect(offered.count >= 5, "\(offered)")
        for text in offered { #expect(try Self.isWritten(text, in: .tw), "\(text) is not 臺灣's: \(offered)") }
        #expect(offered != simplified, "written in 臺灣's characters, not 简体 (\(simplified))")
        #expect(offered.contains("這") || offered.contains("個"), "\(offered)")
    }

    @Test(arguments: Schema.all)
    func everySchemaPredictsInItsScript(schema: Schema) async throws {
        let cantonese = schema.kind == .syllables && schema.dataFolder != nil
        let offered = try await predictions(["--schema", schema.id], after: cantonese ? "我哋今日" : "你好")
        #expect(offered.count >= 3, "\(schema.id): \(offered)")
        for text in offered { #expect(try Self.isWritten(text, in: schema.defaultScript), "\(schema.id): \(text) in \(offered)") }
        // A traditional schema over the Mandarin words converts them (倉頡 and 速成 wrote 这, 个 before).
        if !cantonese, schema.defaultScript != .simplified {
            #expect(offered != (try await predictions(["--schema", "pinyin"], after: "你好")), "\(schema.id): \(offered)")
        }
    }

    @Test func theScriptOptionWritesAnySchemasPredictionsAndItsMistakesAreRefused() async throws {
        for text in try await predictions(["--schema", "pinyin", "--script", "hk"], after: "你好") {
            #expect(try Self.isWritten(text, in: .hk), "\(text)")
        }
        for text in try await predictions(["--schema", "jyutping", "--script", "simplified"], after: "我哋今日") {
            #expect(try Self.isWritten(text, in: .simplified), "\(text)")
        }
        let unknown = try await runShurufa(["predict", "--schema", "nonsense"], stdin: "你好\n")
        #expect(unknown.status != 0 && unknown.stderr.contains("chaizi"), "\(unknown.stderr)")
        let badScript = try await runShurufa(["predict", "--schema", "zhuyin", "--script", "mars"], stdin: "你好\n")
        #expect(badScript.status != 0 && badScript.stderr.contains("tw"), "\(badScript.stderr)")
        let both = try await runShurufa(["predict", "--schema", "zhuyin", "--language", "yue"], stdin: "你好\n")
        #expect(both.status != 0)
    }
}
