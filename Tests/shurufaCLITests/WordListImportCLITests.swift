import Foundation
import Testing

/// `shurufa dict import` of other keyboards' files: the real 搜狗 .scel in ../shared, a hostile file
/// refused with a clear error and the dictionary untouched (byte for byte), `--format` forcing a reader,
/// and `dict export --format gboard` read back; what a file holds reaches the terminal escaped, never
/// as control sequences, and `dict hot` refuses a FIFO as `dict import` does.
@Suite struct WordListImportCLITests {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/eval/import")

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-wordlist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func theRealScelImportsAndTypes() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let scel = Self.shared.appendingPathComponent("唐诗300首【官方推荐】.scel").path
        #expect(try await runShurufa(["dict", "add", "--user-dict", dictionary, "舒入法", "shu'ru'fa"]).status == 0)
        func first(_ output: String) -> String? { output.split(whereSeparator: { $0 == "\t" || $0 == "\n" }).first.map(String.init) }
        let before = try await runShurufa(["convert", "--user-dict", dictionary], stdin: "chunmianbujuexiao\n")
        #expect(first(before.stdout) == "纯棉不觉晓", "\(before.stdout) \(before.stderr)")
        let imported = try await runShurufa(["dict", "import", "--user-dict", dictionary, scel])
        #expect(imported.stdout.contains("3563 words from") && imported.stdout.contains("(scel)"), "\(imported.stdout) \(imported.stderr)")
        let after = try await runShurufa(["convert", "--user-dict", dictionary], stdin: "chunmianbujuexiao\n")
        #expect(first(after.stdout) == "春眠不觉晓", "\(after.stdout)")
        // Gboard's zip out, and back into a fresh dictionary.
        let zip = directory.appendingPathComponent("mine.zip").path
        #expect(try await runShurufa(["dict", "export", "--user-dict", dictionary, zip]).status == 0)
        let second = directory.appendingPathComponent("e.sqlite").path
        let again = try await runShurufa(["dict", "import", "--user-dict", second, zip])
        #expect(again.stdout.contains("3564 words") && again.stdout.contains("(gboard)"), "\(again.stdout) \(again.stderr)")
    }

    @Test func aHostileFileChangesNothing() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        #expect(try await runShurufa(["dict", "add", "--user-dict", dictionary, "舒入法", "shu'ru'fa"]).status == 0)
        let real = try Data(contentsOf: Self.shared.appendingPathComponent("唐诗300首【官方推荐】.scel"))
        let truncated = directory.appendingPathComponent("cut.scel")
        try real.prefix(real.count / 2).write(to: truncated)
        let good = directory.appendingPathComponent("good.txt")
        try "你好\tni hao\n".write(to: good, atomically: true, encoding: .utf8)
        let beforeBytes = try Data(contentsOf: URL(fileURLWithPath: dictionary))
        for extra in [["--strict"], []] {
            let result = try await runShurufa(["dict", "import", "--user-dict", dictionary] + extra + [good.path, truncated.path])
            #expect(result.status != 0)
            #expect(result.stderr.contains("cut.scel: not a readable scel file: it ends before"), "\(result.stderr)")
            #expect(result.stderr.contains("nothing imported"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dictionary)) == beforeBytes, "byte for byte as before")
        let forced = try await runShurufa(["dict", "import", "--user-dict", dictionary, "--format", "qpyd", good.path])
        #expect(forced.status != 0 && forced.stderr.contains("qpyd"), "\(forced.stderr)")
        let unknown = try await runShurufa(["dict", "import", "--user-dict", dictionary, "--format", "docx", good.path])
        #expect(unknown.status != 0 && unknown.stderr.contains("--format"))
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
