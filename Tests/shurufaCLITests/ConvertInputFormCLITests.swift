import Foundation
import Testing

/// `convert --t9`, `--shuangpin SCHEME` and `--script`: other keys in, another script out; a line
/// the input form cannot read is skipped (an empty line, a note on stderr naming it) so output lines
/// still match input lines, and the run then exits 1; an unknown scheme or script is a usage error.
@Suite struct ConvertInputFormCLITests {
    private func lines(_ stdout: String) -> [Substring] {
        Array(stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
    }

    @Test func nineKeyLinesWithLettersAreSkippedOneLinePerLine() async throws {
        let result = try await runShurufa(["convert", "--t9"], stdin: "94664486736\nnihao\n\n中国\n9466448\n")
        #expect(result.status == 1, "a skipped line fails the run: \(result.stderr)")
        let output = lines(result.stdout)
        #expect(output.count == 5)
        #expect(output[0] == "中国人")
        #expect(output[1] == "" && output[2] == "" && output[3] == "")
        #expect(output[4] == "中国")
        #expect(result.stderr.contains("line 2: skipped: 'nihao' is not 9-key input"))
        #expect(result.stderr.contains("line 4: skipped: '中国' is not 9-key input"))
        #expect(result.stderr.contains("2 lines could not be read"), "\(result.stderr)")
    }

    @Test func shuangpinLinesAreReadInTheirScheme() async throws {
        let result = try await runShurufa(["convert", "--shuangpin", "xiaohe"], stdin: "vsgo\n中国\nvsgo\n")
        #expect(result.status == 1, "a skipped line fails the run: \(result.stderr)")
        #expect(lines(result.stdout) == ["中国", "", "中国"])
        #expect(result.stderr.contains("line 2: skipped: '中国' is not 双拼 input"))
        let clean = try await runShurufa(["convert", "--shuangpin", "xiaohe"], stdin: "vsgo\n")
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test func scriptWritesTheCandidatesInIt() async throws {
        let tw = try await runShurufa(["convert", "--script", "tw"], stdin: "ruanjian\ntoufa\n")
        #expect(tw.status == 0, "\(tw.stderr)")
        #expect(lines(tw.stdout) == ["軟體", "頭髮"])
        let traditional = try await runShurufa(["convert", "--script", "traditional"], stdin: "fazhan\n")
        #expect(lines(traditional.stdout) == ["發展"])
    }

    @Test func unknownSchemesAndScriptsAreUsageErrors() async throws {
        let scheme = try await runShurufa(["convert", "--shuangpin", "dvorak"], stdin: "vsgo\n")
        #expect(scheme.status == 64)
        #expect(scheme.stderr.contains("unknown 双拼 scheme 'dvorak'") && scheme.stderr.contains("xiaohe"))
        #expect(scheme.stdout.isEmpty)
        let script = try await runShurufa(["convert", "--script", "klingon"], stdin: "a\n")
        #expect(script.status == 64)
        #expect(script.stderr.contains("unknown script 'klingon'"))
        let both = try await runShurufa(["convert", "--t9", "--shuangpin", "xiaohe"], stdin: "2\n")
        #expect(both.status == 64)
        #expect(both.stderr.contains("cannot be combined"))
    }
}
