import Foundation
import Testing
@testable import Playground

/// The form switcher inside the keyboard, on a desktop window and on a phone (see `BrowserTests`):
/// with 五笔 turned on in the side panel's list, the toolbar's form button opens the switcher, 五笔
/// is picked there and types 你 from `wq`, and the switcher goes back to pinyin; the page's
/// Layout menu follows each switch.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FormSwitcherBrowserTests {
    @Test(arguments: [false, true])
    func theSwitcherReachesWubiAndBackToPinyin(phone: Bool) async throws {
        try await BrowserSession.run(phone: phone ? (width: 390, height: 844) : nil) { page in
            try await page.driver.script(
                "const box = document.querySelector('#settings input[name=\"forms\"][value=\"wubi86\"]'); box.checked = true;"
                    + "box.dispatchEvent(new Event('change', {bubbles: true}));", [])
            try await page.driver.wait(until: "window.shurufa.frame.settings.forms === 'pinyin,wubi86,english,emoji'", "五笔 to be turned on")
            try await page.waitUntilSettled()

            try await page.switchForm(to: "wubi86", phone: phone)
            #expect(try await page.driver.script("return window.shurufa.frame.settings.schema;") as? String == "wubi86")
            #expect(try await page.driver.script("return document.querySelector('#settings [name=\"schema\"]').value;") as? String == "wubi86",
                    "the Layout menu follows")
            // The status line says it in words (issue 89: it showed `inputForm(KeyboardCore.InputForm.chinese(…))`).
            let status = try await page.driver.text(try await page.driver.element("#status"))
            #expect(status.contains("五笔86") && status.contains("switched to 五笔") && !status.contains("KeyboardCore") && !status.contains("inputForm"),
                    "the status line: \(status)")
            for key in ["w", "q"] { try await page.press(key, phone: phone) }
            let wubi = try await page.candidates()
            #expect(wubi.contains("你"), "五笔 wq: \(wubi)")
            for _ in 0..<2 { try await page.press("delete", phone: phone) }

            try await page.switchForm(to: "pinyin", phone: phone)
            #expect(try await page.driver.script("return window.shurufa.frame.settings.schema;") as? String == "pinyin")
            for letter in "nihao" { try await page.press(String(letter), phone: phone) }
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
        }
    }
}

extension BrowserSession {
    /// Opens the keyboard's form switcher from the toolbar's form button and picks the form named
    /// `name` (`wubi86`, `pinyin`), as a person would on this screen; waits for its keys.
    func switchForm(to name: String, phone: Bool) async throws {
        let button = "g[data-toolbar=\"toolbar-forms\"]", entry = "g[data-role=\"form-switcher\"] g[data-menu-item=\"form-\(name)\"]"
        if phone { try await driver.touchTap(button) } else { try await click(button) }
        try await waitUntilSettled()
        #expect(try await count("g[data-role=\"form-switcher\"]") == 1, "the switcher opened")
        if phone { try await driver.touchTap(entry) } else { try await click(entry) }
        // A form's first use opens its data (五笔's tables): slow in a debug build on a busy machine.
        try await waitUntilSettled()
        #expect(try await count("g[data-role=\"form-switcher\"]") == 0, "the switcher closed")
        try await driver.wait(until: "window.shurufa.frame.settings.schema === '\(name)'", "the keyboard to show \(name)")
    }
}
