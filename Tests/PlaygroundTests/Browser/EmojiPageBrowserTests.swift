import Foundation
import Testing
@testable import Playground

/// The emoji page in the browser: reached from the 123 page, drawn by the same renderer, and a
/// tapped emoji lands in the document. Part of the serialized `BrowserTests`, so no two browsers run at once.
extension BrowserTests {
    @Test func theEmojiPageOpensFromTheNumbersPageAndTypesAnEmoji() async throws {
        try await BrowserSession.run { page in
            try await page.driver.click(try await page.driver.element("g[data-key=\"123\"]"))
            try await page.waitUntilSettled()
            try await page.driver.click(try await page.driver.element("g[data-key=\"emoji\"]"))
            try await page.driver.wait(until: "document.querySelectorAll('g[data-emoji]').length > 20", "the emoji grid")
            let first = try await page.driver.element("g[data-emoji]")
            try await page.driver.click(first)
            try await page.waitUntilSettled()
            let text = try await page.documentText()
            #expect(!text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isEmoji }, "document: \(text)")

            let png = try await page.driver.screenshot()
            let size = try #require(pngSize(png))
            #expect(size.width == 1120 && size.height >= 940, "\(size.width)×\(size.height)")
            #expect(png.count > 40_000)
            try png.write(to: BrowserTests.screenshotDirectory().appendingPathComponent("playground-emoji.png"))
        }
    }
}
