/// One setting of `KeyboardConfiguration` as a person chooses it, declared once in
/// `KeyboardConfiguration.settings`: its key, whether it goes to their other devices, and its value
/// as the string a settings store, the playground's page, the iOS host's defaults or a synced
/// segment holds (`tw`, `xiaohe`, `z-zh,an-ang`, `85`). The typed configuration is the value;
/// these strings are how it is written down, so a key and its value format stay stable (an old
/// name read through `formerKeys`).
public struct KeyboardSetting: Sendable {
    /// Where a setting applies: on every device of the person (synced through the user
    /// dictionary's `sync.` settings) or on this one only.
    public enum Reach: Hashable, Sendable {
        /// Synced: the person expects it on their other devices.
        case synced
        /// Kept on this device only.
        case thisDevice
    }

    /// One value a settings screen offers, with what it says (`tw`, 臺灣 Taiwan).
    public struct Choice: Hashable, Sendable {
        /// The stored value (`tw`).
        public let value: String
        /// What the screen shows for it.
        public let label: String

        /// The choice of `value`, shown as `label`.
        public init(_ value: String, _ label: String) {
            self.value = value
            self.label = label
        }
    }

    /// How a settings screen offers the setting: as a switch, a menu of one value, or a list of
    /// which several may be ticked (stored comma-separated, in the choices' order).
    public enum Control: Hashable, Sendable {
        /// On or off (`true` / `false`).
        case toggle
        /// One of the choices.
        case oneOf([Choice])
        /// Any of the choices together (`z-zh,an-ang`; none: the empty string).
        case someOf([Choice])

        /// The values offered (none for a switch).
        public var choices: [Choice] {
            switch self {
            case .toggle: []
            case .oneOf(let choices), .someOf(let choices): choices
            }
        }
    }

    /// The key the setting is stored under (`script`, `height.portrait`).
    public let key: String
    /// Whether the setting syncs.
    public let reach: Reach
    /// Keys an earlier host stored the same value under (the iOS host's `chineseKeyboard`), read
    /// when `key` is absent.
    public let formerKeys: [String]
    /// The stored properties of `KeyboardConfiguration` the setting reads and writes (checked
    /// against the type by the tests: every property is some setting's or a host's fact).
    public let fields: [String]
    /// What a settings screen calls it (`Script 字形`).
    public let label: String
    /// How a settings screen offers it, with its choices.
    public let control: Control
    /// Whether the value is a switch (`true` / `false`; a JSON boolean on the playground's page).
    public var isSwitch: Bool { control == .toggle }
    /// The values it takes, as an error lists them.
    public let accepted: String
    let read: @Sendable (KeyboardConfiguration) -> String
    let write: @Sendable (inout KeyboardConfiguration, String) -> Bool
    /// The value an earlier build stored under `formerKeys` (nil: none), when `key` is absent.
    let former: @Sendable ([String: String]) -> String?

    init(
        _ key: String, _ reach: Reach, label: String, _ control: Control, fields: [String], formerKeys: [String] = [], accepted: String,
        read: @escaping @Sendable (KeyboardConfiguration) -> String, write: @escaping @Sendable (inout KeyboardConfiguration, String) -> Bool,
        former: (@Sendable ([String: String]) -> String?)? = nil
    ) {
        self.former = former ?? { values in formerKeys.lazy.compactMap { values[$0] }.first }
        self.key = key
        self.reach = reach
        self.label = label
        self.control = control
        self.fields = fields
        self.formerKeys = formerKeys
        self.accepted = accepted
        self.read = read
        self.write = write
    }

    /// The setting's value in `configuration`, as it is stored (`tw`).
    public func value(in configuration: KeyboardConfiguration) -> String { read(configuration) }

    /// A setting of this device over one property, written as `read` gives it and read back by
    /// `parse` (nil: a value it does not take).
    static func parsed<Value>(
        _ key: String, _ field: String, _ path: any WritableKeyPath<KeyboardConfiguration, Value> & Sendable, label: String, _ control: Control,
        formerKeys: [String] = [], accepted: String, read: @escaping @Sendable (Value) -> String, parse: @escaping @Sendable (String) -> Value?
    ) -> KeyboardSetting {
        KeyboardSetting(key, .thisDevice, label: label, control, fields: [field], formerKeys: formerKeys, accepted: accepted,
                        read: { read($0[keyPath: path]) },
                        write: { configuration, value in
                            guard let parsed = parse(value) else { return false }
                            configuration[keyPath: path] = parsed
                            return true
                        })
    }

    /// A switch over one Boolean property.
    static func toggle(
        _ key: String, _ reach: Reach, _ field: String, _ path: any WritableKeyPath<KeyboardConfiguration, Bool> & Sendable, label: String
    ) -> KeyboardSetting {
        KeyboardSetting(key, reach, label: label, .toggle, fields: [field], accepted: "true or false",
                        read: { $0[keyPath: path] ? "true" : "false" },
                        write: { configuration, value in
                            guard let flag = Bool(value) else { return false }
                            configuration[keyPath: path] = flag
                            return true
                        })
    }
}

/// A setting named by a key no setting has, or given a value it does not take.
public struct KeyboardSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The setting's key (`script`, `shuangpin`, `fuzzy`).
    public var setting: String
    /// What was wrong, with the values that are known.
    public var message: String

    /// The message.
    public var description: String { message }
}

extension KeyboardConfiguration {
    /// The setting stored under `key` (or under one of its former keys); nil for a key no setting has.
    public static func setting(_ key: String) -> KeyboardSetting? {
        settings.first { $0.key == key } ?? settings.first { $0.formerKeys.contains(key) }
    }

    /// Keys an earlier build stored that no setting has now but a setting reads (`shuangpin`,
    /// folded into `schema`).
    public static let formerOnlyKeys = ["shuangpin", "shuangpinScheme"]

    /// The keys of the settings that sync, in declaration order.
    public static var syncedKeys: [String] { settings.filter { $0.reach == .synced }.map(\.key) }

    /// The value of the setting `key` as it is stored (`tw`); nil for a key no setting has.
    public func value(of key: String) -> String? {
        Self.setting(key)?.read(self)
    }

    /// Sets the setting `key` from its stored value; an unknown key or a value it does not take
    /// throws, naming the values it takes, and changes nothing.
    public mutating func set(_ key: String, to value: String) throws(KeyboardSettingError) {
        guard let setting = Self.setting(key) else {
            throw KeyboardSettingError(setting: key, message: "'\(key.prefix(40))' is not a setting (" + Self.settings.map(\.key).joined(separator: ", ") + ")")
        }
        var changed = self
        guard setting.write(&changed, value) else {
            throw KeyboardSettingError(setting: setting.key, message: "\(setting.key) '\(value.prefix(40))' is not one of \(setting.accepted)")
        }
        self = changed
    }

    /// Checks synced settings given by key and stored value (as a page or a command sends them): a key
    /// that is not a synced setting, or a value it does not take, throws.
    public static func checkSynced(_ values: [String: String]) throws(KeyboardSettingError) {
        var check = KeyboardConfiguration()
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard setting(key)?.reach == .synced else {
                throw KeyboardSettingError(setting: key, message: "'\(key.prefix(40))' is not a synced setting (" + syncedKeys.joined(separator: ", ") + ")")
            }
            try check.set(key, to: value)
        }
    }

    /// Every setting's value by key.
    public var settingValues: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.settings.map { ($0.key, $0.read(self)) })
    }

    /// The synced settings' values by key: what goes to the person's other devices.
    public var syncedValues: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.settings.filter { $0.reach == .synced }.map { ($0.key, $0.read(self)) })
    }

    /// Applies the stored `values` (by key, or by a former key when the key is absent): a key no
    /// setting has, or a value this build does not read, keeps this configuration's (another
    /// device on a newer build may have written it). Returns the keys skipped.
    @discardableResult
    public mutating func apply(_ values: [String: String]) -> [String] {
        var skipped: [String] = []
        for setting in Self.settings {
            let stored = values[setting.key] ?? setting.former(values)
            guard let stored else { continue }
            if (try? set(setting.key, to: stored)) == nil { skipped.append(setting.key) }
        }
        let known = Set(Self.settings.flatMap { [$0.key] + $0.formerKeys } + Self.formerOnlyKeys)
        return skipped + values.keys.filter { !known.contains($0) }.sorted()
    }
}
