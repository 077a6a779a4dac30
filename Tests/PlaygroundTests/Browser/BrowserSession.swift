import Foundation
import KeyboardCore
import Testing
@testable import Playground

/// A playground server and a headless Chromium showing its page, for one test: started together,
/// stopped together (also when the test fails).
struct BrowserSession {
    let server: RunningPlaygroundServer
    let driver: WebDriver

    /// Runs `body` with a fresh server (the real keyboard unless `makeKeyboard` says otherwise)
    /// and a browser on its page, connected and ready.
    /// `phone` (width, height) opens the page in an emulated phone of that size, with touch;
    /// `window` in a desktop window of that size (default 1120 × 1120). `settings` are the keyboard
    /// settings the page's form offers (the core's declarations unless told).
    static func run(
        makeKeyboard: PlaygroundKeyboardFactory? = nil, phone: (width: Int, height: Int)? = nil,
        window: (width: Int, height: Int)? = nil, settings: [KeyboardSetting]? = nil,
        _ body: (BrowserSession) async throws -> Void
    ) async throws {
        var configuration = PlaygroundServer.Configuration(
            makeKeyboard: try makeKeyboard ?? realKeyboardFactory.get(), port: 0, logLevel: .critical)
        if let settings { configuration.settings = settings }
        // A page's share of the server is the throttle's business (ConnectionTimerTests), not these
        // tests': a debug build on a loaded machine spends its quarter of a core a second on a few
        // handwriting strokes, and a throttled page then misses its frames' deadlines.
        configuration.limits.workPerSecond = 4
        configuration.limits.workBurst = 10
        let server = try await PlaygroundServer(configuration: configuration).start()
        let driver: WebDriver
        do {
            if let phone {
                driver = try await WebDriver(width: phone.width, height: phone.height, phone: true)
            } else if let window {
                driver = try await WebDriver(width: window.width, height: window.height)
            } else {
                driver = try await WebDriver()
            }
        } catch {
            await server.stop()
            throw error
        }
        let session = BrowserSession(server: server, driver: driver)
        do {
            try await driver.navigate(to: server.url)
            try await session.waitUntilSettled()
            try await body(session)
        } catch {
            await driver.quit()
            await server.stop()
            throw error
        }
        await driver.quit()
        await server.stop()
    }

    /// Waits until the page is connected and has drawn a frame acknowledging everything it sent.
    func waitUntilSettled(timeout: Double = 60) async throws {
        try await driver.wait(
            until: "document.body.dataset.ready === '1' && window.shurufa.frame && window.shurufa.frame.ack >= window.shurufa.sent",
            timeout: timeout, "the page to be ready and up to date")
    }

    /// Clicks the first element matching `selector`. The page redraws its SVG with every frame, so an
    /// element found just before a frame lands can be stale by the time chromedriver clicks it: then it
    /// is found again and clicked, unless the page sent something meanwhile (the click landed after
    /// all, and a second one would undo a toggle such as the grid's chevron).
    func click(_ selector: String, attempts: Int = 5) async throws {
        for attempt in 1...attempts {
            let sentBefore = try await sentCount()
            do {
                return try await driver.click(try await driver.element(selector))
            } catch let failure as WebDriver.Failure where failure.description.contains("stale element") && attempt < attempts {
                if try await sentCount() != sentBefore { return }
            }
        }
    }

    /// How many messages the page has sent the server.
    private func sentCount() async throws -> Int {
        try await driver.script("return window.shurufa ? window.shurufa.sent : 0;") as? Int ?? 0
    }

    /// Clicks the key with the given id (as `shurufa layout render` names it) and waits for the answer.
    func tap(_ key: String) async throws {
        try await click("g[data-key=\"\(key)\"]")
        try await waitUntilSettled()
    }

    /// Clicks each letter's key in turn.
    func tapLetters(_ letters: String) async throws {
        for letter in letters { try await tap(String(letter)) }
    }

    /// The candidates on the page, in order (their texts, not the notes under them).
    func candidates() async throws -> [String] {
        try await driver.script(
            "return Array.from(document.querySelectorAll('.candidate')).map(n => Array.from(n.querySelectorAll(':scope > text')).map(t => t.textContent).join(''));"
        ) as? [String] ?? []
    }

    /// The note under each candidate on the page, in order ("" for none).
    func candidateNotes() async throws -> [String] {
        try await driver.script(
            "return Array.from(document.querySelectorAll('.candidate')).map(n => n.querySelector('.candidate-note')?.textContent ?? '');"
        ) as? [String] ?? []
    }

    /// Clicks the candidate with this index.
    func pickCandidate(_ index: Int, attempts: Int = 5) async throws {
        // Found again and clicked when stale, as `click(_:)` does: a frame that lands between the
        // two (the end of a 滑行 trail's fade, 0.35 s after the lift) redraws the bar.
        for attempt in 1...attempts {
            let sentBefore = try await sentCount()
            let elements = try await driver.elements(".candidate")
            try #require(index < elements.count, "only \(elements.count) candidates shown")
            do {
                try await driver.click(elements[index])
                break
            } catch let failure as WebDriver.Failure where failure.description.contains("stale element") && attempt < attempts {
                if try await sentCount() != sentBefore { break }
            }
        }
        try await waitUntilSettled()
    }

    /// Picks the candidate showing `text`: from the bar, or else from the grid, paging down (▼) until
    /// a page shows it. Where a candidate ranks depends on the engine's data, so tests that need a
    /// particular one must not assume it is on the bar or on the grid's first page.
    func pickCandidate(_ text: String) async throws {
        if try await !candidates().contains(text) {
            try await click("g[data-role=\"candidate-more\"]")
            try await waitUntilSettled()
            while try await !candidates().contains(text),
                  try await count("g[data-grid-control=\"grid-next\"]:not([data-disabled])") == 1 {
                try await click("g[data-grid-control=\"grid-next\"]")
                try await waitUntilSettled()
            }
        }
        let offered = try await candidates()
        let index = try #require(offered.firstIndex(of: text), "\(text) is offered: \(offered)")
        try await pickCandidate(index)
    }

    /// The document's whole text (`#document[data-text]`).
    func documentText() async throws -> String {
        try await driver.attribute(try await driver.element("#document"), "data-text") ?? ""
    }

    /// The caret's grapheme offset (`#document[data-caret]`).
    func caret() async throws -> Int {
        Int(try await driver.attribute(try await driver.element("#document"), "data-caret") ?? "") ?? -1
    }

    /// Waits until the page has painted its next two frames: what a screenshot or a measure reads
    /// is then on screen (an event, not a time).
    func waitForPaint() async throws {
        try await driver.script("return new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));")
    }

    /// Takes a screenshot of the whole page as `NAME.png` (in docs/playground when updating screenshots).
    func screenshot(_ name: String) async throws {
        try await waitForPaint()
        let png = try await driver.screenshot()
        #expect(png.count > 40_000, "a blank page compresses to a few kB; this one is \(png.count) bytes")
        try png.write(to: BrowserTests.screenshotDirectory().appendingPathComponent(name + ".png"))
    }

    /// Chooses `file` in the side panel's 词库 picker and waits for the server's answer (the text
    /// the page shows: `Imported N words …` or why nothing was).
    func importWordList(_ file: URL) async throws -> String {
        _ = try await driver.script("document.body.dataset.wordImport = ''")
        let input = try await driver.element("#word-file")
        _ = try await driver.command("POST", "/element/\(input)/value", ["text": file.path])
        try await driver.wait(until: "document.body.dataset.wordImport === 'done'", "the import to finish")
        return try await driver.text(try await driver.element("#word-result"))
    }

    /// How many elements match `selector`.
    func count(_ selector: String) async throws -> Int {
        try await driver.elements(selector).count
    }

    /// Ticks or clears one of the side panel's checkboxes, as a person would.
    func check(_ name: String, _ checked: Bool) async throws {
        try await driver.script(
            "const field = document.querySelector('#settings [name=\"' + arguments[0] + '\"]'); field.checked = arguments[1];"
                + "field.dispatchEvent(new Event('change', {bubbles: true}));", [name, checked])
        try await driver.wait(until: "window.shurufa.frame.settings.\(name) === \(checked)", "\(name) to become \(checked)")
        try await waitUntilSettled()
    }

    /// Chooses a value in one of the side panel's selects, as a person would.
    func choose(_ name: String, _ value: String) async throws {
        try await driver.script(
            "const field = document.querySelector('#settings [name=\"' + arguments[0] + '\"]'); field.value = arguments[1];"
                + "field.dispatchEvent(new Event('change', {bubbles: true}));", [name, value])
        try await driver.wait(until: "window.shurufa.frame.settings.\(name) === '\(value)'", "\(name) to become \(value)")
        try await waitUntilSettled()
    }
}

/// The PNG's width and height, read from its IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}
