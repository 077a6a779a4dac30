import Foundation
import Testing
@testable import Playground

/// Phrases written without a pause on the page's pad, as a person writes them: two characters
/// of the phrase dev set (read at test time from the shared folder beside the repository, never
/// copied into it) overlapped on the pad, and two side by side, each read as one phrase, shown
/// first in the bar and committed with one tap.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HandwritingPhraseBrowserTests {
    /// `../shared/eval/handwriting/phrase-dev.jsonl.gz` beside the repository.
    static let phraseSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/eval/handwriting/phrase-dev.jsonl.gz").standardized

    /// One phrase of the set: its text, layout, canvas and strokes.
    struct Phrase: Decodable {
        var text: String
        var mode: String
        var canvas: [Double]
        var strokes: [[[Double]]]
    }

    /// The phrase of the set whose text is `text` (the set's lines, through `gzip -dc`).
    static func phrase(_ text: String, mode: String) throws -> Phrase {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "gzip -dc \"$0\" | grep -F \"\\\"text\\\":\\\"$1\\\",\\\"mode\\\":\\\"$2\\\"\" | head -n 1",
                           phraseSet.path, text, mode]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        let line = pipe.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return try JSONDecoder().decode(Phrase.self, from: line)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: phraseSet.path), "the shared phrase set is beside the repository"),
          arguments: [("其他", "overlap"), ("命令", "line")])
    func aTwoCharacterPhraseWrittenWithoutAPauseIsCommittedAtOnce(text: String, mode: String) async throws {
        let phrase = try Self.phrase(text, mode: mode)
        #expect(phrase.text.count == 2)
        try await BrowserSession.run { page in
            try await page.choose("schema", "handwriting")
            try await page.choose("handwritingPause", "off")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"pad\"]')", "the pad")
            let placeholder = try await page.driver.script("return document.querySelector('g[data-key=\"pad\"]').textContent") as? String
            #expect(placeholder?.contains("在此书写") == true, "the empty pad's placeholder: \(placeholder ?? "none")")
            try await page.writeOnPad(phrase.strokes, canvas: phrase.canvas)
            try await page.driver.wait(
                until: "document.querySelectorAll('g[data-role=\"ink\"] polyline').length === \(phrase.strokes.count)", "the ink of every stroke")
            #expect(try await page.count("g[data-role=\"ink\"] polyline[data-finished]") > 0, "the first character's ink faded")
            let offered = try await page.candidates()
            #expect(offered.first == phrase.text, "the phrase first: \(offered)")
            #expect(offered.contains { $0.count == 1 }, "the first character's own candidates follow: \(offered)")
            try await page.screenshotKeyboard("handwriting-phrase-\(mode)")
            try await page.pickCandidate(phrase.text)
            #expect(try await page.documentText() == phrase.text)
            #expect(try await page.count("g[data-role=\"ink\"]") == 0, "the pad is clear after the commit")
        }
    }
}
