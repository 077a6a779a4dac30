import Foundation
import Testing
@testable import Playground

/// A newcomer's first hour, round 3 (issue 61), continued: emoji search by what a word means in a
/// chat (and a field one can read), accents that follow shift, 9-key's emoji in the bar, and the
/// phone page's orientation.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FirstHourKeysBrowserTests {
    @Test func searchingHahaOffersTearsOfJoyInAFieldOneCanRead() async throws {
        try await BrowserSession.run { page in
            try await page.tap("123")
            try await page.tap("emoji")
            try await page.driver.wait(until: "document.querySelectorAll('g[data-emoji]').length > 20", "the emoji grid")
            try await page.tap("emoji-search")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"emoji-search-done\"]')", "the search page")
            try await page.tapLetters("haha")
            let found = try await page.driver.script(
                "return Array.from(document.querySelectorAll('#keyboard g[data-emoji]')).map(n => n.dataset.emoji);") as? [String] ?? []
            #expect(found.prefix(3).contains("😂"), "😂 in the first three: \(found.prefix(6))")
            let field = try await page.driver.script(
                "const t = document.querySelector('#keyboard g[data-key=\"emoji-search\"] text');"
                    + " return [t.textContent, Number(t.getAttribute('font-size'))];") as? [Any] ?? []
            #expect((field.first as? String)?.hasPrefix("haha") == true, "\(field)")
            let size = (field.last as? Double) ?? (field.last as? Int).map(Double.init) ?? 0
            #expect(size >= 15, "the query is drawn at \(size) pt (a letter key's is 23)")
        }
    }

    @Test func shiftAndHoldingEInsertsCapitalEAcute() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "qwerty")
            try await page.driver.press("g[data-key=\"e\"]")
            try await page.driver.wait(until: "!!document.querySelector('#keyboard g[data-role=\"callout\"][data-callout=\"e\"]')", "the accents")
            let accents = try await page.driver.script(
                "const out = {}; for (const t of document.querySelectorAll('#keyboard g[data-role=\"callout\"] text')) {"
                    + " const r = t.getBoundingClientRect(); out[t.textContent] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]; }"
                    + " return out;") as? [String: [Int]] ?? [:]
            #expect(accents["É"] != nil && accents["é"] == nil, "a sentence start offers capitals: \(accents.keys.sorted())")
            let acute = try #require(accents["É"])
            try await page.driver.slide(toX: acute[0], y: acute[1])
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == "É")
        }
    }

    @Test func nineKeysOfferTheEmojiTheReadingNamesSecond() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "t9")
            for key in ["4", "2", "4", "2"] { try await page.tap(key) }
            let offered = try await page.candidates()
            #expect(offered.first == "哈哈" && offered.dropFirst().first == "😂", "\(offered.prefix(4))")
        }
    }

    @Test func onAPhoneTheKeyboardIsThePortraitOneAcrossTheWidth() async throws {
        try await BrowserSession.run(phone: (width: 390, height: 844)) { page in
            // Landscape chosen (a setting kept from a desktop window, or the menu): the phone page
            // keeps the phone's portrait keyboard, its keys fitting the screen's width.
            try await page.driver.script(
                "const field = document.querySelector('#settings [name=\"orientation\"]'); field.value = 'landscape';"
                    + "field.dispatchEvent(new Event('change', {bubbles: true}));")
            try await page.waitUntilSettled()
            let frame = try await page.driver.script(
                "return [window.shurufa.frame.settings.orientation, window.shurufa.frame.width,"
                    + " document.querySelector('#settings [name=\"orientation\"]').disabled];") as? [Any] ?? []
            #expect(frame.first as? String == "portrait", "\(frame)")
            #expect(frame.last as? Bool == true, "the menu is off on the phone page")
            let widest = try await page.driver.script(
                "return Math.max(...Array.from(document.querySelectorAll('#keyboard g[data-key]')).map(g => g.getBoundingClientRect().right));") as? Double ?? .infinity
            #expect(widest <= 390, "every key within the screen: \(widest)")
            let q = try await page.driver.script("return document.querySelector('#keyboard g[data-key=\"q\"]').getBoundingClientRect().width;") as? Double ?? 0
            #expect(q >= 30, "a letter key is \(q) px wide")
        }
    }
}
