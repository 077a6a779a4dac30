import Foundation
import Testing
@testable import Playground

/// English suggestions in a real browser (see `BrowserTests`): 英 on the pinyin keyboard, every
/// letter a tap on its key (so the core reads where it landed), the bar tapped as a person would.
@Suite(.serialized, .timeLimit(.minutes(2))) struct EnglishBrowserTests {
    /// Switches the pinyin keyboard to English (中/英); the playground's field capitalises sentences.
    func english(_ page: BrowserSession) async throws {
        try await page.tap("zh-en")
    }

    @Test func tehSpaceIsTheAndBackspaceRestoresTehWhichThenStays() async throws {
        try await BrowserSession.run { page in
            try await english(page)
            try await page.tapLetters("teh")
            #expect(Array(try await page.candidates().prefix(2)) == ["“Teh”", "The"], "the sentence's capital")
            try await page.tap("space")
            #expect(try await page.documentText() == "The ")
            try await page.tap("delete")
            #expect(try await page.documentText() == "Teh")
            try await page.tap("space")
            #expect(try await page.documentText() == "Teh ", "a correction undone is not made again")
            try await page.tapLetters("teh")
            try await page.tap("space")
            #expect(try await page.documentText() == "Teh teh ", "nor in the next word")
        }
    }

    @Test func iSpaceIsCapitalIAndATappedPredictionFollowsWithASpace() async throws {
        try await BrowserSession.run { page in
            try await english(page)
            try await page.tapLetters("and")
            try await page.tap("space")
            try await page.tap("i")
            try await page.tap("space")
            #expect(try await page.documentText() == "And I ")
            try await page.driver.wait(until: "document.querySelectorAll('.candidate').length > 0", "next words in the bar")
            let predictions = try await page.candidates()
            #expect(predictions.count == 3, "\(predictions)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "And I " + predictions[0] + " ")
        }
    }

    @Test func aURLFieldGetsNoCorrection() async throws {
        try await BrowserSession.run { page in
            try await page.choose("keyboardType", "url")
            try await page.tapLetters("teh")
            #expect(try await page.count(".candidate") == 0)
            try await page.tap("space")
            #expect(try await page.documentText() == "teh ")
        }
    }
}
