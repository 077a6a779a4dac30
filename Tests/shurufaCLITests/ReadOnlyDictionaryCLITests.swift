import Foundation
import Testing

/// Small findings of the third hardening round, through the command line: commands that only read
/// a user dictionary change no byte of it, an import's format guess sees a whole long first line,
/// and each missing data file gets its own warning.
@Suite struct ReadOnlyDictionaryCLITests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-readonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func listingExportingAndDecodingChangeNoByteAndA0444DictionaryIsListed() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let added = try await runShurufa(["dict", "add", "--user-dict", dictionary, "舒入法", "shu'ru'fa"])
        #expect(added.status == 0, "\(added.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: dictionary))
        chmod(dictionary, 0o444)
        defer { chmod(dictionary, 0o644) }
        let runs: [([String], String)] = [
            (["dict", "list", "--user-dict", dictionary], ""),
            (["dict", "learned", "--user-dict", dictionary], ""),
            (["dict", "export", "--user-dict", dictionary], ""),
            (["dict", "hot", "--user-dict", dictionary], ""),
            (["convert", "--user-dict", dictionary], "shurufa\n"),
            (["predict", "--user-dict", dictionary], "你好\n"),
        ]
        for (arguments, stdin) in runs {
            let result = try await runShurufa(arguments, stdin: stdin)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: dictionary)) == before, "\(arguments) changed the file")
            if arguments[1] == "list" { #expect(result.stdout.hasPrefix("舒入法\tshu ru fa")) }
            if arguments[0] == "convert" { #expect(result.stdout == "舒入法\n") }
        }
    }

    @Test func aReadOnlyCommandOnAMissingDictionaryIsAnErrorAndMakesNothing() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("typo.sqlite").path
        for (arguments, stdin) in [(["dict", "list", "--user-dict", missing], ""), (["convert", "--user-dict", missing], "nihao\n")] {
            let result = try await runShurufa(arguments, stdin: stdin)
            #expect(result.status != 0 && result.stderr.contains(missing), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // Learning writes, so it still makes the dictionary.
        let learned = try await runShurufa(["convert", "--user-dict", missing, "--learn"], stdin: "nihao\t你好\n")
        #expect(learned.status == 0 && FileManager.default.fileExists(atPath: missing), "\(learned.stderr)")
    }

    @Test func anImportWhoseFirstLineIsOver64KBIsGuessedRight() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = directory.appendingPathComponent("words.txt")
        // A plain list whose first (bad: too long) word puts its tab past the first 64 KB.
        try Data((String(repeating: "舒", count: 30_000) + "\tshu\t1\n舒入法\tshu ru fa\t2\n").utf8).write(to: list)
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let result = try await runShurufa(["dict", "import", "--user-dict", dictionary, list.path])
        #expect(result.stdout.contains("1 words from \(list.path) (plain), 1 skipped"), "\(result.stdout) \(result.stderr)")
    }

    @Test func eachMissingDataFileIsNamedWordsLibimeToo() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundled = try #require(bundledDataDirectory())
        for name in ["lexicon.bin", "lm.bin"] {
            try FileManager.default.copyItem(atPath: bundled + "/" + name, toPath: directory.appendingPathComponent(name).path)
        }
        let result = try await runShurufa(["convert", "--data", directory.path], stdin: "nihao\n")
        #expect(result.status == 0 && result.stdout == "你好\n")
        for name in ["lm-libime.bin", "words-libime.bin", "script.bin", "english-mixed.bin"] {
            #expect(result.stderr.contains(name), "a warning names \(name): \(result.stderr)")
        }
    }
}
