import Foundation
import Testing
@testable import Playground

/// A newcomer's first hour, round 3 (issue 61), on a desktop window and on a phone (390 × 844,
/// touch): the bar shows the next candidates after a long first one (cut with an ellipsis, the
/// grid's chevron kept), and the 🌐 key's menu changes nothing when let go without a slide and
/// sets the keyboard's height.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FirstHourBrowserTests {
    /// The bar's cells' texts, left to right.
    static func barTexts(_ page: BrowserSession) async throws -> [String] {
        try await page.driver.script(
            "return Array.from(document.querySelectorAll('#keyboard g[data-role=\"candidate-bar\"] .candidate'))"
                + ".map(n => Array.from(n.querySelectorAll(':scope > text')).map(t => t.textContent).join(''));")
            as? [String] ?? []
    }

    /// Taps a key with the mouse, or with a finger on the phone.
    static func tap(_ page: BrowserSession, _ key: String, phone: Bool) async throws {
        if phone { try await page.touch(key) } else { try await page.tap(key) }
    }

    static func barShowsTheNextCandidates(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            for key in ["v", "123", "2"] { try await tap(page, key, phone: phone) }
            let point = try await page.driver.script("return document.querySelector('#keyboard g[data-key=\"。\"] text').textContent;") as? String
            #expect(point == ".", "in v模式 the Chinese 123 page's 。 key reads as the point it types")
            for key in ["0", "2", "6", "。", "1", "1", "。", "2", "6"] { try await tap(page, key, phone: phone) }
            let forms = try await barTexts(page)
            #expect(forms.count >= 3, "at least three forms of the date in the bar: \(forms)")
            #expect(forms.first == "2026年11月26日", "\(forms)")
            #expect(forms.contains("星期四") || forms.contains { $0.hasSuffix("…") }, "\(forms)")
            #expect(try await page.count("#keyboard g[data-role=\"candidate-more\"]") == 1, "the grid's chevron stays")
            try await page.pickCandidate(0)
            try await page.click("#clear")
            try await page.waitUntilSettled()
            try await tap(page, "abc", phone: phone)
            // A saved phrase of 26 characters under the code dz, as the host's phrase editor adds it.
            let address = "北京市海淀区中关村大街1号院2号楼3层301室张三收"
            #expect(address.count == 26)
            try await page.driver.script(
                "window.shurufa.send({type: 'panel', action: 'add-phrase', text: arguments[0], code: 'dz', group: '地址'});", [address])
            try await page.waitUntilSettled()
            try await tap(page, "d", phone: phone)
            try await tap(page, "z", phone: phone)
            let bar = try await barTexts(page)
            try #require(bar.count >= 2, "\(bar)")
            #expect(bar[1].hasSuffix("…") && address.hasPrefix(String(bar[1].dropLast())) && bar[1].count >= 3,
                    "the phrase is the bar's second item, cut: \(bar)")
            #expect(try await page.count("#keyboard g[data-role=\"candidate-more\"]") == 1)
            // The cut cell picks the whole phrase.
            let second = "#keyboard g[data-role=\"candidate-bar\"] g[data-candidate=\"1\"]"
            if phone { try await page.driver.touchTap(second) } else { try await page.click(second) }
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == address)
        }
    }

    @Test func theBarShowsTheNextCandidatesAfterALongFirstOne() async throws {
        try await Self.barShowsTheNextCandidates(phone: false)
    }

    @Test func onAPhoneTheBarShowsTheNextCandidatesToo() async throws {
        try await Self.barShowsTheNextCandidates(phone: true)
    }

    /// Presses 🌐 until its menu opens; returns the centres (viewport pixels) of its items by text.
    static func openGlobeMenu(_ page: BrowserSession, phone: Bool) async throws -> [String: [Int]] {
        try await page.driver.press("g[data-key=\"globe\"]", touch: phone)
        try await page.driver.wait(until: "!!document.querySelector('#keyboard g[data-role=\"callout\"][data-callout=\"globe\"]')", "the globe key's menu")
        let items = try await page.driver.script(
            "const out = {}; for (const t of document.querySelectorAll('#keyboard g[data-role=\"callout\"] text')) {"
                + " const r = t.getBoundingClientRect(); out[t.textContent] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]; }"
                + " return out;") as? [String: [Int]] ?? [:]
        return items
    }

    static func fit(_ page: BrowserSession) async throws -> [String] {
        try await page.driver.script("const s = window.shurufa.frame.settings; return [s.keyboardHeight, s.oneHanded];") as? [String] ?? []
    }

    static func globeMenu(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            let before = try await fit(page)
            #expect(before == ["100", "off"])
            let height = try await page.driver.script("return document.querySelector('#keyboard svg').getBoundingClientRect().height;") as? Double
            let globe = try await page.driver.script(
                "const r = document.querySelector('g[data-key=\"globe\"]').getBoundingClientRect();"
                    + " return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];") as? [Int] ?? []
            try #require(globe.count == 2)
            // Held and let go where it was pressed: the menu closes and nothing changes.
            let items = try await openGlobeMenu(page, phone: phone)
            #expect(Set(items.keys).isSuperset(of: ["◧", "▣", "◨", "矮", "高"]), "\(items.keys)")
            try await page.driver.slide(toX: globe[0], y: globe[1], milliseconds: 0, touch: phone)
            try await page.waitUntilSettled()
            #expect(try await fit(page) == before, "a release without a slide keeps the keyboard as it was")
            #expect(try await page.count("g[data-key=\"fit-full-width\"]") == 0, "not one-handed")
            #expect(try await page.count("#keyboard g[data-role=\"callout\"]") == 0, "the menu closed")
            // Slid onto 高: the keys grow a step, and the side panel's height follows.
            let tall = try #require(try await openGlobeMenu(page, phone: phone)["高"])
            try await page.driver.slide(toX: tall[0], y: tall[1], touch: phone)
            try await page.driver.wait(until: "window.shurufa.frame.settings.keyboardHeight === '105'", "the keys a step taller")
            try await page.waitUntilSettled()
            let field = try await page.driver.script("return document.querySelector('#settings [name=\"keyboardHeight\"]').value;") as? String
            #expect(field == "105", "the side panel follows the menu")
            let taller = try await page.driver.script("return document.querySelector('#keyboard svg').getBoundingClientRect().height;") as? Double
            #expect((taller ?? 0) > (height ?? .infinity), "the keyboard is taller: \(String(describing: height)) → \(String(describing: taller))")
            #expect(try await fit(page).last == "off")
        }
    }

    @Test func theGlobeMenuChangesNothingWhenLetGoAndSetsTheHeight() async throws {
        try await Self.globeMenu(phone: false)
    }

    @Test func onAPhoneTheGlobeMenuSetsTheHeight() async throws {
        try await BrowserSession.run(phone: (width: 390, height: 844)) { page in
            let height = try await page.driver.script("return document.querySelector('#keyboard svg').getBoundingClientRect().height;") as? Double
            // Where the menu's items are: opened once and let go where it was pressed (nothing changes).
            let tall = try #require(try await Self.openGlobeMenu(page, phone: false)["高"])
            let globe = try await page.driver.script(
                "const r = document.querySelector('g[data-key=\"globe\"]').getBoundingClientRect();"
                    + " return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];") as? [Int] ?? []
            try #require(globe.count == 2)
            try await page.driver.slide(toX: globe[0], y: globe[1], milliseconds: 0)
            try await page.waitUntilSettled()
            #expect(try await Self.fit(page) == ["100", "off"])
            // A finger holds 🌐 until the menu opens and slides onto 高: the keys grow a step.
            try await page.driver.touchHold("g[data-key=\"globe\"]", milliseconds: 700, thenSlideToX: tall[0], y: tall[1])
            try await page.driver.wait(until: "window.shurufa.frame.settings.keyboardHeight === '105'", "the keys a step taller")
            try await page.waitUntilSettled()
            let taller = try await page.driver.script("return document.querySelector('#keyboard svg').getBoundingClientRect().height;") as? Double
            #expect((taller ?? 0) > (height ?? .infinity), "the keyboard is taller: \(String(describing: height)) → \(String(describing: taller))")
            #expect(try await page.count("#keyboard g[data-role=\"callout\"]") == 0, "the menu closed")
        }
    }

    @Test func onAPhoneHoldingTheGlobeAndLettingGoChangesNothing() async throws {
        try await BrowserSession.run(phone: (width: 390, height: 844)) { page in
            let before = try await Self.fit(page)
            // Held 0.9 s (the menu opens at 0.4 s) and lifted where it touched, one finger's gesture.
            try await page.driver.touchHold("g[data-key=\"globe\"]", milliseconds: 900)
            try await page.waitUntilSettled()
            #expect(try await Self.fit(page) == before, "a lift without a slide keeps the keyboard as it was")
            #expect(try await page.count("g[data-key=\"fit-full-width\"]") == 0, "not one-handed")
            #expect(try await page.count("#keyboard g[data-role=\"callout\"]") == 0, "the menu closed")
        }
    }
}
