import Foundation
import ChineseEngine
import Testing
@testable import Playground

/// Issue #89: 注音 made the desktop page 6 px too wide. Whatever the layout, on a desktop window
/// and a narrower one, nothing on the page reaches past the window's right edge (no sideways
/// scrolling), and the phone and the side panel keep their width.
@Suite(.serialized, .timeLimit(.minutes(6))) struct PageWidthBrowserTests {
    @Test(arguments: [1120, 820])
    func noLayoutWidensThePage(width: Int) async throws {
        try await BrowserSession.run(window: (width: width, height: 1000)) { page in
            let measure = "const root = document.documentElement, w = root.clientWidth;"
                + "const past = [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect();"
                + " return r.width > 0 && r.height > 0 && r.right > w + 0.5; })"
                + ".slice(0, 6).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right - w) + ' px past');"
                + "const screen = document.querySelector('.screen').getBoundingClientRect();"
                + "const out = [...document.querySelectorAll('.screen *')].filter((e) => { const r = e.getBoundingClientRect();"
                + " return r.width > 0 && r.height > 0 && (r.right > screen.right + 0.5 || r.left < screen.left - 0.5)"
                + " && getComputedStyle(e).visibility !== 'hidden' && !e.closest('[hidden]'); })"
                + ".slice(0, 6).map((e) => e.tagName + '.' + (e.getAttribute('class') || '') + ' ' + Math.round(e.getBoundingClientRect().right - screen.right) + ' px past the screen');"
                + "return [root.scrollWidth - w, document.querySelector('.phone').getBoundingClientRect().width,"
                + " document.querySelector('.panel').getBoundingClientRect().width, past.concat(out).join('; '), out.length];"
            let first = try await page.driver.script(measure) as? [Any]
            let phoneWidth = first?[1] as? Double, panelWidth = first?[2] as? Double
            for schema in Schema.all {
                try await page.driver.script(
                    "const field = document.querySelector('#settings [name=\"schema\"]');"
                        + "field.querySelector('option[value=\"' + arguments[0] + '\"]').selected = true;"
                        + "field.dispatchEvent(new Event('change', {bubbles: true}));", [schema.id])
                // Generous waits: a schema's engine opens on its first choice, in a debug build
                // beside the other shards, under the session's work budget (this test's own
                // concern is widths, not speed).
                try await page.driver.wait(until: "window.shurufa.frame.settings.schema === '\(schema.id)'", "\(schema.id) to be chosen")
                try await page.waitUntilSettled()
                try await page.waitForPaint()
                var moments = ["chosen"]
                var measures = [try await page.driver.script(measure) as? [Any]]
                if schema.id == "zhuyin" {
                    // Composing too: the marked 注音 with its tone mark in the field, its candidates.
                    for symbol in "ㄍㄨㄛˊ" { try await page.tap(String(symbol)) }
                    try await page.waitUntilSettled()
                    moments.append("composing ㄍㄨㄛˊ")
                    measures.append(try await page.driver.script(measure) as? [Any])
                    try await page.pickCandidate(0)
                    moments.append("after a pick")
                    measures.append(try await page.driver.script(measure) as? [Any])
                }
                for (moment, shown) in zip(moments, measures) {
                    let overflow = (shown?[0] as? Double) ?? (shown?[0] as? Int).map(Double.init) ?? -1
                    let what = "\(schema.id) \(moment) at \(width) px"
                    #expect(overflow <= 0, "\(what): the page is \(overflow) px too wide (\(shown?[3] ?? ""))")
                    #expect(shown?[4] as? Int == 0, "\(what): \(shown?[3] ?? "")")
                    #expect(shown?[1] as? Double == phoneWidth, "\(what): the phone is \(shown?[1] ?? "?") px wide, was \(phoneWidth ?? 0)")
                    #expect(shown?[2] as? Double == panelWidth, "\(what): the panel is \(shown?[2] ?? "?") px wide, was \(panelWidth ?? 0)")
                }
            }
        }
    }
}
