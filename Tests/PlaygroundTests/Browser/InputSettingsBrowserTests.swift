import Foundation
import Testing
@testable import Playground

/// The side panel's Chinese input settings in a real browser: the 9-key layout, the script and 双拼.
@Suite(.serialized, .timeLimit(.minutes(2))) struct InputSettingsBrowserTests {
    @Test func nineKeyDigitsTypeASentence() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "t9")
            #expect(try await page.count("g[data-key=\"2\"]") == 1)
            // zhong guo ren
            for digit in "94664486736" { try await page.tap(String(digit)) }
            let marked = try await page.driver.text(try await page.driver.element("#marked"))
            #expect(marked.contains("zhong"))
            #expect(try await page.candidates().first == "中国人")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "中国人")
        }
    }

    @Test func aTraditionalSentenceRoundTrips() async throws {
        try await BrowserSession.run { page in
            try await page.choose("script", "tw")
            try await page.tapLetters("ruanjian")
            #expect(try await page.candidates().first == "軟體")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "軟體")
        }
    }

    @Test func shuangpinReadsTwoKeysPerSyllable() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "shuangpin-xiaohe")
            try await page.tapLetters("vsgo")
            #expect(try await page.candidates().first == "中国")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "中国")
        }
    }

    /// The side panel's auto-capitalisation switch (the core's `autoCapitalization` setting):
    /// off, English in a sentence field starts in lower case.
    @Test func autoCapitalizationOffTypesLowerCase() async throws {
        try await BrowserSession.run { page in
            try await page.check("autoCapitalization", false)
            try await page.choose("schema", "qwerty")
            try await page.tapLetters("hi")
            #expect(try await page.documentText() == "hi")
        }
    }
}
