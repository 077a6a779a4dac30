import Foundation
import Testing
@testable import Playground

/// The side panel's controls lie inside it, on a desktop window and on a phone (see
/// `BrowserTests`): a select as wide as its longest option (the script menu) or a text field's
/// default width (the 同步 passphrase) stuck past its edge.
@Suite(.serialized, .timeLimit(.minutes(2))) struct SidePanelFitBrowserTests {
    @Test(arguments: [false, true])
    func everyControlLiesInsideThePanel(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            // Open the folded lists too, so their boxes are measured.
            try await page.driver.script("document.querySelectorAll('.panel details').forEach((d) => { d.open = true; });")
            try await page.waitForPaint()
            let outside = try await page.driver.script(
                "const panel = document.querySelector('.panel').getBoundingClientRect();"
                    + "return Array.from(document.querySelectorAll('.panel select, .panel input, .panel button, .panel textarea')).filter((e) => {"
                    + " const r = e.getBoundingClientRect(); return r.width > 0 && (r.right > panel.right + 0.5 || r.left < panel.left - 0.5); })"
                    + ".map((e) => (e.name || e.id || e.tagName) + ' ' + Math.round(e.getBoundingClientRect().right - panel.right) + ' px past');")
                as? [String] ?? ["the script failed"]
            #expect(outside.isEmpty, "controls past the panel's edge: \(outside)")
        }
    }
}
