import Foundation
import Testing
@testable import Playground

/// The 笔画 and 注音 keyboards in a real browser (see `BrowserTests`): chosen from the Layout menu,
/// a character typed with each; and 笔画筛选's stroke row on the pinyin keyboard.
@Suite(.serialized, .timeLimit(.minutes(2))) struct StrokeZhuyinBrowserTests {
    @Test func aCharacterTypedWithStrokes() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "strokes")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"stroke-h\"]')", "the stroke keys")
            // 人: 撇 点.
            try await page.tap("stroke-p")
            try await page.tap("stroke-d")
            let offered = try await page.candidates()
            #expect(offered.prefix(9).contains("人"), "\(offered)")
            try await page.pickCandidate("人")
            #expect(try await page.documentText() == "人")
        }
    }

    @Test func taFilteredToHerWithTheStrokeRow() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("ta")
            try await page.click("g[data-role=\"stroke-filter\"]")
            try await page.waitUntilSettled()
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"filter-z\"]')", "the stroke row")
            try await page.tap("filter-z")
            let offered = try await page.candidates()
            #expect(offered.first == "她", "\(offered)")
            #expect(!offered.contains("他"), "\(offered)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "她")
            #expect(try await page.count("g[data-key=\"filter-z\"]") == 0, "a pick closes the row")
            #expect(try await page.count("g[data-key=\"q\"]") == 1)
        }
    }

    @Test(arguments: [nil, "tw"])
    func aCharacterTypedWithZhuyinIn繁體ByDefault(script: String?) async throws {
        try await BrowserSession.run { page in
            if let script { try await page.choose("script", script) }
            try await page.choose("schema", "zhuyin")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"ㄅ\"]')", "the 大千 keys")
            for symbol in "ㄍㄨㄛˊ" { try await page.tap(String(symbol)) }
            let offered = try await page.candidates()
            #expect(offered.first == "國", "\(offered)")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "國")
        }
    }
}
