import Foundation
import Testing
@testable import Playground

/// Issue 89's acceptance, as a person meets it: a word list imported through the page's 词库 (the
/// real Google Pinyin export in `../shared/eval/import/real`, GBK text), one of its words typed and
/// committed, by space and by a tap on the candidate: the word is in the field, 联想 follows in the
/// bar, and the keyboard goes on answering (`nihao` → 你好). Committing an imported word crashed the
/// server every time: the 联想 after the commit read the word's user-dictionary id in the model's
/// bigram table. Each feature alone was tested; this chains the three.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ImportedWordBrowserTests {
    static let googlePinyin = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/eval/import/real/GooglePinyin.txt").standardized

    /// How the typed word is committed.
    enum Commit: String, CaseIterable, Sendable {
        /// The space key commits the first candidate.
        case space
        /// A tap on the candidate in the bar.
        case tap
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: googlePinyin.path), "the shared import set is beside the repository"),
          arguments: Commit.allCases)
    func anImportedWordCommittedIsFollowedByPredictions(commit: Commit) async throws {
        try await BrowserSession.run { page in
            let shown = try await page.importWordList(Self.googlePinyin)
            #expect(shown.contains("Imported 10 words"), "\(shown)")
            try await page.tapLetters("shenlanju")
            try #require(try await page.candidates().first == "深蓝居", "the imported word comes first")
            switch commit {
            case .space: try await page.tap("space")
            case .tap: try await page.pickCandidate(0)
            }
            #expect(try await page.documentText() == "深蓝居")
            try await page.driver.wait(until: "document.querySelectorAll('.candidate').length > 0", "联想 in the bar after the commit")
            let predictions = try await page.candidates()
            #expect(!predictions.isEmpty, "predictions after 深蓝居: \(predictions)")
            #expect(try await page.driver.elements("#marked").isEmpty, "predictions are no composition")
            // The keyboard goes on answering (the server did not die with the commit).
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "深蓝居你好")
        }
    }
}
