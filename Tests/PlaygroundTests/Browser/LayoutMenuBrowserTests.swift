import Foundation
import ChineseEngine
import Testing
@testable import Playground

/// The side panel's Layout menu in a real browser lists the schema registry's schemas (the server
/// writes them in from the core's `SchemaChoice.all`), and each can be chosen: its keyboard comes
/// up, a 双拼 schema switches the 双拼 menu with it, and the menu keeps showing the one chosen.
@Suite(.serialized, .timeLimit(.minutes(4))) struct LayoutMenuBrowserTests {
    @Test func everyRegistrySchemaIsInTheMenuAndCanBeChosen() async throws {
        try await BrowserSession.run { page in
            let listed = try await page.driver.script(
                "return [...document.querySelectorAll('#settings [name=\"layout\"] option[data-schema]')].map((o) => o.dataset.schema);")
                as? [Any]
            #expect(listed?.compactMap { $0 as? String } == Schema.all.map(\.id))
            for schema in Schema.all {
                let keyboard = schema.layout
                let shuangpin: String = if case .shuangpin(let name) = schema.form { name } else { "off" }
                try await page.driver.script(
                    "const field = document.querySelector('#settings [name=\"layout\"]');"
                        + "field.querySelector('option[data-schema=\"' + arguments[0] + '\"]').selected = true;"
                        + "field.dispatchEvent(new Event('change', {bubbles: true}));", [schema.id])
                var settled = "window.shurufa.frame.settings.layout === '\(keyboard)'"
                if keyboard == "pinyin-26" { settled += " && window.shurufa.frame.settings.shuangpin === '\(shuangpin)'" }
                try await page.driver.wait(until: settled, "\(schema.id) to be chosen")
                try await page.waitUntilSettled()
                let shown = try await page.driver.script(
                    "return document.querySelector('#settings [name=\"layout\"]').selectedOptions[0].dataset.schema;") as? String
                #expect(shown == schema.id)
            }
            // The last 双拼 chosen from the menu types as 双拼 does.
            try await page.driver.script(
                "const field = document.querySelector('#settings [name=\"layout\"]');"
                    + "field.querySelector('option[data-schema=\"shuangpin-xiaohe\"]').selected = true;"
                    + "field.dispatchEvent(new Event('change', {bubbles: true}));")
            try await page.driver.wait(until: "window.shurufa.frame.settings.shuangpin === 'xiaohe'", "小鹤双拼")
            try await page.waitUntilSettled()
            try await page.tapLetters("vsgo")
            #expect(try await page.candidates().first == "中国")
        }
    }
}
