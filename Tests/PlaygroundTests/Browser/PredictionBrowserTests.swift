import Foundation
import Testing
@testable import Playground

/// 联想 and 纠错 in a real browser (see `BrowserTests`).
@Suite(.serialized, .timeLimit(.minutes(2))) struct PredictionBrowserTests {
    @Test func afterCommitting你好TheBarPredictsAndTappingOneCommitsIt() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
            try await page.driver.wait(until: "document.querySelectorAll('.candidate').length > 0", "predictions in the bar")
            let predictions = try await page.candidates()
            #expect(predictions.count >= 3, "\(predictions)")
            #expect(try await page.driver.elements("#marked").isEmpty, "predictions are no composition")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好" + predictions[0])
        }
    }

    @Test func aTypoTypedOnTheKeysComesOutRight() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("nihoa")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
        }
    }
}
