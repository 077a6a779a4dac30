import Foundation
import Testing
@testable import Playground

/// Keys that join the composition rather than pick from it or end it, from the screen and from the
/// computer's keys (see `BrowserTests`): 粤拼's tone digits (swiped up on q–y, or typed after a
/// syllable) and v模式's numbers and operators. A digit that picks (in plain pinyin) still picks.
@Suite(.serialized, .timeLimit(.minutes(4))) struct KeysIntoCompositionBrowserTests {
    /// `nei` + a flick up on `t` (5) + `hou` + a flick up on `w` (2): the tones join the marked
    /// text and 你好 comes first, nothing committed before the pick.
    @Test(arguments: [false, true])
    func jyutpingTonesFlickedUpJoinTheComposition(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            for letter in "nei" { try await page.press(String(letter), phone: phone) }
            try await page.draw([("t", 0, 0), ("t", 0, -25)])
            for letter in "hou" { try await page.press(String(letter), phone: phone) }
            try await page.draw([("w", 0, 0), ("w", 0, -25)])
            #expect(try await page.committedText() == "", "nothing committed by a tone")
            #expect(try await page.markedText() == "nei5 hou2")
            let offered = try await page.candidates()
            #expect(offered.first == "你好", "\(offered)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
        }
    }

    /// `nei5hou2` on the computer's keys: the digits are tones, not picks.
    @Test(arguments: [false, true])
    func jyutpingTonesTypedOnTheComputerKeyboardJoinTheComposition(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("nei5hou2")
            try await page.waitUntilSettled()
            #expect(try await page.committedText() == "", "no digit picked a candidate")
            #expect(try await page.markedText() == "nei5 hou2")
            let offered = try await page.candidates()
            #expect(offered.first == "你好", "\(offered)")
        }
    }

    /// v模式 on the computer's keys: `v1+2*3` offers 7 and `v2024-1-1` the date's forms; in
    /// plain pinyin a digit still picks.
    @Test(arguments: [false, true])
    func vModeTypedOnTheComputerKeyboardOffersItsForms(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("v1+2*3")
            try await page.waitUntilSettled()
            #expect(try await page.committedText() == "", "no digit picked a candidate")
            let sum = try await page.allCandidates()
            #expect(sum.contains("7"), "\(sum)")
            try await page.pickCandidate("7")
            #expect(try await page.documentText() == "7")
            try await page.driver.typeKeys("v2024-1-1")
            try await page.waitUntilSettled()
            let date = try await page.allCandidates()
            #expect(date.contains("2024年1月1日") && date.contains("二〇二四年一月一日"), "\(date)")
            try await page.pickCandidate("2024年1月1日")
            try await page.driver.typeKeys("nihao1")
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == "72024年1月1日你好")
        }
    }
}

extension BrowserSession {
    /// The document's text outside the marked text (what was committed).
    func committedText() async throws -> String {
        try await driver.script(
            "const d = document.getElementById('document').dataset, text = Array.from(new Intl.Segmenter().segment(d.text), (s) => s.segment);"
                + "const f = window.shurufa.frame.document; if (f.markedStart == null) return d.text;"
                + "return text.slice(0, f.markedStart).join('') + text.slice(f.markedEnd).join('');") as? String ?? "?"
    }

    /// Every candidate the keyboard offers now, in order (the bar shows the first few).
    func allCandidates() async throws -> [String] {
        try await driver.script("return window.shurufa.frame.candidates;") as? [String] ?? []
    }

    /// Presses a key as a person on this screen would: a finger on a phone, the mouse otherwise.
    func press(_ key: String, phone: Bool) async throws {
        if phone { try await touch(key) } else { try await tap(key) }
    }
}
