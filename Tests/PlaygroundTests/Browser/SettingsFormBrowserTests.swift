import Foundation
import Testing
@testable import KeyboardCore
@testable import Playground

/// The side panel's settings form in a real browser, made from the core's declarations: every
/// setting is there with its label and choices, one added to the declarations is too, and the two
/// the hand-written form left out (按键音, the double space's period) apply as the others do.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SettingsFormBrowserTests {
    /// The controls the page shows for the setting `name`: each one's value and the text of its label.
    func controls(_ page: BrowserSession, _ name: String) async throws -> [[String]] {
        let found = try await page.driver.script(
            "return [...document.querySelectorAll('#settings [name=\"' + arguments[0] + '\"][data-setting]')].flatMap((field) =>"
                + " field.tagName === 'SELECT' ? [...field.options].map((o) => [o.value, o.textContent, field.closest('label').firstChild.textContent.trim()])"
                + " : [[field.value, field.closest('label').textContent.trim(), (field.closest('details')?.querySelector('summary') ?? field.closest('label')).textContent.trim()]]);",
            [name]) as? [Any] ?? []
        return found.map { ($0 as? [Any] ?? []).compactMap { $0 as? String } }
    }

    @Test func everyDeclaredSettingIsOnThePageWithItsLabelAndChoices() async throws {
        try await BrowserSession.run { page in
            for setting in PlaygroundSettings.pageSettings {
                let shown = try await controls(page, setting.key)
                #expect(!shown.isEmpty, "\(setting.key) is on the page")
                #expect(shown.allSatisfy { $0.last == setting.label }, "\(setting.key) is labelled \(setting.label): \(shown)")
                switch setting.control {
                case .toggle: #expect(shown.count == 1)
                case .oneOf(let choices), .someOf(let choices):
                    #expect(shown.map { $0[0] } == choices.map(\.value), "\(setting.key)'s choices")
                    #expect(shown.map { $0[1] } == choices.map(\.label), "\(setting.key)'s choices' labels")
                }
            }
            let heights = try await controls(page, "keyboardHeight").map { $0[0] }
            #expect(heights == KeyboardConfiguration.setting("height.portrait")?.control.choices.map(\.value))
        }
    }

    @Test func aSettingAddedToTheDeclarationsIsOnThePage() async throws {
        let settings = KeyboardConfiguration.settings + [SettingsFormTests.lanterns, SettingsFormTests.festivals]
        try await BrowserSession.run(settings: settings) { page in
            #expect(try await controls(page, "lanterns") == [["red", "红 Red", "灯笼 Lanterns"], ["gold", "金 Gold", "灯笼 Lanterns"]])
            #expect(try await page.fieldValue("lanterns") == "gold")
            #expect(try await controls(page, "festivals") == [["spring", "春节", "节日 Festivals"], ["lantern", "元宵", "节日 Festivals"]])
            // The page reads it back with the rest and sends it; the keyboard goes on as before.
            try await page.driver.script(
                "const field = document.querySelector('#settings [name=\"lanterns\"]'); field.value = 'red';"
                    + "field.dispatchEvent(new Event('change', {bubbles: true}));")
            try await page.waitUntilSettled()
            #expect(try await page.driver.script("return readSettings().lanterns;") as? String == "red")
            #expect(try await page.driver.script("return readSettings().festivals;") as? String == "lantern")
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
        }
    }

    /// Off, a double space types two spaces; on (a new keyboard's), a period and a space.
    @Test func theDoubleSpacePeriodSwitchApplies() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "qwerty")
            try await page.check("doubleSpacePeriod", false)
            try await page.tapLetters("ok")
            try await page.tap("space")
            try await page.tap("space")
            let twoSpaces = try await page.documentText()
            #expect(!twoSpaces.contains("."), "no period: \(twoSpaces)")
            try await page.click("#clear")
            try await page.waitUntilSettled()
            try await page.check("doubleSpacePeriod", true)
            try await page.tapLetters("ok")
            try await page.tap("space")
            try await page.tap("space")
            let period = try await page.documentText()
            #expect(period.hasSuffix(". "), "a period: \(period)")
        }
    }

    @Test func theKeyClicksSwitchReachesTheKeyboard() async throws {
        try await BrowserSession.run { page in
            #expect(try await page.driver.script("return window.shurufa.frame.settings.keyClicks;") as? Bool == false)
            try await page.check("keyClicks", true)
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
        }
    }
}
