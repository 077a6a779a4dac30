import Foundation
import KeyboardLayout
import KeyboardUserDictionary
import PinyinEngine
import Testing
@testable import Playground

/// A clock the browser tests move (the clipboard's expiry).
final class MovableClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { date } }
    func advance(_ seconds: TimeInterval) { lock.withLock { date += seconds } }
}

/// The clipboard panel, 常用语 and emoji in the bar, in a real browser (see `BrowserTests`).
@Suite(.serialized, .timeLimit(.minutes(3))) struct PanelBrowserTests {
    /// The real keyboard (each session with its own user dictionary, which keeps the panels'
    /// items) telling time by `clock`.
    static func factory(_ clock: MovableClock) throws -> PlaygroundKeyboardFactory {
        CoreKeyboard.factory(
            engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: try PinyinEngine()), library: try LayoutLibrary.standard(),
            clock: { clock.now })
    }

    /// Selects the text of the element matching `selector` and copies it (the page's copy event).
    func copy(_ page: BrowserSession, selector: String) async throws {
        try await page.driver.script(
            "const node = document.querySelector(arguments[0]); const range = document.createRange(); range.selectNodeContents(node);"
                + "const selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);"
                + "document.dispatchEvent(new ClipboardEvent('copy', {bubbles: true}));", [selector])
        try await page.waitUntilSettled()
    }

    /// The texts the open clipboard panel lists, in order.
    func clips(_ page: BrowserSession) async throws -> [String] {
        try await page.driver.script("return Array.from(document.querySelectorAll('#keyboard-panel li.clip .text')).map(n => n.textContent);") as? [String] ?? []
    }

    func openClipboard(_ page: BrowserSession) async throws {
        try await page.driver.wait(until: "!document.getElementById('toolbar').hidden", "the toolbar on the empty bar")
        try await page.click("#open-clipboard")
        try await page.waitUntilSettled()
        try await page.driver.wait(until: "document.getElementById('keyboard-panel').dataset.kind === 'clipboard'", "the clipboard panel")
    }

    @Test func copyOpenInsertPinExpireAndClear() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            let sample = "明天下午三点在五道口地铁站见。"
            try await copy(page, selector: "#copy-sample")
            try await openClipboard(page)
            #expect(try await clips(page) == [sample])
            try await page.screenshot("clipboard-panel")
            // Tap inserts it and closes the panel.
            try await page.click("#keyboard-panel li.clip")
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == sample)
            #expect(try await page.driver.script("return document.getElementById('keyboard-panel').hidden;") as? Bool == true)

            // A second copy, newest first; hold the older one and pin it.
            clock.advance(60)
            try await page.driver.script("document.getElementById('copy-sample').textContent = '第二条';")
            try await copy(page, selector: "#copy-sample")
            try await openClipboard(page)
            #expect(try await clips(page) == ["第二条", sample])
            try await page.driver.hold("#keyboard-panel li.clip:nth-child(2)", milliseconds: 700)
            try await page.click("#keyboard-panel li.clip:nth-child(2) button.pin")
            try await page.waitUntilSettled()
            try await page.driver.wait(until: "document.querySelectorAll('#keyboard-panel li.clip.pinned').length === 1", "the pinned item")
            #expect(try await page.documentText() == sample, "holding an item does not insert it")

            // An hour later the unpinned item has expired; the pinned one stays.
            clock.advance(3601)
            try await page.click("#keyboard-panel button.close")
            try await page.waitUntilSettled()
            try await openClipboard(page)
            #expect(try await clips(page) == [sample])

            // Clear all keeps the pinned item; deleting it empties the panel.
            try await page.driver.script("document.getElementById('copy-sample').textContent = '第三条';")
            try await copy(page, selector: "#copy-sample")
            #expect(try await clips(page) == ["第三条", sample])
            try await page.click("#keyboard-panel button.clear")
            try await page.waitUntilSettled()
            #expect(try await clips(page) == [sample])
            try await page.driver.hold("#keyboard-panel li.clip", milliseconds: 700)
            try await page.click("#keyboard-panel li.clip button.delete")
            try await page.waitUntilSettled()
            #expect(try await clips(page).isEmpty)
        }
    }

    @Test func aSecureFieldsTextNeverAppears() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            // The page's password field.
            try await page.driver.script(
                "const field = document.getElementById('copy-secret'); field.focus(); field.select();"
                    + "document.dispatchEvent(new ClipboardEvent('copy', {bubbles: true}));")
            try await page.waitUntilSettled()
            // The host field as a secure field: type in it, select it all and copy.
            try await page.check("secureEntry", true)
            try await page.driver.script("document.activeElement.blur();")
            try await page.tapLetters("mima")
            try await copy(page, selector: "#document")
            try await page.check("secureEntry", false)
            try await openClipboard(page)
            #expect(try await clips(page).isEmpty)
            let frame = try await page.driver.script("return JSON.stringify(window.shurufa.frame.panel);") as? String ?? ""
            #expect(!frame.contains("hunter2") && !frame.contains("mima"))
            let panel = try await page.driver.script("return document.getElementById('keyboard-panel').textContent;") as? String ?? ""
            #expect(!panel.contains("hunter2") && !panel.contains("mima"))
        }
    }

    @Test func addAPhraseTypeItsCodeAndPickIt() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            try await page.driver.wait(until: "!document.getElementById('toolbar').hidden", "the toolbar on the empty bar")
            try await page.click("#open-phrases")
            try await page.waitUntilSettled()
            try await page.driver.wait(until: "document.getElementById('keyboard-panel').dataset.kind === 'phrases'", "the phrases panel")
            let defaults = try await page.driver.script("return document.querySelectorAll('#keyboard-panel li.phrase').length;") as? Int ?? 0
            #expect(defaults >= 3, "a few default phrases")
            try await page.click("#keyboard-panel button.toggle-edit")
            let address = "北京市海淀区中关村大街1号"
            try await page.driver.script(
                "const form = document.querySelector('#keyboard-panel form'); form.elements.text.value = arguments[0];"
                    + "form.elements.code.value = 'dz'; form.elements.group.value = '地址';", [address])
            try await page.click("#keyboard-panel form button.save")
            try await page.waitUntilSettled()
            try await page.driver.wait(
                until: "Array.from(document.querySelectorAll('#keyboard-panel h3')).some(n => n.textContent === '地址')", "the new group")
            try await page.screenshot("phrases-panel")
            try await page.click("#keyboard-panel button.toggle-edit")
            try await page.click("#keyboard-panel button.close")
            try await page.waitUntilSettled()

            try await page.tapLetters("dz")
            let offered = try await page.candidates()
            #expect(offered.count > 1 && offered[1] == address, "\(offered)")
            try await page.pickCandidate(address)
            #expect(try await page.documentText() == address)
        }
    }

    @Test func typeHahaAndPickTheEmojiFromTheBar() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            try await page.tapLetters("haha")
            let offered = try await page.candidates()
            #expect(offered.first == "哈哈")
            #expect(offered.count > 1 && offered[1] == "😂", "\(offered)")
            try await page.pickCandidate("😂")
            #expect(try await page.documentText() == "😂")
            // The setting turns them off.
            try await page.check("emojiInBar", false)
            try await page.tapLetters("haha")
            #expect(try await !page.candidates().contains("😂"))
        }
    }
}
