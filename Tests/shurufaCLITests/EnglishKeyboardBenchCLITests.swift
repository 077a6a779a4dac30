import Foundation
import Testing

/// `shurufa bench english --keyboard` lists its slowest keystrokes (`--slowest N`) and writes each
/// keystroke's bar (`--bars FILE`), so two builds' output can be compared keystroke by keystroke.
@Suite struct EnglishKeyboardBenchCLITests {
    @Test func theSlowestKeystrokesAndEveryBarAreReported() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("english-bars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dev = directory.appendingPathComponent("dev.tsv"), bars = directory.appendingPathComponent("bars.txt")
        try "thank you\tx\nhow are you\tx\n".write(to: dev, atomically: true, encoding: .utf8)
        let result = try await runShurufa(["bench", "english", "--keyboard", "--dev", dev.path, "--slowest", "3", "--bars", bars.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: bars, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        // One line a keystroke: 8 + 9 letters and 5 spaces, each with the key pressed.
        #expect(lines.count == 22)
        #expect(lines.map { String($0[1]) }.joined() == "thank␣you␣how␣are␣you␣")
        // After `thank` and the space bar, the next words read the word before.
        #expect(lines[5].dropFirst(2).map(String.init).first == "you", "\(lines[5])")
        let slowest = result.stdout.split(separator: "\n").filter { $0.contains(" µs  …") }
        #expect(slowest.count == 3, "\(result.stdout)")
        // The bars file is written under the output-path policy: an existing one is refused
        // before any typing and left as it was.
        let again = try await runShurufa(["bench", "english", "--keyboard", "--dev", dev.path, "--bars", bars.path])
        #expect(again.status != 0)
        #expect(try String(contentsOf: bars, encoding: .utf8).split(separator: "\n").count == 22)
    }
}
