import Foundation
import Testing

@Suite struct ConvertCLITests {
    @Test func oneLinePerInputLineWithKCandidates() async throws {
        let input = "nihaoshijie\nwoxiangqubeijing\n\nzg\nni3hao\n"
        let result = try await runShurufa(["convert", "--candidates", "3"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 5)
        #expect(lines[0].split(separator: "\t").count == 3)
        #expect(lines[0].split(separator: "\t").first == "你好世界")
        #expect(lines[1].hasPrefix("我想去北京\t"))
        #expect(lines[2] == "")
        #expect(lines[3].split(separator: "\t").contains("中国"))
    }

    @Test func defaultIsOneCandidateAndNothingElseOnStdout() async throws {
        let result = try await runShurufa(["convert"], stdin: "woaibeijingtiananmen\n")
        #expect(result.status == 0)
        #expect(result.stdout == "我爱北京天安门\n")
    }

    @Test func timingsFileHasLoadInitOneLinePerInputAndEachModelComponent() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-timings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await runShurufa(["convert", "--timings", path], stdin: "nihao\nshijie\n")
        #expect(result.status == 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines[0].hasPrefix("load_ms "))
        #expect(lines[1].hasPrefix("init_ms "))
        #expect(Double(lines[2]) != nil && Double(lines[3]) != nil)
        // Then one line per model component file, lm.bin first: its size, resident pages, open time.
        let components = lines.dropFirst(4).dropLast(2)
        #expect(components.first?.hasPrefix("component lm.bin size_kb ") == true)
        #expect(!components.isEmpty && components.allSatisfy { $0.hasPrefix("component ") && $0.contains(" resident_kb ") && $0.contains(" open_ms ") })
        #expect(lines.count == 6 + components.count)
        // Last, the memory the process took (kB): some private memory, within a peak above it.
        let anon = lines[lines.count - 2].split(separator: " "), peak = lines[lines.count - 1].split(separator: " ")
        #expect(anon.first == "rss_anon_kb" && peak.first == "peak_rss_kb")
        let anonKB = Int(anon.last ?? "") ?? 0, peakKB = Int(peak.last ?? "") ?? 0
        #expect(anonKB > 0 && peakKB > anonKB)
    }

    @Test func contextSetsTheLeftContextOfEveryLine() async throws {
        let plain = try await runShurufa(["convert"], stdin: "you\nyou\n")
        #expect(plain.stdout == "有\n有\n")
        let after = try await runShurufa(["convert", "--context", "今天"], stdin: "you\nyou\n")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == "又\n又\n")
        #expect(try await runShurufa(["convert", "--context", "我们"], stdin: "quchifan\n").stdout == "去吃饭\n")
        // A context that ends a sentence is the sentence start.
        #expect(try await runShurufa(["convert", "--context", "今天。"], stdin: "you\n").stdout == "有\n")
    }

    @Test func badOptionsAreUsageErrors() async throws {
        #expect(try await runShurufa(["convert", "--candidates", "zero"]).status == 64)
        #expect(try await runShurufa(["convert", "-k", "0"]).status == 64)
        #expect(try await runShurufa(["convert", "stray"]).status == 64)
        #expect(try await runShurufa(["convert", "--fuzzy", "q-x"], stdin: "a\n").status != 0)
        let missing = try await runShurufa(["convert", "--data", "/nonexistent"], stdin: "a\n")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent"))
    }

    @Test func replPicksByNumberAndContinuesWithTheRest() async throws {
        let result = try await runShurufa(["repl"], stdin: "nihaoshijie\n\n:q\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("ni'hao'shi'jie"))
        #expect(result.stdout.contains("→ 你好世界"))
        // Picking a two-syllable word leaves `shi'jie` to convert; then 1 takes its first candidate.
        let partial = try await runShurufa(["repl"], stdin: "nihaoshijie\n4\n1\n:q\n")
        #expect(partial.stdout.contains("shi'jie]"))
        #expect(partial.stdout.contains("text: "))
    }
}
