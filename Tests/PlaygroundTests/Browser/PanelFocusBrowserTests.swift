import Foundation
import Testing
@testable import Playground

/// The side panel gives the keys back: after a menu, checkbox or button is used with the mouse, the
/// computer's keys type on the keyboard, and no letter changes a setting.
@Suite(.serialized, .timeLimit(.minutes(2))) struct PanelFocusBrowserTests {
    @Test func nihaoTypesAfterTheLayoutMenuIsUsedWithTheMouse() async throws {
        try await BrowserSession.run { page in
            try await page.pickWithTheMouse("schema", "qwerty")
            try await page.pickWithTheMouse("schema", "pinyin")
            try await page.driver.typeKeys("nihao")
            try await page.waitUntilSettled()
            #expect(try await page.candidates().first == "你好")
            #expect(try await page.fieldValue("schema") == "pinyin", "a letter picked an option")
            #expect(try await page.driver.script("return window.shurufa.frame.settings.schema;") as? String == "pinyin")
            try await page.driver.typeKeys("1")
            try await page.driver.wait(until: "document.getElementById('document').dataset.text === '你好'", "你好 to be committed")
        }
    }

    @Test func keysTypeAfterACheckboxAndAButtonAreClicked() async throws {
        try await BrowserSession.run { page in
            for checked in [true, false] {
                try await page.driver.click(try await page.driver.element("#settings [name=\"secureEntry\"]"))
                try await page.driver.wait(until: "window.shurufa.frame.settings.secureEntry === \(checked)", "secure entry \(checked)")
            }
            try await page.driver.click(try await page.driver.element("#clear"))
            try await page.waitUntilSettled()
            try await page.driver.typeKeys("nihao ")
            try await page.driver.wait(until: "document.getElementById('document').dataset.text === '你好'", "你好 to be typed")
            #expect(try await page.driver.script("return document.querySelector('#settings [name=\"secureEntry\"]').checked;") as? Bool == false,
                    "the space ticked the checkbox")
        }
    }

    @Test func lettersNeverPickAnOptionOfAMenuLeftFocused() async throws {
        try await BrowserSession.run { page in
            // A menu opened and closed without a pick (escape) keeps the focus: the next letters still type.
            try await page.driver.click(try await page.driver.element("#settings [name=\"schema\"]"))
            try await page.driver.typeKeys("\u{E00C}")  // Escape, to the open menu
            #expect(try await page.driver.script("return document.activeElement.name;") as? String == "schema")
            // In a focused menu's type-ahead, q would pick QWERTY.
            try await page.driver.typeKeys("qi")
            try await page.driver.wait(until: "document.getElementById('marked') !== null", "the letters to be composed")
            #expect(try await page.fieldValue("schema") == "pinyin")
            #expect(try await page.driver.script("return document.activeElement === document.body;") as? Bool == true)
        }
    }
}

extension BrowserSession {
    /// Picks `value` in the side panel's select `name` with the mouse: a click on the menu, then on
    /// the option (WebDriver's click on an option selects it as a person's would).
    func pickWithTheMouse(_ name: String, _ value: String) async throws {
        try await driver.click(try await driver.element("#settings [name=\"\(name)\"]"))
        try await driver.click(try await driver.element("#settings [name=\"\(name)\"] option[value=\"\(value)\"]"))
        try await driver.wait(until: "window.shurufa.frame.settings.\(name) === '\(value)'", "\(name) to become \(value)")
        try await waitUntilSettled()
    }

    /// The value a side-panel field shows now.
    func fieldValue(_ name: String) async throws -> String? {
        try await driver.script("return document.querySelector('#settings [name=\"' + arguments[0] + '\"]').value;", [name]) as? String
    }
}
