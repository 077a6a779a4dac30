import Foundation
import ChineseEngine
import Testing
@testable import Playground

/// The rough edges a newcomer met that were left after the first round: the computer's digits on
/// the 9-key keyboard, candidates no font on the page draws, and emoji search for `love`. Part of
/// the serialized `BrowserTests`, so no two browsers run at once.
extension BrowserTests {
    @Test func nineKeyTakesTheComputersDigitsAndNoCandidateIsOneNoFontDraws() async throws {
        try await BrowserSession.run { page in
            // 9-key: the digits 2–9 press their keys, 1 the 分词 key (no digit lands in the field).
            try await page.choose("schema", "t9")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"6\"]')", "the 9-key keys")
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("64426")
            try await page.driver.wait(
                until: "!!document.getElementById('marked') && Array.from(document.querySelectorAll('.candidate')).map(n => n.textContent)[0] === '你好'",
                "64426 pressed as 9-key keys, 你好 first")
            #expect(try await page.documentText().allSatisfy { !$0.isNumber }, "no digit typed into the field")
            try await page.driver.typeKeys("1")  // 分词: a separator in the composition, no digit in the field
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == "ni'hao", "still composing, no 1 typed")
            #expect(try await page.count("#marked") == 1)
            try await page.pickCandidate(0)
            try await page.choose("schema", "pinyin")

            // Every candidate is drawn by a font on the page: none from CJK Extension A. Without
            // the filter `wai` offers 㖞 fifth (`den` 㩐 seventh); `wu`'s 㐅 never came within 40.
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"w\"]')", "the 26-key keys")
            try await page.tapLetters("wai")
            try await page.click("g[data-role=\"candidate-more\"]")
            try await page.waitUntilSettled()
            let shown = try await page.candidates()
            #expect(shown.count >= 20, "the grid open: \(shown.count)")
            let boxed = shown.filter { !HanFontCoverage.drawsAll($0) }
            #expect(boxed.isEmpty, "candidates no font on the page draws: \(boxed)")
        }
    }
}
