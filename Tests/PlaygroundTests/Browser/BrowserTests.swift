import Foundation
import Testing
@testable import Playground

/// The whole path in a real browser: Debian's Chromium, headless, driven through chromedriver on
/// 127.0.0.1, clicking the SVG keys of the page the server sends. Each test starts its own server
/// and browser and stops both; waits are bounded.
@Suite(.serialized, .timeLimit(.minutes(2))) struct BrowserTests {
    @Test func typingNihaoOffersNihaoFirstAndPickingItTypesIt() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("nihao")
            let marked = try await page.driver.text(try await page.driver.element("#marked"))
            #expect(marked.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: " ", with: "") == "nihao")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
            #expect(try await page.caret() == 2)
            #expect(try await page.driver.elements("#marked").isEmpty)
        }
    }

    @Test func aWholeSentenceComesOutOfOneLongPinyin() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("woaibeijingtiananmen")
            #expect(try await page.candidates().first == "我爱北京天安门")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "我爱北京天安门")
        }
    }

    @Test func doubleTappingShiftOnQwertyLocksCapitals() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "qwerty")
            try await page.driver.doubleTap("g[data-key=\"shift\"]")
            try await page.waitUntilSettled()
            try await page.tapLetters("abc")
            #expect(try await page.documentText() == "ABC")
            let status = try await page.driver.script("return window.shurufa.frame.status;") as? String ?? ""
            #expect(status.contains("shift locked"), "status: \(status)")
        }
    }

    @Test func holdingDeleteForTwoSecondsKeepsDeleting() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "qwerty")
            let text = "the quick brown fox jumps over the lazy dog again and again"
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys(text)
            try await page.driver.wait(until: "document.getElementById('document').dataset.text.length >= \(text.count)", "the typed text")
            let before = try await page.documentText().count
            try await page.driver.hold("g[data-key=\"delete\"]", milliseconds: 2000)
            try await page.waitUntilSettled()
            let after = try await page.documentText().count
            #expect(before - after >= 10, "deleted \(before - after) characters in 2 s")
            #expect(after < before)
        }
    }

    @Test func theComputerKeyboardTypesThroughTheSameCore() async throws {
        try await BrowserSession.run { page in
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("nihao")
            try await page.driver.wait(until: "(document.getElementById('marked') || {}).textContent === \"ni'hao\"", "nihao composed")
            try await page.waitUntilSettled()
            #expect(try await page.candidates().first == "你好")
            try await page.driver.typeKeys("1")
            try await page.driver.wait(until: "document.getElementById('document').dataset.text === '你好'", "你好 to be committed")
            try await page.driver.typeKeys("\u{E012}")  // ArrowLeft
            try await page.driver.wait(until: "document.getElementById('document').dataset.caret === '1'", "the caret to move left")
        }
    }

    @Test func switchingThemeAndLayoutRedrawsTheKeyboard() async throws {
        try await BrowserSession.run { page in
            #expect(try await page.driver.elements("g[data-key=\"zh-en\"]").count == 1, "pinyin has 中/英")
            try await page.choose("theme", "dark")
            #expect(try await page.driver.script("return document.body.classList.contains('theme-dark');") as? Bool == true)
            let svg = try await page.driver.script("return document.querySelector('#keyboard svg').outerHTML;") as? String ?? ""
            #expect(svg.contains("#2B2B2D"), "the dark keyboard's background")
            try await page.choose("schema", "qwerty")
            #expect(try await page.driver.elements("g[data-key=\"zh-en\"]").isEmpty)
            #expect(try await page.driver.elements("g[data-key=\"q\"]").count == 1)
            try await page.choose("orientation", "landscape")
            let width = try await page.driver.script("return window.shurufa.frame.width;") as? Double
            #expect(width == 667)
        }
    }

    @Test func screenshotsInLightAndDark() async throws {
        try await BrowserSession.run { page in
            let directory = Self.screenshotDirectory()
            for theme in ["light", "dark"] {
                try await page.choose("theme", theme)
                try await page.click("#clear")
                try await page.waitUntilSettled()
                try await page.tapLetters("nihao")
                #expect(try await page.candidates().first == "你好", "the screenshot shows what its caption says (\(theme))")
                // The settings' 键盘高度 and 单手模式 rows are on it too.
                let rows = try await page.driver.script(
                    "return ['keyboardHeight', 'oneHanded'].map(n => { const r = document.querySelector('#settings [name=\"' + n + '\"]')"
                        + ".getBoundingClientRect(); return r.height > 0 && r.bottom <= innerHeight && r.right <= innerWidth; });") as? [Bool]
                #expect(rows == [true, true], "the height and one-handed rows in view: \(String(describing: rows))")
                try await page.waitForPaint()
                let png = try await page.driver.screenshot()
                let size = try #require(pngSize(png))
                #expect(size.width == 1120 && size.height >= 940, "\(size.width)×\(size.height)")
                #expect(png.count > 40_000, "a blank page compresses to a few kB; this one is \(png.count) bytes")
                try png.write(to: directory.appendingPathComponent("playground-\(theme).png"))
            }
        }
    }

    /// `docs/playground` when `SHURUFA_UPDATE_SCREENSHOTS=1`, a temporary folder otherwise (tests
    /// do not dirty the work tree).
    static func screenshotDirectory() -> URL {
        let directory: URL
        if ProcessInfo.processInfo.environment["SHURUFA_UPDATE_SCREENSHOTS"] == "1" {
            directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/playground").standardized
        } else {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-playground-screenshots")
        }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
