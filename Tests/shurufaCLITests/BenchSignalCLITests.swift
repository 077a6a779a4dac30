import Foundation
import ShurufaTestSupport
import Testing

/// A bench interrupted by SIGTERM takes the processes it started with it (issue 61): the playground
/// server and the busy loops of `bench playground-visitors` used to run on after it.
@Suite struct BenchSignalCLITests {
    /// The process IDs whose parent is `pid` (from /proc/*/stat), alive and not zombies.
    static func children(of pid: Int32) -> Set<Int32> {
        var found: Set<Int32> = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(name), let state = processState(child), state.parent == pid, state.code != "Z" else { continue }
            found.insert(child)
        }
        return found
    }

    /// A process's state letter and parent, or nil once it is gone.
    static func processState(_ pid: Int32) -> (code: Character, parent: Int32)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 1, let code = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (code, parent)
    }

    @Test func sigtermStopsTheServerAndTheBusyLoops() async throws {
        let (started, status) = try await onOwnThread { () throws -> (Set<Int32>, Int32) in
            let process = Process()
            process.executableURL = shurufaBinary()
            process.arguments = ["bench", "playground-visitors", "--phases", "visitors", "--typing", "1", "--load", "2",
                                 "--visits", "1", "--rate", "1"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            // The phase's first line comes once the server is up and the busy loops start right after it.
            var seen = ""
            while !seen.contains("new visitors\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            var children: Set<Int32> = []
            for _ in 0..<200 where children.count < 3 {
                children = Self.children(of: process.processIdentifier)
                Thread.sleep(forTimeInterval: 0.05)
            }
            process.terminate()
            process.waitUntilExit()
            return (children, process.terminationStatus)
        }
        #expect(started.count == 3, "the server and two busy loops: \(started)")
        #expect(status == 128 + SIGTERM)
        var alive = started
        for _ in 0..<100 where !alive.isEmpty {
            alive = alive.filter { Self.processState($0).map { $0.code != "Z" } ?? false }
            try await Task.sleep(for: .milliseconds(50))
        }
        for pid in alive { kill(pid, SIGKILL) }
        #expect(alive.isEmpty, "still running after the bench was ended: \(alive)")
    }
}
