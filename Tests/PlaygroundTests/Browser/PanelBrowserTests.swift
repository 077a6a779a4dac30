import Foundation
import KeyboardLayout
import KeyboardUserDictionary
import ChineseEngine
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
            engines: KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine()), library: try LayoutLibrary.standard(),
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

    /// The rows of the open panel in the keyboard's SVG (not its item menu, which names its item too).
    static let rows = "#keyboard g[data-role=\"panel\"] > g[data-panel-item]"

    /// The texts the open clipboard panel lists, in order (each row's first text; its detail is the second).
    func clips(_ page: BrowserSession) async throws -> [String] {
        try await page.driver.script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(n => n.querySelector('text').textContent);", [Self.rows])
            as? [String] ?? []
    }

    /// The selector of the open panel's row number `index` (0: the top), by its item id.
    func row(_ page: BrowserSession, _ index: Int) async throws -> String {
        let id = try await page.driver.script(
            "const rows = document.querySelectorAll(arguments[0]); return rows.length > arguments[1] ? rows[arguments[1]].dataset.panelItem : '';",
            [Self.rows, index]) as? String ?? ""
        try #require(!id.isEmpty, "the panel has a row \(index)")
        return "#keyboard g[data-role=\"panel\"] > g[data-panel-item=\"\(id)\"]"
    }

    /// Whether the keyboard draws a panel (of `kind`, or any).
    func panelShown(_ page: BrowserSession, _ kind: String? = nil) async throws -> Bool {
        let selector = kind.map { "#keyboard g[data-role=\"panel\"][data-panel=\"\($0)\"]" } ?? "#keyboard g[data-role=\"panel\"]"
        return try await page.count(selector) == 1
    }

    /// Taps a toolbar button, panel control or menu entry of the keyboard's SVG and waits for the answer.
    func tap(_ page: BrowserSession, _ selector: String) async throws {
        try await page.click("#keyboard " + selector)
        try await page.waitUntilSettled()
    }

    /// Holds a row until its menu opens (the core's long press, timed by the session's ticks).
    func hold(_ page: BrowserSession, _ row: String) async throws {
        try await page.driver.hold(row, milliseconds: 700)
        try await page.waitUntilSettled()
        try await page.driver.wait(until: "document.querySelector('#keyboard g[data-role=\"panel-menu\"]') !== null", "the item's menu")
    }

    func openClipboard(_ page: BrowserSession) async throws {
        try await page.driver.wait(
            until: "document.querySelector('#keyboard g[data-toolbar=\"toolbar-clipboard\"]') !== null", "the toolbar on the empty bar")
        try await tap(page, "g[data-toolbar=\"toolbar-clipboard\"]")
        #expect(try await panelShown(page, "clipboard"), "the clipboard panel")
    }

    @Test func copyOpenInsertPinExpireAndClear() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            let sample = "明天下午三点在五道口地铁站见。"
            try await copy(page, selector: "#copy-sample")
            try await openClipboard(page)
            #expect(try await clips(page) == [sample])
            try await page.screenshot("clipboard-panel")
            // Tap inserts it and closes the panel: the keys again.
            try await tap(page, "g[data-role=\"panel\"] > g[data-panel-item]")
            #expect(try await page.documentText() == sample)
            #expect(try await !panelShown(page))
            #expect(try await page.count("#keyboard g[data-key=\"q\"]") == 1)

            // A second copy, newest first; hold the older one and pin it.
            clock.advance(60)
            try await page.driver.script("document.getElementById('copy-sample').textContent = '第二条';")
            try await copy(page, selector: "#copy-sample")
            try await openClipboard(page)
            #expect(try await clips(page) == ["第二条", sample])
            try await hold(page, try await row(page, 1))
            try await tap(page, "g[data-menu-item=\"panel-menu-pin\"]")
            #expect(try await page.count(Self.rows + "[data-pinned]") == 1, "the pinned item")
            let afterPin = try await clips(page)
            #expect(afterPin == ["第二条", sample], "pinning keeps the order: \(afterPin)")
            #expect(try await page.documentText() == sample, "holding an item does not insert it")

            // An hour later the unpinned item has expired; the pinned one stays.
            clock.advance(3601)
            try await tap(page, "g[data-panel-control=\"panel-close\"]")
            try await openClipboard(page)
            #expect(try await clips(page) == [sample])

            // Clear all keeps the pinned item; deleting it empties the panel.
            try await page.driver.script("document.getElementById('copy-sample').textContent = '第三条';")
            try await copy(page, selector: "#copy-sample")
            #expect(try await clips(page) == ["第三条", sample])
            try await tap(page, "g[data-panel-control=\"panel-clear\"]")
            #expect(try await clips(page) == [sample])
            try await hold(page, try await row(page, 0))
            try await tap(page, "g[data-menu-item=\"panel-menu-delete\"]")
            #expect(try await clips(page).isEmpty)
            #expect(try await page.count("#keyboard g[data-role=\"panel\"] g[data-panel-control=\"panel-clear\"][data-disabled]") == 1)
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
            // Neither in the keyboard the server sent (its SVG) nor in the keyboard drawn.
            // (The field's own text is the host's: only what the keyboard sends is checked.)
            let frame = try await page.driver.script(
                "const f = window.shurufa.frame; return JSON.stringify([f.svg, f.candidates, f.phraseEditor, f.status]);") as? String ?? ""
            #expect(!frame.contains("hunter2") && !frame.contains("mima"))
            let keyboard = try await page.driver.script("return document.getElementById('keyboard').textContent;") as? String ?? ""
            #expect(!keyboard.contains("hunter2") && !keyboard.contains("mima"))
            #expect(keyboard.contains("没有复制的内容"), "the empty clipboard says so")
        }
    }

    @Test func addAPhraseTypeItsCodeAndPickIt() async throws {
        let clock = MovableClock()
        try await BrowserSession.run(makeKeyboard: try Self.factory(clock)) { page in
            try await page.driver.wait(
                until: "document.querySelector('#keyboard g[data-toolbar=\"toolbar-phrases\"]') !== null", "the toolbar on the empty bar")
            try await tap(page, "g[data-toolbar=\"toolbar-phrases\"]")
            #expect(try await panelShown(page, "phrases"), "the phrases panel")
            #expect(try await page.count(Self.rows) >= 3, "a few default phrases")
            // Its 编辑 asks the host for its editor (the host app's settings on iOS, the page's form here).
            try await tap(page, "g[data-panel-control=\"panel-edit\"]")
            try await page.driver.wait(until: "!document.getElementById('phrase-editor').hidden", "the host's phrase editor")
            let address = "北京市海淀区中关村大街1号"
            try await page.driver.script(
                "const form = document.querySelector('#phrase-editor form'); form.elements.text.value = arguments[0];"
                    + "form.elements.code.value = 'dz'; form.elements.group.value = '地址';", [address])
            try await page.click("#phrase-editor form button.save")
            try await page.waitUntilSettled()
            // The keyboard's panel shows the new group as a tab; its tab lists the phrase.
            let tab = "g[data-panel-tab]"
            try await page.driver.wait(
                until: "Array.from(document.querySelectorAll('#keyboard \(tab)')).some(n => n.textContent === '地址')", "the new group's tab")
            let index = try await page.driver.script(
                "return Array.from(document.querySelectorAll('#keyboard \(tab)')).findIndex(n => n.textContent === '地址');") as? Int ?? -1
            try await tap(page, "g[data-panel-tab=\"panel-group-\(index)\"]")
            #expect(try await clips(page) == [address])
            try await page.screenshot("phrases-panel")
            try await page.click("#phrase-editor button.done")
            try await page.waitUntilSettled()
            #expect(try await page.driver.script("return document.getElementById('phrase-editor').hidden;") as? Bool == true)
            try await tap(page, "g[data-panel-control=\"panel-close\"]")

            try await page.tapLetters("dz")
            // The long phrase need not fit the bar beside its controls: read the bar and the grid's first page, in order.
            try await page.click("g[data-role=\"candidate-more\"]")
            try await page.waitUntilSettled()
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
