import Foundation
import Testing
import Zip

/// Hostile theme files at the command line (issue 89): `-o` its own input refused, and what a
/// reader holds bounded by what it keeps, not by the file's size (peaks from `/usr/bin/time`).
@Suite struct ThemeHostileCLITests {
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-hostile-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The run's peak resident memory in MB, as `/usr/bin/time` reports it, with the run's result.
    static func peak(_ arguments: [String]) async throws -> (megabytes: Double, status: Int32, stderr: String) {
        let result = try await runShurufa(arguments, as: ["/usr/bin/time", "-f", "peak-kb %M"])
        let line = try #require(result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-kb ") })
        let kilobytes = try #require(Double(line.dropFirst("peak-kb ".count)))
        return (kilobytes / 1024, result.status, result.stderr)
    }

    @Test func importRefusesToWriteOverTheSkinItReads() async throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let skin = directory.appendingPathComponent("t.trime.yaml")
        let text = "preset_color_schemes:\n  default:\n    back_color: 0x112233\n"
        try Data(text.utf8).write(to: skin)
        let result = try await runShurufa(["theme", "import", skin.path, "-o", skin.path, "--force"])
        #expect(result.status != 0 && result.stderr.contains("is the input"), "\(result.stderr)")
        #expect(try String(contentsOf: skin, encoding: .utf8) == text, "the skin is as it was")
        let link = directory.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: skin.path)
        let throughLink = try await runShurufa(["theme", "import", link.path, "-o", skin.path, "--force"])
        #expect(throughLink.status != 0 && throughLink.stderr.contains("is the input"), "\(throughLink.stderr)")
        #expect(try String(contentsOf: skin, encoding: .utf8) == text)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
    func aSkinOfThirtyMegabytesOfLineBreaksStaysUnderAHundredMegabytes() async throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let skin = directory.appendingPathComponent("newlines.hskin")
        try ZipArchive.single(name: "t/config.yaml", contents: [UInt8](repeating: 10, count: 31 << 20) + Array("name: t\n".utf8)).write(to: skin)
        let run = try await Self.peak(["theme", "show", skin.path])
        #expect(run.status != 0 && run.stderr.contains("names no pinyin or alphabetic keyboard"), "\(run.stderr)")
        #expect(run.megabytes < 100, "peak \(run.megabytes) MB (482 MB when the parser held a scalar array and a line table)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
    func aLinkToSixtyMegabytesIsRefusedUnread() async throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("huge")
        _ = FileManager.default.createFile(atPath: target.path, contents: Data("style:\n".utf8))
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 60 << 20)
        try handle.close()
        let link = directory.appendingPathComponent("t.trime.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let run = try await Self.peak(["theme", "show", link.path])
        #expect(run.status != 0 && run.stderr.contains("62914560 bytes is too large"), "\(run.stderr)")
        #expect(run.megabytes < 50, "peak \(run.megabytes) MB: the 60 MB file was read before it was refused")
    }
}
