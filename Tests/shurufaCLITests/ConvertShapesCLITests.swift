import Foundation
import Testing

/// `convert --wubi`, `--cangjie` and `--quick`: code lines to candidates as for `--strokes` (one
/// output line per input line, `-k`, a line that is not a code skipped with a note), and only one
/// input form at a time.
@Suite struct ConvertShapesCLITests {
    @Test func codeLinesPrintTheirCandidates() async throws {
        let wubi = try await runShurufa(["convert", "--wubi", "-k", "5"], stdin: "g\nwqwu\nwq\n")
        #expect(wubi.status == 0, "\(wubi.stderr)")
        let output = tabbedLines(wubi.stdout)
        #expect(output.count == 3 && output[0].first == "一" && output[1].first == "你们" && !output[2].isEmpty)
        let cangjie = try await runShurufa(["convert", "--cangjie", "-k", "5"], stdin: "oiar\no?ar\n")
        let cangjieOutput = tabbedLines(cangjie.stdout)
        #expect(cangjieOutput.count == 2 && cangjieOutput[0].first == "倉" && cangjieOutput[1].contains("倉"), "\(cangjie.stdout)")
        let quick = try await runShurufa(["convert", "--quick", "-k", "5"], stdin: "or\nó1\n")
        #expect(quick.status == 1, "a line that is not a code fails the run")
        let quickOutput = tabbedLines(quick.stdout)
        #expect(quickOutput.count == 2 && quickOutput[0].first == "個" && quickOutput[1].isEmpty)
        #expect(quick.stderr.contains("line 2: skipped") && quick.stderr.contains("is not a key of the scheme"))
    }

    @Test func aWubiLineStartingWithZLooksUpByPinyin() async throws {
        // zni: the characters read ni, each with its codes (你 wq wqi wqiy); wqzy: z past the first key is the wildcard.
        let wubi = try await runShurufa(["convert", "--wubi", "-k", "20"], stdin: "zni\nwqzy\nz\n")
        #expect(wubi.status == 0, "\(wubi.stderr)")
        let output = tabbedLines(wubi.stdout)
        #expect(output.count == 3 && output[0].contains("你 wq wqi wqiy"), "\(wubi.stdout)")
        #expect(output[1].contains("你") && output[2].isEmpty, "\(wubi.stdout)")
    }

    @Test func cangjieAndQuickWriteSimplifiedWhenAsked() async throws {
        // 倉 is 仓 in 简体; without --script the table's Hong Kong characters.
        let simplified = try await runShurufa(["convert", "--cangjie", "--script", "simplified", "-k", "5"], stdin: "oiar\n")
        #expect(simplified.status == 0 && tabbedLines(simplified.stdout).first?.first == "仓", "\(simplified.stdout)\(simplified.stderr)")
        let quick = try await runShurufa(["convert", "--quick", "--script", "simplified", "-k", "40"], stdin: "or\n")
        #expect(tabbedLines(quick.stdout).first?.contains("仓") == true && tabbedLines(quick.stdout).first?.contains("倉") == false)
        let hongKong = try await runShurufa(["convert", "--cangjie", "-k", "5"], stdin: "oiar\n")
        #expect(tabbedLines(hongKong.stdout).first?.first == "倉")
    }

    @Test func codeTuneSetsTheRankingAndRefusesUnknownNames() async throws {
        // margin=-1: no next key's first is left to it, so w offers 个 (wh's 二级简码) again.
        let plain = try await runShurufa(["convert", "--wubi", "-k", "9", "--code-tune", "margin=-1"], stdin: "w\n")
        #expect(plain.status == 0 && tabbedLines(plain.stdout).first?.contains("个") == true, "\(plain.stdout)")
        let ruled = try await runShurufa(["convert", "--wubi", "-k", "9"], stdin: "w\n")
        #expect(tabbedLines(ruled.stdout).first?.contains("个") == false)
        let unknown = try await runShurufa(["convert", "--wubi", "--code-tune", "nonsense=1"], stdin: "w\n")
        #expect(unknown.status == 64 && unknown.stderr.contains("nonsense"))
    }

    @Test func benchShapesTypesEachSchemeAKeyAtATime() async throws {
        let set = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: set) }
        try "我们的朋友\twomendepengyou\n倉頡輸入法\tcangjie\n".write(to: set, atomically: true, encoding: .utf8)
        let bench = try await runShurufa(["bench", "shapes", "--set", set.path, "--traditional-set", set.path, "--chars", "4"])
        #expect(bench.status == 0, "\(bench.stderr)")
        for scheme in ["strokes", "wubi86", "cangjie5", "quick5"] {
            #expect(bench.stdout.contains("\(scheme): table + prior") && bench.stdout.contains("for 4 characters"), "\(bench.stdout)")
        }
        #expect(bench.stdout.contains("key, after the text before") && bench.stdout.contains("all four schemes open"))
    }

    @Test func oneFormAtATime() async throws {
        let both = try await runShurufa(["convert", "--wubi", "--cangjie"], stdin: "g\n")
        #expect(both.status == 64)
        #expect(both.stderr.contains("--cangjie") && both.stderr.contains("--wubi"))
        let strokes = try await runShurufa(["convert", "--strokes", "--quick"], stdin: "1\n")
        #expect(strokes.status == 64 && strokes.stderr.contains("only one of"))
    }
}
