import Foundation
import Testing
@testable import Playground

/// 中英混输 in a real browser: English typed among the pinyin comes out as English, cased, and the
/// field's composition keeps its letters as typed.
@Suite(.serialized, .timeLimit(.minutes(2))) struct MixedInputBrowserTests {
    @Test func anEnglishWordInsidePinyinComesOutFirstAndIsPicked() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("wozaiyongiphone")
            let marked = try await page.driver.text(try await page.driver.element("#marked"))
            #expect(marked == "wozaiyongiphone", "the letters as typed, not cut into syllables: \(marked)")
            #expect(try await page.candidates().first == "我在用iPhone")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "我在用iPhone")
            #expect(try await page.driver.elements("#marked").isEmpty)
        }
    }
}
