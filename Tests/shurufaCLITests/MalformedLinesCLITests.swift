import Foundation
import Testing

/// Issue 50: handwriting and stroke lines that cannot be read are reported by number and fail the
/// run (exit 1), as over-long lines do, instead of an empty line, no message and exit 0.
@Suite struct MalformedLinesCLITests {
    private let good = "{\"strokes\":[[" + (0..<12).map { "[\(40 + 20 * $0),150]" }.joined(separator: ",") + "]]}"

    @Test func malformedHandwritingLinesAreReportedByNumber() async throws {
        let onePointStrokes = "{\"strokes\":[" + Array(repeating: "[[5,5]]", count: 8_000).joined(separator: ",") + "]}"
        let bad = ["{\"strokes\":[]}", "{\"strokes\":[[[]]]}", "{\"strokes\":[[[1e308,1e308],[2,2]]]}", onePointStrokes]
        let result = try await runShurufa(["handwriting", "-k", "3"], stdin: ([good] + bad + [good]).joined(separator: "\n") + "\n")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 6 && lines[0].hasPrefix("一") && lines[5].hasPrefix("一"), "\(result.stdout)")
        #expect(lines[1...4].allSatisfy { $0.isEmpty })
        for number in 2...5 { #expect(result.stderr.contains("line \(number):"), "line \(number): \(result.stderr)") }
        #expect(!result.stderr.contains("line 1:") && !result.stderr.contains("line 6:"), "\(result.stderr)")
        #expect(result.status == 1)
    }

    @Test func aStrokeLineOverTheLongestCharacterNamesTheLimit() async throws {
        let result = try await runShurufa(["convert", "--strokes"], stdin: String(repeating: "?", count: 4_096) + "\n1\n")
        #expect(result.stderr.contains("line 1") && result.stderr.contains("more than 64 strokes"), "\(result.stderr)")
        #expect(!result.stderr.contains("is not a stroke"))
        #expect(result.status == 1)
    }
}
