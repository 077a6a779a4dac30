import Foundation
import Testing

/// `shurufa bench playground-load` ends by itself, whatever its abusive clients meet, reports
/// the server alive when it is, and leaves no server process behind.
@Suite struct BenchCLITests {
    @Test func playgroundLoadEndsReportsTheServerAndStopsIt() async throws {
        let result = try await runShurufa(["bench", "playground-load", "--seconds", "2", "--sessions", "1", "--idle-sockets", "0",
                                           "--idle-websockets", "40",
                                           // The later phases run too, small: a debug build's 150 writers and 300 lifecycles took minutes of CI.
                                           "--writers", "2", "--lifecycle", "5"])
        // p99 is not judged here (a debug build under a loaded test run); the run's other verdicts are.
        #expect(result.stdout.contains("PASS  server alive"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("PASS  1e19 answered with an error"))
        #expect(result.stdout.contains("abuser: never-reads:"))
        #expect(result.stdout.contains("well-behaved: 20 presses"))
        #expect(result.stdout.contains("PASS  a new client admitted during the silent WebSockets"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS  silent WebSockets closed"))
        let pid = try #require(result.stdout.firstMatch(of: /server pid (\d+)/).flatMap { Int32($0.1) })
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)/status") || Self.isZombieOrGone(pid))
    }

    private static func isZombieOrGone(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
        return status.contains("State:\tZ")
    }
}
