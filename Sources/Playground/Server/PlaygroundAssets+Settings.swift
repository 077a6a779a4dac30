import Foundation
import KeyboardCore

extension PlaygroundAssets {
    /// The marker in `index.html`'s settings form where the keyboard's settings go.
    static let settingsMarker = "<!--settings-->"

    /// The controls of the keyboard's settings, one for each of `settings` (the core's declarations,
    /// `KeyboardConfiguration.settings`) in their order, each with its label and its choices, showing
    /// a new keyboard's value: a switch as a checkbox, one of several values as a menu, any of
    /// several as a folded list of checkboxes. Each control carries `data-setting` (`switch`, `one`,
    /// `some`), which the page reads them back by, and a synced setting's `data-synced`. The
    /// schema's menu lists the registry's schemas (its choices), then English alone. The heights
    /// of both orientations are one menu, `keyboardHeight`: the page shows one orientation at a time.
    static func settingsForm(_ settings: [KeyboardSetting]) -> String {
        let standard = KeyboardConfiguration()
        var html = ""
        var heightShown = false
        for setting in settings {
            let value = setting.value(in: standard)
            let synced = setting.reach == .synced ? " data-synced" : ""
            switch setting.control {
            case .toggle:
                html += "<label class=\"check\"><input type=\"checkbox\" name=\"\(escaped(setting.key))\" data-setting=\"switch\"\(synced)"
                    + (value == "true" ? " checked" : "") + "> \(escaped(setting.label))</label>\n"
            case .someOf(let choices):
                let chosen = Set(value.split(separator: ",").map(String.init))
                html += "<details class=\"choices\" data-setting-list=\"\(escaped(setting.key))\"><summary>\(escaped(setting.label))</summary>"
                    + "<div class=\"pairs\">"
                    + choices.map { choice in
                        "<label class=\"check\"><input type=\"checkbox\" name=\"\(escaped(setting.key))\" value=\"\(escaped(choice.value))\""
                            + " data-setting=\"some\"\(synced)" + (chosen.contains(choice.value) ? " checked" : "") + "> \(escaped(choice.label))</label>"
                    }.joined() + "</div></details>\n"
            case .oneOf(let choices) where setting.fields == ["keyboardFits"]:
                guard !heightShown else { continue }
                heightShown = true
                html += menu("keyboardHeight", label: "键盘高度 Height", synced: synced, choices.map { option($0, selected: $0.value == value) })
            case .oneOf(let choices):
                html += menu(setting.key, label: setting.label, synced: synced, choices.map { option($0, selected: $0.value == value) })
            }
        }
        return html
    }

    /// `index.html` with the keyboard's settings (`settingsForm`) in its settings form.
    static func withSettings(_ page: [UInt8], _ settings: [KeyboardSetting]) -> [UInt8] {
        Array(String(decoding: page, as: UTF8.self).replacingOccurrences(of: settingsMarker, with: settingsForm(settings)).utf8)
    }

    /// A labelled menu named `name` of `options` (HTML), with `synced`'s attribute.
    private static func menu(_ name: String, label: String, synced: String, _ options: [String]) -> String {
        "<label>\(escaped(label)) <select name=\"\(escaped(name))\" data-setting=\"one\"\(synced)>" + options.joined() + "</select></label>\n"
    }

    /// One menu option.
    private static func option(_ choice: KeyboardSetting.Choice, selected: Bool) -> String {
        "<option value=\"\(escaped(choice.value))\"" + (selected ? " selected" : "") + ">\(escaped(choice.label))</option>"
    }
}
