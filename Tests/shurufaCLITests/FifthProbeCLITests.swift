import Foundation
import Testing

/// The fifth probe's findings on the command line (issue 61): `phrases add` stops at a full
/// store, an unknown escape is refused (not stored as the character after it), read-only commands
/// leave no `-wal`/`-shm` beside a cleanly closed file, a typed tab is not echoed into `english`'s
/// columns, and handwriting times and swipe points are bounded.
@Suite struct FifthProbeCLITests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-probe5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func phrasesAddStopsReadingAtAFullStore() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        let file = directory.appendingPathComponent("many.txt")
        try (0..<1_980).map { "短语\($0)\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        #expect(try await runShurufa(["phrases", "import", file.path, "--user-dict", store]).status == 0)
        let before = try await runShurufa(["phrases", "list", "--user-dict", store]).stdout.split(separator: "\n").count
        let added = try await runShurufa(["phrases", "add", "--user-dict", store], stdin: (0..<200).map { "再\($0)\n" }.joined())
        #expect(added.status == 1)
        let room = 2_000 - before
        #expect(added.stdout.split(separator: "\n").count <= room, "\(added.stdout.split(separator: "\n").count) acknowledged, room for \(room)")
        let refusals = added.stderr.split(separator: "\n").filter { $0.contains("at most 2000") }
        #expect(refusals.count == 1, "one refusal, then stdin is no longer read: \(added.stderr.prefix(400))")
        #expect(added.stderr.contains("stopped reading stdin"))
        #expect(try await runShurufa(["phrases", "list", "--user-dict", store]).stdout.split(separator: "\n").count == 2_000)
    }

    @Test func anUnknownEscapeOnPhrasesStdinIsRefused() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        let added = try await runShurufa(["phrases", "add", "--user-dict", store], stdin: "\\0\tnul\na\\tb\ttab\n")
        #expect(added.status == 1)
        #expect(added.stderr.contains("line 1") && added.stderr.contains("unknown escape \\0"), "\(added.stderr)")
        #expect(added.stdout == "ok a\\tb\n", "the known escape is read: \(added.stdout)")
        #expect(try await runShurufa(["phrases", "code", "nul", "--user-dict", store]).stdout.isEmpty, "not stored as 0")
    }

    @Test func readOnlyCommandsLeaveNoWALFilesBesideACleanlyClosedFile() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("u.sqlite").path
        #expect(try await runShurufa(["phrases", "add", "好的", "--code", "hd", "--user-dict", store]).status == 0)
        #expect(try await runShurufa(["clipboard", "add", "一", "--user-dict", store]).status == 0)
        func leftovers() -> [String] {
            ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: store + $0) }
        }
        try #require(leftovers().isEmpty, "a write leaves none: \(leftovers())")
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        for command in [["phrases", "list"], ["phrases", "code", "hd"], ["phrases", "export"], ["clipboard", "list"], ["dict", "list"]] {
            let result = try await runShurufa(command + ["--user-dict", store])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(leftovers().isEmpty, "\(command) left \(leftovers())")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before, "no byte of the file changed")
    }

    @Test func aTypedTabIsNotEchoedIntoEnglishColumns() async throws {
        let result = try await runShurufa(["english"], stdin: "I love\tyo\tu\nI love\tyo\n")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2 && lines[0].isEmpty, "\(lines)")
        #expect(lines.last?.split(separator: "\t").count ?? 0 <= 3)
        #expect(result.stderr.contains("line 1"), "\(result.stderr)")
    }

    @Test func handwritingTimesAndSwipePointsAreBounded() async throws {
        let far = #"{"strokes": [[[10, 10, -1e308], [20, 20, 5]]]}"#
        let hand = try await runShurufa(["handwriting"], stdin: far + "\n")
        #expect(hand.status == 1 && hand.stderr.contains("time"), "\(hand.stderr)")
        for points in ["[[10, 10], [20, 20]]", "[[10, 10, 0, 1], [20, 20, 16, 1]]"] {
            let swipe = try await runShurufa(["swipe"], stdin: #"{"layout": "qwerty", "points": "# + points + "}\n")
            #expect(swipe.status == 1 && swipe.stderr.contains("point 1"), "\(points): \(swipe.stderr)")
        }
    }
}
