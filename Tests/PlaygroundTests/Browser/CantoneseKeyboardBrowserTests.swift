import Foundation
import Testing
@testable import Playground

/// The 粤拼 keyboard in a real browser (see `BrowserTests`): chosen from the Layout menu, toneless
/// jyutping typed on its letters becomes whole Cantonese clauses in Hong Kong's characters, or in
/// 简体 when the script menu names it (哋 has no other form).
@Suite(.serialized, .timeLimit(.minutes(3))) struct CantoneseKeyboardBrowserTests {
    @Test(arguments: [("neihou", "你好"), ("ngodeigamjatheoigaai", "我哋今日去街")])
    func jyutpingTypedBecomesTheClauseFirst(letters: String, clause: String) async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            try await page.tapLetters(letters)
            let offered = try await page.candidates()
            #expect(offered.first == clause, "\(offered)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == clause)
        }
    }

    @Test func with简体TheClauseIsSimplifiedAnd哋Stays() async throws {
        try await BrowserSession.run { page in
            try await page.choose("script", "simplified")
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            try await page.tapLetters("sigaan")
            let offered = try await page.candidates()
            #expect(offered.first == "时间", "\(offered)")
            try await page.pickCandidate(0)
            try await page.tapLetters("ngodei")
            let ours = try await page.candidates()
            #expect(ours.first == "我哋", "\(ours)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "时间我哋")
        }
    }

    /// The 懶音 panel's switches, off by default: with n = l ticked, `lei` offers 你.
    @Test func lazySoundsSwitchOnInThePanel() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            #expect(try await page.count("#settings input[name=\"lazy\"]:checked") == 0)
            try await page.tapLetters("lei")
            let strict = try await page.candidates()
            #expect(!strict.prefix(5).contains("你"), "\(strict)")
            try await page.driver.script(
                "const box = document.querySelector('#settings input[name=\"lazy\"][value=\"n-l\"]'); box.checked = true;"
                    + "box.dispatchEvent(new Event('change', {bubbles: true}));", [])
            try await page.driver.wait(until: "window.shurufa.frame.settings.lazy === 'n-l'", "n-l to be on")
            try await page.waitUntilSettled()
            try await page.tapLetters("lei")
            let lazy = try await page.candidates()
            #expect(lazy.prefix(5).contains("你"), "\(lazy)")
        }
    }

    /// A picked candidate is learned by the session's user dictionary as a Cantonese word: typed
    /// again, it comes first.
    @Test func aPickedCandidateComesFirstNextTime() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            try await page.tapLetters("sigaan")
            let offered = try await page.candidates()
            let wanted = try #require(offered.dropFirst().first { $0.count == 2 }, "\(offered)")
            try await page.pickCandidate(wanted)
            #expect(try await page.documentText() == wanted)
            for _ in wanted { try await page.tap("delete") }
            #expect(try await page.documentText() == "")
            try await page.tapLetters("sigaan")
            #expect(try await page.candidates().first == wanted)
        }
    }
}
