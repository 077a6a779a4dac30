import Foundation
import Testing

/// `shurufa bench lifecycle`: each open really types (the document holds the picked sentence),
/// and the report gives RssAnon after the first close and the last, with the growth between.
@Suite struct LifecycleBenchCLITests {
    @Test func opensTypesClosesAndReportsRssAnon() async throws {
        let result = try await runShurufa(["bench", "lifecycle", "--opens", "3", "--sentence", "nihao"])
        #expect(result.stdout.contains("typed 你好 each time"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("after close      1: RssAnon") && result.stdout.contains("after close      3: RssAnon"))
        let growth = try #require(result.stdout.firstMatch(of: /growth from the first close to the last: (-?\d+) kB/).flatMap { Int($0.1) })
        // The verdict is the exit status (1 MB); three opens of a debug build are not the measurement.
        #expect(result.status == (growth <= 1_024 ? 0 : 1))
    }

    @Test func badOptionsAreUsageErrors() async throws {
        for arguments in [["--opens", "0"], ["--sentence", "Ni hao"], ["--frobnicate"]] {
            let result = try await runShurufa(["bench", "lifecycle"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
    }
}
