import Foundation
import ShurufaTestSupport
import Testing

/// `convert`, `predict`, `repl` and `handwriting` read lines of at most a documented length
/// (`CommandLineInput`): a longer line is reported by number, answered with an empty result, the
/// next line is read as usual, and the exit status says a line was refused.
@Suite struct BoundedLinesCLITests {
    /// A line far over every limit (1 MiB).
    private let huge = String(repeating: "a", count: 1 << 20)

    @Test func convertRefusesALongLineAndTypesTheNext() async throws {
        let result = try await runShurufa(["convert"], stdin: huge + "\nnihao\n")
        #expect(result.stdout == "\n你好\n", "an empty line for the refused one")
        #expect(result.stderr.contains("line 1:") && result.stderr.contains("4096 bytes"), "\(result.stderr)")
        #expect(!result.stderr.contains("line 2:"))
        #expect(result.status == 1)
    }

    @Test func aLineOfExactlyTheLimitIsReadAndOneByteMoreIsNot() async throws {
        let atLimit = String(repeating: "xian", count: 1_024)   // 4,096 bytes: decoded in a window, with a note
        let result = try await runShurufa(["convert"], stdin: atLimit + "\r\n" + atLimit + "x\nnihao\r\n")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[0].count >= 32 && lines[1].isEmpty && lines[2] == "你好", "\(lines.map { $0.prefix(10) })")
        #expect(result.stderr.contains("line 1: 4096 characters"), "the window's note: \(result.stderr)")
        #expect(result.stderr.contains("line 2: longer than 4096 bytes"), "\(result.stderr)")
        #expect(result.status == 1)
    }

    @Test func aGoodRunStillExitsZero() async throws {
        let result = try await runShurufa(["convert"], stdin: "nihao\nshijie")
        #expect(result.status == 0 && result.stdout == "你好\n世界\n", "the last line needs no newline: \(result.stderr)")
    }

    @Test func predictRefusesALongLine() async throws {
        let result = try await runShurufa(["predict", "-k", "3"], stdin: huge + "\n你好\n")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].isEmpty && lines[1].split(separator: "\t").count == 3, "\(result.stdout)")
        #expect(result.stderr.contains("line 1:") && result.status == 1, "\(result.stderr)")
    }

    @Test func handwritingRefusesALongLine() async throws {
        let stroke = (0..<12).map { "[\(40 + 20 * $0),150]" }.joined(separator: ",")
        let one = "{\"strokes\":[[\(stroke)]]}"
        let long = "{\"strokes\":[[" + Array(repeating: "[1,1]", count: 20_000).joined(separator: ",") + "]]}"
        let result = try await runShurufa(["handwriting", "-k", "3"], stdin: long + "\n" + one + "\n")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].isEmpty && lines[1].hasPrefix("一"), "\(result.stdout)")
        #expect(result.stderr.contains("line 1:") && result.stderr.contains("65536 bytes") && result.status == 1, "\(result.stderr)")
    }

    @Test func replRefusesALongLineAndGoesOn() async throws {
        let result = try await runShurufa(["repl"], stdin: huge + "\nnihao\n1\n:q\n")
        #expect(result.stdout.contains("→ 你好") && result.stdout.contains("text: 你好"), "\(result.stdout.suffix(300))")
        #expect(result.stderr.contains("line 1:") && result.status == 1, "\(result.stderr)")
    }

    /// An endless line (`< /dev/zero`) is reported while it is still arriving, and the process keeps
    /// reading it in bounded memory (its resident size is looked at after 200 MB have gone by).
    @Test func anEndlessLineIsReportedAtOnceInBoundedMemory() async throws {
        let report = try await onOwnThread { () throws -> (stderr: String, rss: Int, consumed: Int) in
            let process = Process()
            process.executableURL = shurufaBinary()
            process.arguments = ["convert"]
            process.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
            let error = Pipe()
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // SIGKILL: the test process may block SIGTERM, and a child inherits the mask.
            defer { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            var stderr = Data()
            while !String(decoding: stderr, as: UTF8.self).contains("line 1:") {
                let chunk = error.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                stderr += chunk
            }
            // Wait until it has read 200 MB of the line, then read its resident memory.
            let io = "/proc/\(process.processIdentifier)/io"
            var consumed = 0
            for _ in 0..<600 where consumed < 200 << 20 {
                Thread.sleep(forTimeInterval: 0.05)
                let text = (try? String(contentsOfFile: io, encoding: .utf8)) ?? ""
                consumed = text.split(separator: "\n").first { $0.hasPrefix("rchar:") }
                    .flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
            }
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
                .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
            return (String(decoding: stderr, as: UTF8.self), rss, consumed)
        }
        #expect(report.stderr.contains("line 1: longer than 4096 bytes"), "\(report.stderr)")
        #expect(report.consumed >= 200 << 20, "read \(report.consumed) bytes")
        // A few times the engine's own footprint, far under the 200 MB read (an unbounded line held it all).
        #expect(report.rss > 0 && report.rss < 150_000, "VmRSS \(report.rss) kB")
    }
}
