import Foundation
import Testing

/// The fourth hardening round's findings on 常用语 and the clipboard, through the command line:
/// bounded stdin, caps in bytes and scalars, phrase files read like `dict import` reads word lists,
/// the clipboard's caps and clock, and read-only commands that open read-only.
@Suite struct PanelHardeningCLITests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-panel-hard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A line far over the phrase line limit (64 KiB), with no newline for 100 KB.
    private let runaway = String(repeating: "a", count: 100_000)

    @Test func stdinLinesAreBoundedAndNamedByNumber() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        let imported = try await runShurufa(["phrases", "import", "-", "--user-dict", store], stdin: "好的\thd\n" + runaway + "\n再见\tzj\n")
        #expect(imported.status == 1 && imported.stderr.contains("-:2:") && imported.stderr.contains("65536 bytes"), "\(imported.stderr)")
        #expect(try await runShurufa(["phrases", "code", "zj", "--user-dict", store]).stdout == "再见\n")
        let added = try await runShurufa(["phrases", "add", "--user-dict", store], stdin: runaway + "\n早\tzao\n")
        #expect(added.status == 1 && added.stderr.contains("line 1") && added.stderr.contains("65536 bytes"), "\(added.stderr)")
        #expect(added.stdout == "ok 早\n")
        let copied = try await runShurufa(["clipboard", "add", "--user-dict", store], stdin: "一\n" + runaway + "\n")
        #expect(copied.status == 1 && copied.stderr.contains("line 2") && copied.stderr.contains("65536 bytes"), "\(copied.stderr)")
        #expect(copied.stdout == "ok 一\n")
    }

    @Test func capsCountBytesAndScalarsNotOnlyCharacters() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        // One character (a grapheme cluster) of many scalars.
        let phrase = "e" + String(repeating: "\u{0301}", count: 5_000)
        let refused = try await runShurufa(["phrases", "add", phrase, "--user-dict", store])
        #expect(refused.status == 1 && refused.stderr.contains("scalars"), "\(refused.stderr)")
        let item = "e" + String(repeating: "\u{0301}", count: 25_000)  // 50,001 bytes: within the byte cap, not the scalar cap
        let copied = try await runShurufa(["clipboard", "add", item, "--user-dict", store])
        #expect(copied.status == 1 && copied.stderr.contains("scalars"), "\(copied.stderr)")
        #expect(try await runShurufa(["clipboard", "list", "--user-dict", store]).stdout.isEmpty)
    }

    @Test func phraseFilesReadLikeWordLists() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        // CRLF line ends, a bad byte on line 3 between good lines.
        let file = directory.appendingPathComponent("in.txt")
        var bytes = Data("早上好\tzsh\t问候\r\n晚安\twa\r\n".utf8)
        bytes.append(contentsOf: [0x61, 0xFF, 0x0A])
        bytes.append(Data("谢谢\txx\r\n".utf8))
        try bytes.write(to: file)
        let imported = try await runShurufa(["phrases", "import", file.path, "--user-dict", store])
        #expect(imported.status == 1 && imported.stderr.contains("in.txt:3:") && imported.stderr.contains("UTF-8"), "\(imported.stderr)")
        #expect(!imported.stderr.contains("in.txt:1:") && !imported.stderr.contains("in.txt:2:"), "\(imported.stderr)")
        for (code, text) in [("zsh", "早上好"), ("wa", "晚安"), ("xx", "谢谢")] {
            #expect(try await runShurufa(["phrases", "code", code, "--user-dict", store]).stdout == text + "\n", "\(code)")
        }
        // A phrase beginning with # survives export then import.
        #expect(try await runShurufa(["phrases", "add", "#话题", "--code", "ht", "--user-dict", store]).status == 0)
        let exported = directory.appendingPathComponent("out.txt").path
        #expect(try await runShurufa(["phrases", "export", exported, "--user-dict", store]).status == 0)
        let other = directory.appendingPathComponent("o.sqlite").path
        let again = try await runShurufa(["phrases", "import", exported, "--user-dict", other])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try await runShurufa(["phrases", "code", "ht", "--user-dict", other]).stdout == "#话题\n")
        // NUL is refused with a message, never stored cut short.
        let nul = try await runShurufa(["phrases", "add", "--user-dict", store], stdin: "a\u{0}b\tnul\n")
        #expect(nul.status == 1 && nul.stderr.contains("NUL") && !nul.stdout.contains("ok"), "\(nul.stderr)")
        let nulCopy = try await runShurufa(["clipboard", "add", "--user-dict", store], stdin: "x\u{0}y\n")
        #expect(nulCopy.status == 1 && nulCopy.stderr.contains("NUL") && !nulCopy.stdout.contains("ok"), "\(nulCopy.stderr)")
        #expect(try await runShurufa(["phrases", "code", "nul", "--user-dict", store]).stdout.isEmpty)
    }

    @Test func theNewestCopyIsNeverDroppedAndPinsStayUnderTheCap() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        let cap = ["--max-items", "3", "--now", "1000", "--user-dict", store]
        #expect(try await runShurufa(["clipboard", "add", "a", "b", "c"] + cap).status == 0)
        let ids = try await runShurufa(["clipboard", "list"] + cap).stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(ids.count == 3)
        var pinned = 0
        for id in ids where try await runShurufa(["clipboard", "pin", id] + cap).status == 0 { pinned += 1 }
        #expect(pinned == 2, "a cap of 3 leaves room for the newest copy")
        let added = try await runShurufa(["clipboard", "add", "d"] + cap)
        #expect(added.status == 0 && added.stdout == "ok d\n")
        let texts = try await runShurufa(["clipboard", "list"] + cap).stdout.split(separator: "\n").map { String($0.split(separator: "\t")[3]) }
        #expect(texts.count == 3 && texts.first == "d", "\(texts)")
        // A lower cap later: the items, pinned too, fit it (the newest kept).
        let lower = try await runShurufa(["clipboard", "list", "--max-items", "2", "--now", "1000", "--user-dict", store]).stdout
        #expect(lower.split(separator: "\n").count == 2, "\(lower)")
        #expect(lower.split(separator: "\n").first?.hasSuffix("\td") == true, "\(lower)")
    }

    @Test func theClockAndLifetimeAreValidated() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        for arguments in [["--now", "nan"], ["--now", "inf"], ["--now", "-1"], ["--lifetime", "inf"], ["--lifetime", "nan"]] {
            let result = try await runShurufa(["clipboard", "add", "x", "--user-dict", store] + arguments)
            #expect(result.status != 0 && result.stderr.contains(arguments[0]) && !result.stderr.contains("SQLite"), "\(arguments): \(result.stderr)")
        }
        if FileManager.default.fileExists(atPath: store) {
            #expect(try await runShurufa(["clipboard", "list", "--user-dict", store]).stdout.isEmpty, "nothing was kept")
        }
    }

    @Test func readingCommandsChangeNoByteOfA0444File() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        #expect(try await runShurufa(["phrases", "add", "在路上", "--code", "zls", "--user-dict", store]).status == 0)
        #expect(try await runShurufa(["clipboard", "add", "剪贴", "--now", "1000", "--user-dict", store]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        chmod(store, 0o444)
        defer { chmod(store, 0o644) }
        let runs: [[String]] = [["phrases", "list"], ["phrases", "export"], ["phrases", "code", "zls"], ["clipboard", "list", "--now", "1000"]]
        for arguments in runs {
            let result = try await runShurufa(arguments + ["--user-dict", store])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains(arguments[0] == "clipboard" ? "剪贴" : "在路上"), "\(arguments): \(result.stdout)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before, "\(arguments) changed the file")
        }
    }
}
