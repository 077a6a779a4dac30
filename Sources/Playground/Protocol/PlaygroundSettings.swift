import Foundation
import KeyboardLayout
import KeyboardCore
import KeyboardRendering
import KeyboardThemes
import TextInputModel

/// What the page's side panel chooses: the keyboard (layout, theme, device, orientation) and the
/// host field's traits. Every field is typed; in JSON each is a string (the field traits by their
/// `UIKeyboardType` / `UIReturnKeyType` case names), and an unknown value fails to decode.
public struct PlaygroundSettings: Hashable, Sendable {
    /// The keyboards the playground offers: English-only QWERTY or one of the registry's schemas
    /// (each with 中/英). In JSON each is its `schema` setting's value (`qwerty`, `pinyin`,
    /// `shuangpin-xiaohe`, `handwriting`, …; a layout id an earlier page sent names its first schema).
    public enum Layout: Hashable, Sendable, CaseIterable, RawRepresentable, Codable {
        /// An English-only QWERTY keyboard.
        case qwerty
        /// A schema of the registry (全拼, 9-key, a 双拼, 手写, 笔画, 注音, 五笔, 倉頡, 速成, 粤拼 …), with 中/英.
        case chinese(SchemaID)

        /// The layout named `rawValue`; nil for a name the playground does not offer.
        public init?(rawValue: String) {
            if rawValue == Self.qwertyName { self = .qwerty; return }
            guard let schema = SchemaID(stored: rawValue) else { return nil }
            self = .chinese(schema)
        }

        /// The choice's name (`qwerty`, or the schema's id).
        public var rawValue: String {
            switch self {
            case .qwerty: Self.qwertyName
            case .chinese(let schema): schema.rawValue
            }
        }

        /// Every choice, the default (全拼) first, then QWERTY and the registry's other schemas.
        public static var allCases: [Layout] {
            [.chinese(.pinyin), .qwerty] + SchemaID.all.filter { $0 != .pinyin }.map(Layout.chinese)
        }

        /// The phone layout the choice shows first (letters).
        public var layoutID: LayoutID {
            switch self {
            case .qwerty: .qwerty
            case .chinese(let schema): schema.layout
            }
        }

        /// Whether the choice is a pad written by hand (its work per frame is heavy).
        public var isHandwriting: Bool {
            if case .chinese(let schema) = self { return schema.schema.kind == .handwriting }
            return false
        }

        private static let qwertyName = LayoutID.qwerty.name
    }

    /// The keyboard's look (and the host's appearance); in JSON its name (`light`, `dark`,
    /// `ink-dark`, …), or `imported:ID` / `imported:ID:dark` for a theme the page imported.
    public var theme: KeyboardTheme
    /// The imported theme the page chose (its id and variant), resolved into `theme` by the
    /// session from the server's `ImportedThemes`; nil for a built-in theme.
    public var importedTheme: ImportedThemeChoice?
    /// Phone or pad: the keyboard's standard size and metrics.
    public var device: DeviceClass
    /// Portrait or landscape: the keyboard's standard size and metrics.
    public var orientation: Orientation
    /// The host field's keyboard type.
    public var keyboardType: KeyboardType
    /// The host field's return key type.
    public var returnKeyType: TextInputModel.ReturnKeyType
    /// Whether the host field is a password field.
    public var secureEntry: Bool
    /// The person's keyboard settings, the core's one value (`KeyboardConfiguration.settings`): in
    /// JSON each setting by its key and stored value (`schema`; `script`, whose `auto`, the
    /// default, lets the script follow the keyboard; `fuzzy`, `lazy`, `forms`,
    /// `handwritingPause`; the switches `emojiInBar`, `gestureTyping`, `keyClicks`,
    /// `autoCapitalization`, `doubleSpacePeriod` as booleans). `schema` (or an earlier page's
    /// `layout`) is required, the rest keep their defaults when absent; a value a setting does not
    /// take fails to decode.
    public var keyboard = KeyboardConfiguration()
    /// The keyboard shown (`keyboard`'s `schema` setting); changing it makes a new keyboard for the session.
    public var layout: Layout {
        get { keyboard.chineseAvailable ? .chinese(keyboard.schema) : .qwerty }
        set { try? keyboard.set("schema", to: newValue.rawValue) }
    }
    /// The keyboard's height and one-handed side on this device and orientation (`keyboard`'s
    /// fits; the globe key's menu and the strip's keys change it too).
    public var fit: KeyboardFit {
        get { keyboard.keyboardFits.fit(for: KeyboardEnvironment(device: device, orientation: orientation)) }
        set { keyboard.keyboardFits.set(newValue, for: KeyboardEnvironment(device: device, orientation: orientation)) }
    }

    /// Settings; the defaults are the pinyin 26-key keyboard, light, on a portrait phone, over an
    /// ordinary text field, with the core's default pinyin settings.
    public init(
        layout: Layout = .chinese(.pinyin), theme: KeyboardTheme = .light, device: DeviceClass = .phone, orientation: Orientation = .portrait,
        keyboardType: KeyboardType = .default, returnKeyType: TextInputModel.ReturnKeyType = .default, secureEntry: Bool = false
    ) {
        self.theme = theme
        self.device = device
        self.orientation = orientation
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.secureEntry = secureEntry
        self.layout = layout
    }

    /// The theme's name in JSON: the built-in variant's, or `imported:ID[:dark]`.
    public var themeName: String { importedTheme?.name ?? theme.name }

    /// The host field's traits (address fields are not capitalised, as apps set them).
    public var traits: TextInputTraits {
        TextInputTraits(
            keyboardType: keyboardType, keyboardAppearance: theme.name.hasSuffix("dark") ? .dark : .light, returnKeyType: returnKeyType,
            autocapitalizationType: keyboardType == .emailAddress || keyboardType == .url ? .none : .sentences,
            isSecureTextEntry: secureEntry)
    }

    /// The keyboard's environment (the page always asks for a globe key, like a system keyboard),
    /// with the height and one-handed side chosen.
    public var environment: KeyboardEnvironment {
        KeyboardEnvironment(device: device, orientation: orientation, needsGlobe: true, fit: fit)
    }
}

/// Written out: the page's wire format names a theme, the field's traits and each keyboard setting
/// by string, and decoding checks each against what the keyboard knows.
extension PlaygroundSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case theme, device, orientation, keyboardType, returnKeyType, secureEntry, keyboardHeight, oneHanded
    }

    /// A keyboard setting's key in the page's JSON.
    private struct SettingKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The keyboard settings the page sends: every one but the heights, which it sends as the
    /// height shown (`keyboardHeight`, with `oneHanded`).
    static var pageSettings: [KeyboardSetting] { KeyboardConfiguration.settings.filter { $0.fields != ["keyboardFits"] } }

    /// Reads the side panel's JSON: the layout and every trait field are required; the other keyboard
    /// settings, the height and the one-handed side are optional. An unknown theme, layout, trait name
    /// or setting value throws a `DecodingError` naming the field and the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let themeName = try container.decode(String.self, forKey: .theme)
        if let choice = ImportedThemeChoice(name: themeName) {
            importedTheme = choice
            theme = choice.isDark ? .dark : .light
        } else if let theme = KeyboardTheme.named(themeName) {
            self.theme = theme
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .theme, in: container,
                debugDescription: "theme '\(themeName.prefix(40))' is not one of " + KeyboardTheme.all.map(\.name).joined(separator: ", ")
                    + ", imported:ID")
        }
        device = try container.decode(DeviceClass.self, forKey: .device)
        orientation = try container.decode(Orientation.self, forKey: .orientation)
        keyboardType = try Self.decodeCase(KeyboardType.self, container, .keyboardType)
        returnKeyType = try Self.decodeCase(TextInputModel.ReturnKeyType.self, container, .returnKeyType)
        secureEntry = try container.decode(Bool.self, forKey: .secureEntry)
        try decodeKeyboardSettings(try decoder.container(keyedBy: SettingKey.self))
        try decodeFit(container)
    }

    /// Writes every field, the traits by case name and the keyboard settings by their stored values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(themeName, forKey: .theme)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(Self.caseName(keyboardType), forKey: .keyboardType)
        try container.encode(Self.caseName(returnKeyType), forKey: .returnKeyType)
        try container.encode(secureEntry, forKey: .secureEntry)
        try container.encode(keyboardHeightName, forKey: .keyboardHeight)
        try container.encode(oneHandedName, forKey: .oneHanded)
        var settings = encoder.container(keyedBy: SettingKey.self)
        for (key, value) in pageSettingValues {
            if let flag = value as? Bool { try settings.encode(flag, forKey: SettingKey(stringValue: key)) }
            else { try settings.encode("\(value)", forKey: SettingKey(stringValue: key)) }
        }
    }

    /// The keyboard settings as the page's JSON holds them: each by its key, a switch as a boolean.
    var pageSettingValues: [(key: String, value: any Sendable)] {
        Self.pageSettings.map { setting in
            let value = keyboard.value(of: setting.key) ?? ""
            return (setting.key, setting.isSwitch ? (value == "true") as any Sendable : value)
        }
    }

    /// The height in JSON: percent of the standard (`85`).
    var keyboardHeightName: String { String(Int((fit.heightScale * 100).rounded())) }

    /// The one-handed side in JSON: `off`, `left` or `right`.
    var oneHandedName: String { fit.oneHanded?.rawValue ?? "off" }

    /// The keyboard's height (percent of the standard, a `KeyboardFit.heightSteps` value) and
    /// one-handed side (`off`, `left`, `right`), each optional so older pages still configure.
    private mutating func decodeFit(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        let height = try container.decodeIfPresent(String.self, forKey: .keyboardHeight) ?? "100"
        guard let percent = Int(height), KeyboardFit.heightSteps.contains(Double(percent) / 100) else {
            throw DecodingError.dataCorruptedError(
                forKey: .keyboardHeight, in: container, debugDescription: "keyboardHeight must be a percentage from 80 to 125 in steps of 5")
        }
        let side = try container.decodeIfPresent(String.self, forKey: .oneHanded) ?? "off"
        guard side == "off" || KeyboardFit.Side(rawValue: side) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .oneHanded, in: container, debugDescription: "oneHanded must be off, left or right")
        }
        fit = KeyboardFit(heightScale: Double(percent) / 100, oneHanded: KeyboardFit.Side(rawValue: side))
    }

    /// The keyboard settings through the core's one value: `schema` (or an earlier page's
    /// `layout`) required, each other optional so older pages still configure, each by its key or
    /// a former one; a switch may come as a boolean or as `true` / `false`.
    private mutating func decodeKeyboardSettings(_ container: KeyedDecodingContainer<SettingKey>) throws {
        let schemaKey = SettingKey(stringValue: "schema")
        guard container.contains(schemaKey) || container.contains(SettingKey(stringValue: "layout")) else {
            throw DecodingError.keyNotFound(schemaKey, DecodingError.Context(codingPath: container.codingPath, debugDescription: "schema is required"))
        }
        for setting in Self.pageSettings {
            guard let key = ([setting.key] + setting.formerKeys).map(SettingKey.init(stringValue:)).first(where: container.contains) else { continue }
            let value: String
            if setting.isSwitch, let flag = try? container.decode(Bool.self, forKey: key) {
                value = String(flag)
            } else {
                value = try container.decode(String.self, forKey: key)
            }
            do {
                try keyboard.set(setting.key, to: value)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
            }
        }
    }

    /// Whether going from `self` to `other` needs a new keyboard (another layout or keyboard
    /// setting; the height and one-handed side only resize it).
    func needsNewKeyboard(for other: PlaygroundSettings) -> Bool {
        var settings = keyboard
        settings.keyboardFits = other.keyboard.keyboardFits
        return settings != other.keyboard
    }

    /// A UIKit-mirroring enum's case name (`emailAddress`, `send`): the name the page uses.
    static func caseName<T>(_ value: T) -> String { String(describing: value) }

    /// The case whose name is the string at `key`; an unknown name fails like an unknown raw value.
    private static func decodeCase<T: CaseIterable>(
        _ type: T.Type, _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> T {
        let name = try container.decode(String.self, forKey: key)
        var names: [String] = []
        for value in T.allCases {
            if caseName(value) == name { return value }
            names.append(caseName(value))
        }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "\(key.stringValue) '\(name.prefix(40))' is not one of " + names.joined(separator: ", "))
    }
}
