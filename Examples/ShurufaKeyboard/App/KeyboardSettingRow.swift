import KeyboardCore
import ShurufaUIKit
import SwiftUI

/// The keyboard's settings as the extension reads them: each stored under its key in the App
/// Group's defaults, in the value format `KeyboardSetting` reads back (a switch as a Boolean), and
/// shown as the configuration those values make (`KeyboardViewController.configuration(storedIn:)`,
/// so a value an earlier app kept under a former key shows as the extension reads it).
@MainActor final class HostKeyboardSettings: ObservableObject {
    private let defaults: UserDefaults?
    @Published private(set) var configuration: KeyboardConfiguration

    init() {
        let defaults = UserDefaults(suiteName: "group.org.shurufa.keyboard")
        self.defaults = defaults
        configuration = KeyboardViewController.configuration(storedIn: defaults)
    }

    /// `setting`'s value now, as the setting writes it (`tw`, `z-zh,an-ang`, `true`).
    func value(of setting: KeyboardSetting) -> String { setting.value(in: configuration) }

    /// Keeps `value` for `setting` where the extension reads it.
    func set(_ value: String, for setting: KeyboardSetting) {
        guard let defaults else { return }
        if setting.isSwitch { defaults.set(value == "true", forKey: setting.key) } else { defaults.set(value, forKey: setting.key) }
        configuration = KeyboardViewController.configuration(storedIn: defaults)
    }

    /// A binding of `setting`'s stored string.
    func binding(_ setting: KeyboardSetting) -> Binding<String> {
        Binding(get: { self.value(of: setting) }, set: { self.set($0, for: setting) })
    }
}

/// One setting drawn by its control (`KeyboardSetting.Control`): a switch as a toggle, one of
/// several values as a picker, any of several as a list of toggles behind a link.
struct KeyboardSettingRow: View {
    let setting: KeyboardSetting
    @ObservedObject var settings: HostKeyboardSettings

    var body: some View {
        switch setting.control {
        case .toggle:
            Toggle(setting.label, isOn: Binding(
                get: { settings.value(of: setting) == "true" },
                set: { settings.set($0 ? "true" : "false", for: setting) }))
        case .oneOf(let choices):
            Picker(setting.label, selection: settings.binding(setting)) {
                ForEach(choices, id: \.value) { choice in Text(choice.label).tag(choice.value) }
            }
        case .someOf(let choices):
            NavigationLink(setting.label) {
                List(choices, id: \.value) { choice in
                    Toggle(choice.label, isOn: Binding(
                        get: { setting.ticks(choice.value, in: settings.value(of: setting)) },
                        set: { settings.set(setting.value(settings.value(of: setting), ticking: choice.value, $0), for: setting) }))
                }
                .navigationTitle(setting.label)
            }
        }
    }
}
