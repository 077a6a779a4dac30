import Foundation
import Testing

/// The findings of issue 32, reproduced through the command line: each test failed before the fix.
@Suite struct HardeningCLITests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-harden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A dictionary with one word, at `path`.
    func makeDictionary(_ path: String) async throws {
        let added = try await runShurufa(["dict", "add", "--user-dict", path, "舒入法", "shu'ru'fa"])
        #expect(added.status == 0, "\(added.stderr)")
    }

    // Finding 1: `dict export` wrote through whatever was at the path.
    @Test func dictExportRefusesAFIFOALinkAnExistingFileAndADevice() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        try await makeDictionary(dictionary)

        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let toFIFO = try await runShurufa(["dict", "export", "--user-dict", dictionary, "--force", fifo])
        #expect(toFIFO.status != 0 && toFIFO.stderr.contains("FIFO"), "\(toFIFO.stderr)")

        let victim = directory.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        let link = directory.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)
        let toLink = try await runShurufa(["dict", "export", "--user-dict", dictionary, "--force", link])
        #expect(toLink.status != 0 && toLink.stderr.contains("symbolic link"), "\(toLink.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == victim.path)

        let existing = directory.appendingPathComponent("words.txt").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
        let unforced = try await runShurufa(["dict", "export", "--user-dict", dictionary, existing])
        #expect(unforced.status != 0 && unforced.stderr.contains("--force"), "\(unforced.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
        let forced = try await runShurufa(["dict", "export", "--user-dict", dictionary, "--force", existing])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).contains("舒入法\tshu ru fa"))

        let toDevice = try await runShurufa(["dict", "export", "--user-dict", dictionary, "--force", "/dev/null"])
        #expect(toDevice.status != 0 && toDevice.stderr.contains("device"), "\(toDevice.stderr)")
        var info = stat()
        lstat("/dev/null", &info)
        #expect(info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "no temporary file left: \(left)")
    }

    @Test func layoutRenderAndConvertTimingsFollowTheSamePolicy() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let render = try await runShurufa(["layout", "render", "pinyin-26", "-o", fifo, "--force"])
        #expect(render.status != 0 && render.stderr.contains("FIFO"), "\(render.stderr)")
        let timings = directory.appendingPathComponent("t.txt").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: timings))
        let refused = try await runShurufa(["convert", "--timings", timings], stdin: "nihao\n")
        #expect(refused.status != 0 && refused.stderr.contains("--force"), "checked before any line: \(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        let replaced = try await runShurufa(["convert", "--timings", timings, "--force"], stdin: "nihao\n")
        let written = try String(contentsOfFile: timings, encoding: .utf8)
        #expect(replaced.status == 0 && written.contains("peak_rss_kb"))
    }

    // Finding 2: `dict import` stored what it should refuse.
    @Test func dictImportRefusesBadLinesOneByOneAndStrictImportsNothing() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        let file = directory.appendingPathComponent("words.txt")
        var bytes = Data("你好\tni hao\n".utf8)
        bytes += Data([0xFF, 0xFE]) + Data("坏\thuai\n".utf8)                       // line 2: invalid UTF-8
        bytes += Data((String(repeating: "长", count: 33) + "\t" + Array(repeating: "chang", count: 33).joined(separator: " ") + "\n").utf8)
        bytes += Data("中国\tzhong\n".utf8)                                           // line 4: two characters, one syllable
        bytes += Data("abc\tni\n".utf8)                                               // line 5: Latin
        bytes += Data("世界\tshi jie\t1e308\n".utf8)                                  // line 6: weight out of range
        bytes += Data("世界\tshi jie\tnan\n".utf8)                                    // line 7: not finite
        bytes += Data("舒入法\tshu ru fa\t5\n".utf8)
        try bytes.write(to: file)

        let strict = try await runShurufa(["dict", "import", "--user-dict", dictionary, "--strict", file.path])
        #expect(strict.status == 1)
        #expect(try await runShurufa(["dict", "list", "--user-dict", dictionary]).stdout.isEmpty, "--strict: nothing imported")

        let result = try await runShurufa(["dict", "import", "--user-dict", dictionary, file.path])
        #expect(result.status == 1)
        for line in 2...7 { #expect(result.stderr.contains("\(file.path):\(line): "), "line \(line) reported: \(result.stderr)") }
        #expect(result.stderr.contains("UTF-8"))
        #expect(!result.stderr.contains("\(file.path):1:") && !result.stderr.contains("\(file.path):8:"))
        let list = try await runShurufa(["dict", "list", "--user-dict", dictionary]).stdout
        #expect(list.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted() == ["你好", "舒入法"])
        #expect(!list.contains("\u{FFFD}"))
    }

    // Finding 3: a dictionary the process cannot read was renamed away and replaced.
    @Test func aDictionaryTheUserCannotReadIsAnErrorAndStays() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dictionary = directory.appendingPathComponent("d.sqlite").path
        try await makeDictionary(dictionary)
        let before = try Data(contentsOf: URL(fileURLWithPath: dictionary))
        // The folder is writable by anyone (so a rename would succeed); the file is readable by no one.
        chmod(directory.path, 0o777)
        chmod(dictionary, 0o000)
        defer { chmod(dictionary, 0o644) }
        let result: (status: Int32, stdout: String, stderr: String)
        if getuid() == 0 {
            // Root reads any file: run the command as `nobody`, for whom the mode really applies, from a
            // copy nobody can reach (the clone may sit in a folder of mode 0700).
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                print("skipped aDictionaryTheUserCannotReadIsAnErrorAndStays: no /usr/bin/setpriv to run it as nobody")
                return
            }
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            let copy: ReachableShurufa
            do { copy = try await ReachableShurufa(launcher: nobody) } catch let unreachable as ReachableShurufa.Unreachable {
                print("skipped aDictionaryTheUserCannotReadIsAnErrorAndStays: \(unreachable)")
                return
            }
            defer { copy.remove() }
            result = try await runShurufa(["dict", "list", "--user-dict", dictionary], as: nobody, binary: copy.binary)
        } else {
            result = try await runShurufa(["dict", "list", "--user-dict", dictionary])
        }
        #expect(result.status != 0)
        #expect(result.stderr.contains(dictionary) && result.stderr.contains("nothing was changed"), "\(result.stderr)")
        chmod(dictionary, 0o644)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dictionary)) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".bad-") }, "nothing moved aside: \(names)")
    }

    @Test func aTypoedTextFileIsNotMovedAside() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notes = directory.appendingPathComponent("notes.txt").path
        try Data("shopping list\n".utf8).write(to: URL(fileURLWithPath: notes))
        let result = try await runShurufa(["dict", "add", "--user-dict", notes, "舒入法", "shu'ru'fa"])
        #expect(result.status != 0 && result.stderr.contains(notes))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "shopping list\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
    }

    // Finding 4: unbounded input.
    // (A line over `CommandLineInput.textLimit` is refused: BoundedLinesCLITests.)
    @Test func aLongLineWithinTheLimitIsDecodedInAWindowWithANote() async throws {
        let line = String(repeating: "xian", count: 1_000)
        let result = try await runShurufa(["convert", "-k", "3"], stdin: line + "\nnihao\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "one output line per input line")
        #expect(lines[0].split(separator: "\t").first.map { $0.count >= 32 && $0.count <= 256 } == true)
        #expect(lines[1].hasPrefix("你好"))
        #expect(result.stderr.contains("line 1") && result.stderr.contains("256"), "\(result.stderr)")
    }

    @Test func replPrintsOnlyWhatChanged() async throws {
        let input = String(repeating: "nihao\n1\n", count: 50) + ":q\n"
        let result = try await runShurufa(["repl"], stdin: input)
        #expect(result.status == 0)
        // Each pick prints its own text, not the whole text so far: the output grows linearly.
        let picks = result.stdout.components(separatedBy: "→ 你好").count - 1
        #expect(picks == 50)
        #expect(result.stdout.utf8.count < 50 * 200, "\(result.stdout.utf8.count) bytes")
        #expect(result.stdout.contains("text: " + String(repeating: "你好", count: 50)))
    }

    // Finding 6: `--data DIR` ignored script.bin and a missing English list (now english-mixed.bin).
    @Test func dataDirectoryCoversEveryFile() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundled = try #require(bundledDataDirectory())
        for name in ["lexicon.bin", "lm.bin", "script.bin"] {
            try FileManager.default.copyItem(atPath: bundled + "/" + name, toPath: directory.appendingPathComponent(name).path)
        }
        let missingEnglish = try await runShurufa(["convert", "--data", directory.path], stdin: "nihao\n")
        #expect(missingEnglish.status == 0 && missingEnglish.stdout == "你好\n")
        #expect(missingEnglish.stderr.contains("english-mixed.bin"), "a warning names the missing file: \(missingEnglish.stderr)")

        let script = directory.appendingPathComponent("script.bin")
        var corrupt = try Data(contentsOf: script)
        corrupt[corrupt.count / 2] ^= 0xFF
        try corrupt.write(to: script)
        let corrupted = try await runShurufa(["convert", "--data", directory.path], stdin: "nihao\n")
        #expect(corrupted.status != 0 && corrupted.stderr.contains("script.bin"), "\(corrupted.stderr)")

        try FileManager.default.removeItem(at: script)
        try FileManager.default.createDirectory(at: script, withIntermediateDirectories: false)
        let folder = try await runShurufa(["convert", "--data", directory.path], stdin: "nihao\n")
        #expect(folder.status != 0 && folder.stderr.contains("script.bin"), "\(folder.stderr)")

        try FileManager.default.removeItem(at: script)
        let traditional = try await runShurufa(["convert", "--data", directory.path, "--script", "traditional"], stdin: "nihao\n")
        #expect(traditional.status != 0 && traditional.stderr.contains("script.bin"), "no silent fallback to the bundled file: \(traditional.stderr)")
    }
}
