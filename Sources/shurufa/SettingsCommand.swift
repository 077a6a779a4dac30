import ArgumentParser
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import UserDictionary

/// `shurufa settings`: the keyboard's one settings value (`KeyboardConfiguration.settings`) from the
/// command line. `list` prints every setting, `key<TAB>synced|device<TAB>default<TAB>values`;
/// `show --user-dict F` the synced settings stored in a user dictionary as the keyboard reads them
/// (`key<TAB>value`); `set --user-dict F KEY VALUE` stores one synced setting there, checked as the
/// keyboard checks it, for the next `shurufa sync` to carry to the other devices.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "The keyboard's settings: list them, or show and set the synced ones in a user dictionary.",
        subcommands: [List.self, Show.self, Store.self]
    )

    /// `settings list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every setting, one line each: key<TAB>synced|device<TAB>default<TAB>values.")

        func run() throws {
            let defaults = KeyboardConfiguration()
            for setting in KeyboardConfiguration.settings {
                let reach = setting.reach == .synced ? "synced" : "device"
                print("\(setting.key)\t\(reach)\t\(defaults.value(of: setting.key) ?? "")\t\(setting.accepted)")
            }
        }
    }

    /// `settings show --user-dict F`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The synced settings stored in a user dictionary, key<TAB>value (the defaults where none is stored).")
        @Option(name: .customLong("user-dict"), help: "The user dictionary file.")
        var path: String
        @OptionGroup var data: DataOptions

        func run() throws {
            let dictionary = try data.makeEngine().openUserDictionary(path, access: .readOnly)
            let values = try dictionary.applyingSyncedSettings(to: KeyboardConfiguration()).syncedValues
            for key in KeyboardConfiguration.syncedKeys { print("\(key)\t\(values[key] ?? "")") }
        }
    }

    /// `settings set --user-dict F KEY VALUE`.
    struct Store: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: "Stores one synced setting in a user dictionary (for `shurufa sync`).")
        @Option(name: .customLong("user-dict"), help: "The user dictionary file.")
        var path: String
        @Argument(help: "The synced setting's key (`shurufa settings list`).")
        var key: String
        @Argument(help: "Its value.")
        var value: String
        @OptionGroup var data: DataOptions

        func run() throws {
            let dictionary = try data.makeEngine().openUserDictionary(path, access: .readWrite)
            do {
                try dictionary.storeSyncedSettings([key: value])
            } catch let error as KeyboardSettingError {
                throw UsageError(error.message)
            }
        }
    }
}
