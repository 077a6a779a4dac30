import Foundation
import KeyboardLayout
import KeyboardCore
import KeyboardRendering
import PinyinEngine
import TextInputModel

/// What the page's side panel chooses: the keyboard (layout, theme, device, orientation) and the
/// host field's traits. Every field is typed; in JSON each is a string (the field traits by their
/// `UIKeyboardType` / `UIReturnKeyType` case names), and an unknown value fails to decode.
public struct PlaygroundSettings: Hashable, Sendable {
    /// The keyboards the playground offers.
    public enum Layout: String, Hashable, Codable, Sendable, CaseIterable {
        /// The Chinese 26-key pinyin keyboard (with 中/英).
        case pinyin26 = "pinyin-26"
        /// An English-only QWERTY keyboard.
        case qwerty
        /// The Chinese 9-key (九宫格) pinyin keyboard.
        case pinyin9 = "pinyin-9"
    }

    /// The 双拼 choice: off (full pinyin) or a shipped scheme, by its name (`xiaohe`).
    public enum Shuangpin: Hashable, Sendable {
        case off
        case scheme(ShuangpinScheme.Builtin)
    }

    /// The keyboard's look (and the host's appearance).
    public enum Theme: String, Hashable, Codable, Sendable, CaseIterable {
        case light, dark
    }

    public var layout: Layout
    public var theme: Theme
    public var device: DeviceClass
    public var orientation: Orientation
    /// The host field's keyboard type.
    public var keyboardType: KeyboardType
    /// The host field's return key type.
    public var returnKeyType: TextInputModel.ReturnKeyType
    /// Whether the host field is a password field.
    public var secureEntry: Bool
    /// The script candidates are written in (absent in JSON: simplified).
    public var script: ChineseScript = .simplified
    /// 双拼 (absent in JSON: off).
    public var shuangpin: Shuangpin = .off
    /// The fuzzy pinyin pairs (in JSON a comma-separated list of names, `z-zh,an-ang`; absent: none).
    public var fuzzy: FuzzyPinyin = []

    public init(
        layout: Layout = .pinyin26, theme: Theme = .light, device: DeviceClass = .phone, orientation: Orientation = .portrait,
        keyboardType: KeyboardType = .default, returnKeyType: TextInputModel.ReturnKeyType = .default, secureEntry: Bool = false
    ) {
        self.layout = layout
        self.theme = theme
        self.device = device
        self.orientation = orientation
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.secureEntry = secureEntry
    }

    /// The keyboard theme drawn.
    public var keyboardTheme: KeyboardTheme { KeyboardTheme.named(theme.rawValue) ?? .light }

    /// The host field's traits (address fields are not capitalised, as apps set them).
    public var traits: TextInputTraits {
        TextInputTraits(
            keyboardType: keyboardType, keyboardAppearance: theme == .dark ? .dark : .light, returnKeyType: returnKeyType,
            autocapitalizationType: keyboardType == .emailAddress || keyboardType == .url ? .none : .sentences,
            isSecureTextEntry: secureEntry)
    }

    /// The keyboard's environment (the page always asks for a globe key, like a system keyboard).
    public var environment: KeyboardEnvironment {
        KeyboardEnvironment(device: device, orientation: orientation, needsGlobe: true)
    }
}

extension PlaygroundSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case layout, theme, device, orientation, keyboardType, returnKeyType, secureEntry, script, shuangpin, fuzzy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layout = try container.decode(Layout.self, forKey: .layout)
        theme = try container.decode(Theme.self, forKey: .theme)
        device = try container.decode(DeviceClass.self, forKey: .device)
        orientation = try container.decode(Orientation.self, forKey: .orientation)
        keyboardType = try Self.decodeCase(KeyboardType.self, container, .keyboardType)
        returnKeyType = try Self.decodeCase(TextInputModel.ReturnKeyType.self, container, .returnKeyType)
        secureEntry = try container.decode(Bool.self, forKey: .secureEntry)
        try decodeInputSettings(container)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        try container.encode(theme, forKey: .theme)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(Self.caseName(keyboardType), forKey: .keyboardType)
        try container.encode(Self.caseName(returnKeyType), forKey: .returnKeyType)
        try container.encode(secureEntry, forKey: .secureEntry)
        try container.encode(script, forKey: .script)
        try container.encode(shuangpinName, forKey: .shuangpin)
        try container.encode(fuzzyNames, forKey: .fuzzy)
    }

    /// The 双拼 setting as the page names it: `off` or a scheme (`xiaohe`).
    public var shuangpinName: String {
        switch shuangpin {
        case .off: "off"
        case .scheme(let scheme): scheme.rawValue
        }
    }

    /// The fuzzy pairs as the page names them (`z-zh,an-ang`).
    public var fuzzyNames: String {
        FuzzyPinyin.pairs.filter { fuzzy.contains($0.option) }.map(\.name).joined(separator: ",")
    }

    /// The input settings (script, 双拼, fuzzy pairs), each optional so older pages still configure.
    private mutating func decodeInputSettings(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        script = try container.decodeIfPresent(ChineseScript.self, forKey: .script) ?? .simplified
        let scheme = try container.decodeIfPresent(String.self, forKey: .shuangpin) ?? "off"
        if scheme == "off" {
            shuangpin = .off
        } else if let builtin = ShuangpinScheme.Builtin(rawValue: scheme) {
            shuangpin = .scheme(builtin)
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .shuangpin, in: container, debugDescription: "shuangpin '\(scheme.prefix(40))' is not one of off, "
                    + ShuangpinScheme.Builtin.allCases.map(\.rawValue).joined(separator: ", "))
        }
        do {
            fuzzy = try FuzzyPinyin(names: try container.decodeIfPresent(String.self, forKey: .fuzzy) ?? "")
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .fuzzy, in: container, debugDescription: "\(error)")
        }
    }

    /// The keyboard configuration these settings ask for.
    func keyboardConfiguration() -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        if layout == .qwerty {
            configuration.preferredMode = .english
            configuration.chineseAvailable = false
        }
        configuration.nineKey = layout == .pinyin9
        configuration.chineseScript = script
        if case .scheme(let scheme) = shuangpin { configuration.shuangpin = scheme }
        configuration.fuzzyPinyin = fuzzy
        return configuration
    }

    /// Whether going from `self` to `other` needs a new keyboard (another layout or engine setting).
    func needsNewKeyboard(for other: PlaygroundSettings) -> Bool {
        layout != other.layout || script != other.script || shuangpin != other.shuangpin || fuzzy != other.fuzzy
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
