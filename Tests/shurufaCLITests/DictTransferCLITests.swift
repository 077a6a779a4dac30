import Foundation
import Testing

/// `shurufa dict import|export|hot`: word lists in and out in each format, bad lines reported by
/// number and skipped, hot feeds installed (an older one refused).
@Suite struct DictTransferCLITests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-dict-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: ["plain", "rime", "keyboard"])
    func importExportRoundTrips(_ format: String) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.sqlite").path, second = directory.appendingPathComponent("b.sqlite").path
        let source = "舒入法\tshu ru fa\t3\n坏词\txyz\n小学生\txiao xue sheng\n"
        let imported = try await runShurufa(["dict", "import", "--user-dict", first, "-"], stdin: source)
        #expect(imported.status == 1, "a skipped line makes the exit status 1")
        #expect(imported.stderr.contains("-:2:"), "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 2 words"))
        let file = directory.appendingPathComponent(format == "rime" ? "mine.dict.yaml" : "mine.txt").path
        let exported = try await runShurufa(["dict", "export", "--user-dict", first, "--format", format, file])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        if format == "rime" { #expect(text.contains("name: mine\n")) }
        let again = try await runShurufa(["dict", "import", "--user-dict", second, file])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("(\(format))"), "the format is guessed: \(again.stdout)")
        let listA = try await runShurufa(["dict", "list", "--user-dict", first]).stdout
        let listB = try await runShurufa(["dict", "list", "--user-dict", second]).stdout
        func words(_ list: String) -> [String] {
            list.split(separator: "\n").map { $0.split(separator: "\t").prefix(format == "keyboard" ? 2 : 3).joined(separator: "\t") }
        }
        #expect(words(listA) == words(listB))
        #expect(words(listA).count == 2)
    }

    @Test func aHotFeedIsInstalledListedAndAnOlderOneRefused() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let newer = directory.appendingPathComponent("hot.tsv"), older = directory.appendingPathComponent("old.json")
        try "舒入法\tshu ru fa\t5\t2999-01-01\t4\n坏\tshu\tx\t2999-01-01\t4\n".write(to: newer, atomically: true, encoding: .utf8)
        try #"{"version": 3, "entries": [{"text": "书如发", "pinyin": "shu ru fa", "expires": "2999-01-01T00:00:00Z"}]}"#
            .write(to: older, atomically: true, encoding: .utf8)
        let installed = try await runShurufa(["dict", "hot", "--user-dict", dictionary, newer.path])
        #expect(installed.status == 1, "one line was skipped")
        #expect(installed.stderr.contains("hot.tsv:2:"), "\(installed.stderr)")
        #expect(installed.stdout.contains("feed version 4, 1 installed"))
        let refused = try await runShurufa(["dict", "hot", "--user-dict", dictionary, older.path])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("older"), "\(refused.stderr)")
        let listed = try await runShurufa(["dict", "hot", "--user-dict", dictionary])
        #expect(listed.stdout.hasPrefix("舒入法\tshu ru fa\t5\t2999-01-01"))
        let converted = try await runShurufa(["convert", "--user-dict", dictionary], stdin: "shurufa\n")
        #expect(converted.stdout.contains("舒入法"))
    }
}
