import Foundation
import Testing

/// `shurufa bench lifecycle`: each open really types in every form the switcher reaches (the
/// document holds what each typed), and the report gives RssAnon after each form and after the
/// first close and the last, with the growth between.
@Suite struct LifecycleBenchCLITests {
    @Test func opensTypesInEveryFormClosesAndReportsRssAnon() async throws {
        let result = try await runShurufa(["bench", "lifecycle", "--opens", "2", "--sentence", "nihao"])
        // 你好 (pinyin), hello, 你 (注音), 你好 (粤拼), 你 (五笔, 倉頡), 一 (手写), an emoji.
        #expect(result.stdout.contains("typed 你好hello 你你好你你一"), "\(result.stdout)\n\(result.stderr)")
        for form in InputFormTitles.all {
            #expect(result.stdout.contains(try Regex("\\n    \(form) +\\d+ kB  \\([+-]\\d+ kB\\)")), "RssAnon after \(form)")
        }
        #expect(result.stdout.contains("after close      1: RssAnon") && result.stdout.contains("after close      2: RssAnon"))
        let growth = try #require(result.stdout.firstMatch(of: /growth from the first close to the last: (-?\d+) kB/).flatMap { Int($0.1) })
        // The verdict is the exit status (1 MB); three opens of a debug build are not the measurement.
        #expect(result.status == (growth <= 1_024 ? 0 : 1))
    }

    @Test func badOptionsAreUsageErrors() async throws {
        for arguments in [["--opens", "0"], ["--sentence", "Ni hao"], ["--frobnicate"], ["--forms", "klingon"]] {
            let result = try await runShurufa(["bench", "lifecycle"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
        }
    }
}

/// The switcher's titles of the forms the bench types in by default.
enum InputFormTitles {
    static let all = ["拼音", "English", "注音", "粤拼", "五笔", "倉頡", "手写", "表情"]
}
