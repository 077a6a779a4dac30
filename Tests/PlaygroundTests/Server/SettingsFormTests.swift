import Foundation
import Testing
@testable import KeyboardCore
@testable import Playground

/// The page's settings form is made from the core's declarations (`KeyboardConfiguration.settings`):
/// every setting with its label and each of its choices, and a setting added to the declarations
/// is on the page with nothing else changed.
@Suite struct SettingsFormTests {
    /// A setting no build has, as a test adds it to the declarations.
    static let lanterns = KeyboardSetting(
        "lanterns", .thisDevice, label: "灯笼 Lanterns", .oneOf([.init("red", "红 Red"), .init("gold", "金 Gold")]), fields: [],
        accepted: "red or gold", read: { _ in "gold" }, write: { _, _ in true })
    /// A list setting no build has.
    static let festivals = KeyboardSetting(
        "festivals", .thisDevice, label: "节日 Festivals", .someOf([.init("spring", "春节"), .init("lantern", "元宵")]), fields: [],
        accepted: "spring, lantern", read: { _ in "lantern" }, write: { _, _ in true })

    @Test func everyDeclaredSettingIsInTheFormWithItsLabelAndChoices() throws {
        let page = try #require(PlaygroundAssets.load().files.first { $0.name == "index.html" })
        let html = String(decoding: page.data, as: UTF8.self)
        #expect(!html.contains(PlaygroundAssets.settingsMarker))
        for setting in KeyboardConfiguration.settings {
            let name = setting.fields == ["keyboardFits"] ? "keyboardHeight" : setting.key
            #expect(html.contains("name=\"\(name)\""), "\(setting.key) has a control")
            if setting.fields != ["keyboardFits"] { #expect(html.contains(PlaygroundAssets.escaped(setting.label)), "\(setting.key)'s label") }
            for choice in setting.control.choices {
                #expect(html.contains("value=\"\(PlaygroundAssets.escaped(choice.value))\""), "\(setting.key) offers \(choice.value)")
                #expect(html.contains(">" + PlaygroundAssets.escaped(choice.label) + "</option>") || html.contains("> " + PlaygroundAssets.escaped(choice.label) + "</label>"),
                        "\(setting.key)'s \(choice.value) says \(choice.label)")
            }
        }
        // The two the hand-written form left out.
        #expect(html.contains("name=\"keyClicks\" data-setting=\"switch\">"))
        #expect(html.contains("name=\"doubleSpacePeriod\" data-setting=\"switch\" checked>"))
    }

    @Test func aSettingAddedToTheDeclarationsIsInTheForm() {
        let form = PlaygroundAssets.settingsForm(KeyboardConfiguration.settings + [Self.lanterns, Self.festivals])
        #expect(form.contains(
            "<label>灯笼 Lanterns <select name=\"lanterns\" data-setting=\"one\"><option value=\"red\">红 Red</option>"
                + "<option value=\"gold\" selected>金 Gold</option></select></label>"))
        #expect(form.contains("<summary>节日 Festivals</summary>"))
        #expect(form.contains("<input type=\"checkbox\" name=\"festivals\" value=\"spring\" data-setting=\"some\"> 春节</label>"))
        #expect(form.contains("<input type=\"checkbox\" name=\"festivals\" value=\"lantern\" data-setting=\"some\" checked> 元宵</label>"))
        #expect(form.hasPrefix(PlaygroundAssets.settingsForm(KeyboardConfiguration.settings)), "the others as before, in their order")
    }

    @Test func theFormShowsANewKeyboardsValuesAndMarksTheSyncedOnes() {
        let form = PlaygroundAssets.settingsForm(KeyboardConfiguration.settings)
        #expect(form.contains("<option value=\"auto\" selected>"))
        #expect(form.contains("<option value=\"100\" selected>100 %</option>"))
        #expect(form.contains("<option value=\"0.8\" selected>0.8 s 中</option>"))
        #expect(form.contains("name=\"script\" data-setting=\"one\" data-synced>"))
        #expect(form.contains("name=\"keyboardHeight\" data-setting=\"one\" data-synced>"))
        #expect(form.contains("name=\"forms\" value=\"pinyin\" data-setting=\"some\" checked>"))
        #expect(form.contains("name=\"forms\" value=\"wubi86\" data-setting=\"some\">"))
        #expect(form.components(separatedBy: "name=\"keyboardHeight\"").count == 2, "one height menu for both orientations")
        #expect(form.contains("name=\"schema\" data-setting=\"one\" data-synced>"))
        for schema in SchemaID.all { #expect(form.contains("<option value=\"\(schema.rawValue)\"")) }
    }
}
