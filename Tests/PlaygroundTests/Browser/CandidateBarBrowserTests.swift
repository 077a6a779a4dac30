import Foundation
import Testing
@testable import Playground

/// The bar after a long sentence, on a desktop window and on a phone (see `BrowserTests`): what
/// space commits is shown whole, and the next candidates by what tells them apart (`…见`), so at
/// least three show and no two read the same.
@Suite(.serialized, .timeLimit(.minutes(4))) struct CandidateBarBrowserTests {
    @Test(arguments: [("mingtianxiawusandianjian", false), ("mingtianxiawusandianjian", true), ("zhegewentiwomenmingtianzaitaolun", true)])
    func aLongSentenceShowsWhatSpaceCommitsAndWhatTheNextOnesChange(letters: String, phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys(letters)
            try await page.waitUntilSettled()
            let all = try await page.driver.script("return window.shurufa.frame.candidates;") as? [String] ?? []
            let shown = try await page.candidates()
            try #require(all.count >= 3, "the engine offers several: \(all)")
            #expect(shown.first == all.first, "what space commits is shown whole: \(shown) of \(all)")
            #expect(shown.count >= 3, "three candidates show: \(shown)")
            #expect(Set(shown).count == shown.count, "no two read the same: \(shown)")
            #expect(shown.allSatisfy { !$0.isEmpty && $0 != "…" }, "each shows something: \(shown)")
            // Each shown text lies whole inside its cell, inside the bar, inside the window.
            let boxes = try await page.driver.script(
                "const bar = document.querySelector('g[data-role=\"candidate-bar\"]').getBoundingClientRect();"
                    + "return Array.from(document.querySelectorAll('g[data-role=\"candidate-bar\"] .candidate')).map((g) => {"
                    + " const cell = g.querySelector('rect').getBoundingClientRect(), text = g.querySelector(':scope > text').getBoundingClientRect();"
                    + " return [text.left - cell.left, cell.right - text.right, cell.left - bar.left, bar.right - cell.right, innerWidth - cell.right]; });")
                as? [[Any]] ?? []
            #expect(boxes.count == shown.count)
            for (text, box) in zip(shown, boxes) {
                let margins = box.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
                #expect(margins.count == 5 && margins.allSatisfy { $0 >= -0.5 }, "\(text) is drawn inside its cell, the bar and the window: \(margins)")
            }
            // A cell that shows part of its candidate names the whole one (a tooltip; a screen reader's label on iOS).
            let titles = try await page.driver.script(
                "return Array.from(document.querySelectorAll('g[data-role=\"candidate-bar\"] .candidate')).map((g) => { const t = g.querySelector(':scope > title'); return t ? t.textContent : ''; });")
                as? [String] ?? []
            for (index, title) in titles.enumerated() where !title.isEmpty {
                #expect(all.contains(title), "\(title) is a candidate")
                let part = shown[index].trimmingCharacters(in: CharacterSet(charactersIn: "…"))
                #expect(title.contains(part), "\(shown[index]) shows part of \(title)")
            }
        }
    }

    /// #75 item 8, as a person sees it in the bar on a desktop window and a phone: the initials of
    /// an everyday word give the word people write (`nh` → 你好, not 内核).
    @Test(arguments: [false, true])
    func everydayAbbreviationsShowTheWordPeopleWrite(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("nh")
            try await page.waitUntilSettled()
            let abbreviated = try await page.candidates()
            #expect(abbreviated.first == "你好", "\(abbreviated)")
            #expect((abbreviated.firstIndex(of: "你好") ?? 99) < (abbreviated.firstIndex(of: "内核") ?? 99), "\(abbreviated)")
        }
    }
}
