import Foundation
import Testing

/// The sixth probe's import findings at the command line: what a file holds reaches the terminal
/// escaped, never as control sequences, and `dict hot` refuses a FIFO as `dict import` does
/// instead of waiting on it for ever.
@Suite struct ImportFindingsCLITests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-findings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aFilesControlCharactersAreShownEscaped() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let list = directory.appendingPathComponent("list.txt")
        try "你好\tni hao\n坏\u{1B}]0;PWNED\u{7}\tzzz\n".write(to: list, atomically: true, encoding: .utf8)
        for file in [list.path, "-"] {
            let result = try await runShurufa(["dict", "import", "--user-dict", dictionary, file],
                                              stdin: file == "-" ? try String(contentsOf: list, encoding: .utf8) : "")
            #expect(result.status == 1, "a line was skipped")
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 }, "\(result.stderr.debugDescription)")
            #expect(result.stderr.contains(#"坏\u{1B}]0;PWNED\u{7}"#), "\(result.stderr)")
            #expect(result.stdout.contains("imported 1 words"), "\(result.stdout)")
        }
    }

    @Test func hotRefusesAFIFOAsImportDoes() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let fifo = directory.appendingPathComponent("feed.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        for command in ["import", "hot"] {
            let result = try await runShurufa(["dict", command, "--user-dict", dictionary, fifo])
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains("not a regular file"), "\(command): \(result.stderr)")
        }
    }
}
