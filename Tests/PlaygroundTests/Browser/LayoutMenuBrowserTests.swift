import Foundation
import ChineseEngine
import Testing
@testable import Playground

/// The side panel's Layout menu in a real browser lists the schema registry's schemas (the server
/// writes them in from the core's `SchemaID.all`), and each can be chosen: its keyboard comes up
/// (a 双拼 is one of them), and the menu keeps showing the one chosen.
@Suite(.serialized, .timeLimit(.minutes(4))) struct LayoutMenuBrowserTests {
    @Test func everyRegistrySchemaIsInTheMenuAndCanBeChosen() async throws {
        try await BrowserSession.run { page in
            let listed = try await page.driver.script(
                "return [...document.querySelectorAll('#settings [name=\"schema\"] option')].map((o) => o.value).filter((v) => v !== 'qwerty');")
                as? [Any]
            #expect(listed?.compactMap { $0 as? String } == Schema.all.map(\.id))
            for schema in Schema.all {
                try await page.driver.script(
                    "const field = document.querySelector('#settings [name=\"schema\"]');"
                        + "field.querySelector('option[value=\"' + arguments[0] + '\"]').selected = true;"
                        + "field.dispatchEvent(new Event('change', {bubbles: true}));", [schema.id])
                try await page.driver.wait(until: "window.shurufa.frame.settings.schema === '\(schema.id)'", "\(schema.id) to be chosen")
                try await page.waitUntilSettled()
                let shown = try await page.driver.script(
                    "return document.querySelector('#settings [name=\"schema\"]').value;") as? String
                #expect(shown == schema.id)
            }
            // The last 双拼 chosen from the menu types as 双拼 does.
            try await page.driver.script(
                "const field = document.querySelector('#settings [name=\"schema\"]');"
                    + "field.querySelector('option[value=\"shuangpin-xiaohe\"]').selected = true;"
                    + "field.dispatchEvent(new Event('change', {bubbles: true}));")
            try await page.driver.wait(until: "window.shurufa.frame.settings.schema === 'shuangpin-xiaohe'", "小鹤双拼")
            try await page.waitUntilSettled()
            try await page.tapLetters("vsgo")
            #expect(try await page.candidates().first == "中国")
        }
    }
}
