import Foundation
import Testing

/// `shurufa schema list` and `convert --schema ID`: every schema of the registry listed once, each
/// id converting its own kind of line, the older flags naming the same schemas.
@Suite struct SchemaCLITests {
    @Test func schemaListPrintsEveryIdNameAndKind() async throws {
        let listed = try await runShurufa(["schema", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = tabbedLines(listed.stdout)
        let ids = lines.map { String($0[0]) }
        #expect(lines.allSatisfy { $0.count == 3 && ["syllables", "code-table", "handwriting"].contains(String($0[2])) }, "\(listed.stdout)")
        for id in ["pinyin", "t9", "zhuyin", "jyutping", "strokes", "wubi86", "cangjie5", "quick5", "chaizi", "shuangpin-xiaohe", "shuangpin-ziranma"] {
            #expect(ids.contains(id), "\(id) missing: \(ids)")
        }
        #expect(Set(ids).count == ids.count)
        #expect(lines.first { $0[0] == "chaizi" }?[1] == "拆字")
    }

    @Test(arguments: [
        ("pinyin", "nihao", "你好"), ("t9", "64426", "你好"), ("zhuyin", "ㄋㄧˇㄏㄠˇ", "你好"), ("jyutping", "neihou", "你好"),
        ("shuangpin-ziranma", "nihk", "你好"), ("strokes", "3251", "的"), ("wubi86", "wqiy", "你"), ("cangjie5", "onf", "你"),
        ("quick5", "of", "你"), ("chaizi", "nvzi", "好"),
    ])
    func convertSchemaReadsEachSchemasLines(id: String, line: String, expected: String) async throws {
        let run = try await runShurufa(["convert", "--schema", id, "-k", "5"], stdin: line + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let offered = tabbedLines(run.stdout).first?.map { String($0.split(separator: " ").first ?? "") } ?? []
        #expect(offered.contains(expected), "\(id): \(run.stdout)")
    }

    @Test func theOlderFlagsGiveWhatTheirSchemasGive() async throws {
        for (flag, id, line) in [("--wubi", "wubi86", "wq\n"), ("--jyutping", "jyutping", "neihou\n"), ("--t9", "t9", "64426\n")] {
            let aliased = try await runShurufa(["convert", flag, "-k", "5"], stdin: line)
            let named = try await runShurufa(["convert", "--schema", id, "-k", "5"], stdin: line)
            #expect(aliased.status == 0 && aliased.stdout == named.stdout, "\(flag): \(aliased.stdout) / \(named.stdout)")
        }
        let unknown = try await runShurufa(["convert", "--schema", "nonsense"], stdin: "a\n")
        #expect(unknown.status == 64 && unknown.stderr.contains("chaizi"), "\(unknown.stderr)")
        let both = try await runShurufa(["convert", "--schema", "wubi86", "--cangjie"], stdin: "a\n")
        #expect(both.status == 64)
    }
}
