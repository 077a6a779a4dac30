import Foundation
import Testing
@testable import Playground

/// The theme menu and the skin import in a real browser: a built-in theme redraws the keys in its
/// colours, an imported Hamster skin draws q in its own red and keeps it after a reload, and the
/// dark variant follows `prefers-color-scheme`. Colours are read as the browser computes them.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ThemeBrowserTests {
    static let rainbow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../../shared/eval/themes/hamster/26_Rainbow_Functions.hskin").standardized

    /// The computed fill of q's key (its body, drawn after its shadow).
    static let qFill = "const rects = document.querySelectorAll('#keyboard g[data-key=\"q\"] > rect');"
        + "return rects.length ? getComputedStyle(rects[rects.length - 1]).fill : null;"

    func qFill(_ page: BrowserSession) async throws -> String? {
        try await page.driver.script(Self.qFill) as? String
    }

    func waitForQ(_ page: BrowserSession, _ fill: String, _ what: String) async throws {
        try await page.driver.wait(until: "(function() { \(Self.qFill) })() === '\(fill)'", what)
    }

    @Test func choosingABuiltInThemeRedrawsTheKeysInItsColours() async throws {
        try await BrowserSession.run { page in
            #expect(try await qFill(page) == "rgb(255, 255, 255)", "the system light keyboard's white letter key")
            try await page.choose("theme", "ink")
            #expect(try await qFill(page) == "rgb(250, 246, 236)", "水墨's rice-paper key (#FAF6EC)")
            try await page.choose("theme", "high-contrast")
            #expect(try await qFill(page) == "rgb(255, 255, 255)")
            let background = try await page.driver.script(
                "return getComputedStyle(document.querySelector('#keyboard svg > rect')).fill;") as? String
            #expect(background == "rgb(224, 224, 224)", "the high-contrast board (#E0E0E0)")
        }
    }

    @Test func anImportedHamsterSkinDrawsQInItsRedAndKeepsItAfterAReload() async throws {
        try await BrowserSession.run { page in
            let input = try await page.driver.element("#theme-file")
            _ = try await page.driver.command("POST", "/element/\(input)/value", ["text": Self.rainbow.path])
            try await page.driver.wait(until: "document.body.dataset.themeImport === 'done'", "the skin to be read")
            let report = try await page.driver.text(try await page.driver.element("#theme-result"))
            #expect(report.contains("26键彩虹键盘"), "\(report)")
            try await waitForQ(page, "rgb(213, 0, 0)", "q in the skin's red (D50000)")
            #expect(try await page.driver.script("return document.querySelector('#settings [name=\"theme\"]').value;") as? String == "imported")
            try await page.driver.navigate(to: page.server.url)
            try await page.waitUntilSettled()
            try await waitForQ(page, "rgb(213, 0, 0)", "q still red after the reload")
        }
    }

    @Test func theDarkVariantFollowsPrefersColorScheme() async throws {
        try await BrowserSession.run { page in
            try await page.choose("theme", "ink")
            #expect(try await qFill(page) == "rgb(250, 246, 236)")
            _ = try await page.driver.command("POST", "/goog/cdp/execute", [
                "cmd": "Emulation.setEmulatedMedia", "params": ["features": [["name": "prefers-color-scheme", "value": "dark"]]],
            ])
            try await waitForQ(page, "rgb(58, 56, 52)", "水墨 at night's key (#3A3834)")
            #expect(try await page.driver.script("return document.body.classList.contains('theme-dark');") as? Bool == true)
            _ = try await page.driver.command("POST", "/goog/cdp/execute", [
                "cmd": "Emulation.setEmulatedMedia", "params": ["features": [["name": "prefers-color-scheme", "value": "light"]]],
            ])
            try await waitForQ(page, "rgb(250, 246, 236)", "back to the light variant")
        }
    }
}
