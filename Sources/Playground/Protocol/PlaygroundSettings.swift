import Foundation
import KeyboardLayout
import KeyboardCore
import KeyboardRendering
import TextInputModel

/// What the page's side panel chooses: the keyboard (layout, theme, device, orientation) and the
/// host field's traits. Every field is typed; in JSON each is a string (the field traits by their
/// `UIKeyboardType` / `UIReturnKeyType` case names), and an unknown value fails to decode.
public struct PlaygroundSettings: Hashable, Sendable {
    /// The keyboards the playground offers: English-only QWERTY or one of the core's Chinese
    /// keyboards (each with 中/英). In JSON each is its layout's name (`qwerty`, `pinyin-26`,
    /// `handwriting`, …), the `ChineseKeyboard`'s raw value.
    public enum Layout: Hashable, Sendable, CaseIterable, RawRepresentable, Codable {
        /// An English-only QWERTY keyboard.
        case qwerty
        /// A Chinese keyboard (26-key or 9-key pinyin, 手写, 笔画, 注音, 五笔, 倉頡, 速成, 粤拼), with 中/英.
        case chinese(ChineseKeyboard)

        /// The layout named `rawValue`; nil for a name the playground does not offer.
        public init?(rawValue: String) {
            if rawValue == Self.qwertyName { self = .qwerty; return }
            guard let keyboard = ChineseKeyboard(rawValue: rawValue) else { return nil }
            self = .chinese(keyboard)
        }

        /// The layout's name (`qwerty`, or the Chinese keyboard's layout).
        public var rawValue: String {
            switch self {
            case .qwerty: Self.qwertyName
            case .chinese(let keyboard): keyboard.rawValue
            }
        }

        /// Every layout, the default (26-key pinyin) first, then QWERTY and the other Chinese keyboards.
        public static var allCases: [Layout] {
            [.chinese(.pinyin26), .qwerty] + ChineseKeyboard.allCases.filter { $0 != .pinyin26 }.map(Layout.chinese)
        }

        /// The phone layout the choice shows first (letters).
        public var layoutID: LayoutID { LayoutID(rawValue) }

        private static let qwertyName = LayoutID.qwerty.name
    }

    /// The keyboard shown; changing it makes a new keyboard for the session.
    public var layout: Layout
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
    /// The script, 双拼 and fuzzy pairs, as the core's `PinyinSettings` (in JSON `script`,
    /// `shuangpin` and `fuzzy` by their names, each absent: simplified, off, none).
    public var pinyin = PinyinSettings()
    /// Whether the script follows the keyboard (in JSON `script` `auto`, the default): 注音 writes
    /// 繁體 as Taiwan does (臺灣), 粤拼 as Hong Kong does, every other keyboard 简体; false: every
    /// keyboard writes `pinyin.script` (粤拼 Hong Kong's characters for any traditional one).
    public var scriptFollowsKeyboard = true
    /// The 手写 pad's pause that starts a new character, in seconds (nil: never; in JSON
    /// `handwritingPause`, a number of seconds from 0.2 to 5 as a string, or `off`; absent: 0.8).
    public var handwritingPause: Double? = HandwritingSettings().newCharacterPause
    /// The keyboard's height and one-handed side (the globe key's menu and the strip's keys change it too).
    public var fit: KeyboardFit = .standard
    /// 滑行: whether drawing across the letter keys types a word (in JSON `gestureTyping`, a
    /// boolean; absent: on).
    public var gestureTyping = true
    /// 粤拼's 懒音, each merger a switch, all off by default (in JSON `lazy`, the names
    /// `LazyJyutping(names:)` reads, comma-separated: `n-l,k-t`; absent or empty: none).
    public var lazyJyutping: LazyJyutping = []
    /// The forms the in-keyboard switcher lists, in order (in JSON `forms`, `InputForm` names
    /// comma-separated: `pinyin-26,english,emoji`; absent or empty: the standard ones).
    public var enabledForms = EnabledForms.standard

    /// Settings; the defaults are the pinyin 26-key keyboard, light, on a portrait phone, over an
    /// ordinary text field, with the core's default pinyin settings.
    public init(
        layout: Layout = .chinese(.pinyin26), theme: KeyboardTheme = .light, device: DeviceClass = .phone, orientation: Orientation = .portrait,
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

/// Written out: the page's wire format names a theme, a script and fuzzy pairs by string, and
/// decoding checks each against what the keyboard knows.
extension PlaygroundSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case layout, theme, device, orientation, keyboardType, returnKeyType, secureEntry, script, shuangpin, fuzzy, handwritingPause, emojiInBar
        case keyboardHeight, oneHanded, gestureTyping, lazy, forms
    }

    /// Reads the side panel's JSON: every keyboard and trait field is required; `script`, `shuangpin` and
    /// `fuzzy` are optional. An unknown theme, layout, trait name, scheme or fuzzy pair throws a
    /// `DecodingError` naming the field and the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layout = try container.decode(Layout.self, forKey: .layout)
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
        try decodeInputSettings(container)
        try decodeFit(container)
    }

    /// Writes every field, the traits by case name and the pinyin settings by their names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        try container.encode(themeName, forKey: .theme)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(Self.caseName(keyboardType), forKey: .keyboardType)
        try container.encode(Self.caseName(returnKeyType), forKey: .returnKeyType)
        try container.encode(secureEntry, forKey: .secureEntry)
        try container.encode(scriptName, forKey: .script)
        try container.encode(pinyin.shuangpinName, forKey: .shuangpin)
        try container.encode(pinyin.fuzzyNames, forKey: .fuzzy)
        try container.encode(handwritingPauseName, forKey: .handwritingPause)
        try container.encode(pinyin.emojiInBar, forKey: .emojiInBar)
        try container.encode(keyboardHeightName, forKey: .keyboardHeight)
        try container.encode(oneHandedName, forKey: .oneHanded)
        try container.encode(gestureTyping, forKey: .gestureTyping)
        try container.encode(lazyJyutping.names, forKey: .lazy)
        try container.encode(enabledForms.names, forKey: .forms)
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

    /// The input settings (script, 双拼, fuzzy pairs, the 手写 pause, 滑行), each optional so older pages still configure.
    private mutating func decodeInputSettings(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        var script = try container.decodeIfPresent(String.self, forKey: .script) ?? Self.automaticScript
        scriptFollowsKeyboard = script == Self.automaticScript
        if scriptFollowsKeyboard { script = "simplified" }
        let shuangpin = try container.decodeIfPresent(String.self, forKey: .shuangpin) ?? "off"
        let fuzzy = try container.decodeIfPresent(String.self, forKey: .fuzzy) ?? ""
        do {
            pinyin = try PinyinSettings(scriptName: script, shuangpinName: shuangpin, fuzzyNames: fuzzy)
        } catch {
            let key = CodingKeys(stringValue: error.setting) ?? .script
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
        }
        pinyin.emojiInBar = try container.decodeIfPresent(Bool.self, forKey: .emojiInBar) ?? true
        gestureTyping = try container.decodeIfPresent(Bool.self, forKey: .gestureTyping) ?? true
        let lazy = try container.decodeIfPresent(String.self, forKey: .lazy) ?? ""
        guard let sounds = LazyJyutping(names: lazy) else {
            throw DecodingError.dataCorruptedError(
                forKey: .lazy, in: container, debugDescription: "lazy takes " + LazyJyutping.options.map(\.name).joined(separator: ", "))
        }
        lazyJyutping = sounds
        let forms = try container.decodeIfPresent(String.self, forKey: .forms) ?? ""
        guard let enabled = EnabledForms(names: forms) else {
            throw DecodingError.dataCorruptedError(
                forKey: .forms, in: container, debugDescription: "forms takes " + InputForm.allCases.map(\.name).joined(separator: ", "))
        }
        enabledForms = enabled
        guard let pause = try container.decodeIfPresent(String.self, forKey: .handwritingPause) else { return }
        if pause == "off" { return handwritingPause = nil }
        guard let seconds = Double(pause), (0.2...5).contains(seconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: .handwritingPause, in: container, debugDescription: "handwritingPause must be off or 0.2 to 5 seconds")
        }
        handwritingPause = seconds
    }

    /// The script menu's default: the script follows the keyboard (注音 臺灣, the others 简体).
    static let automaticScript = "auto"

    /// The script as the page names it: `auto` while it follows the keyboard, else the script's name.
    var scriptName: String { scriptFollowsKeyboard ? Self.automaticScript : pinyin.scriptName }

    /// The 手写 pause as the page names it: seconds (`0.8`) or `off`.
    var handwritingPauseName: String { handwritingPause.map { String($0) } ?? "off" }

    /// The keyboard configuration these settings ask for.
    func keyboardConfiguration() -> KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        switch layout {
        case .qwerty:
            configuration.preferredMode = .english
            configuration.chineseAvailable = false
        case .chinese(let keyboard):
            configuration.chineseKeyboard = keyboard
        }
        pinyin.apply(to: &configuration)
        // 注音 writes 繁體 (臺灣) unless the script menu names a script for every keyboard (简体: 我们).
        configuration.zhuyinScript = scriptFollowsKeyboard ? .tw : pinyin.script
        // 粤拼 writes Hong Kong's characters unless the menu names 简体 (时间; other scripts keep Hong Kong's).
        configuration.cantoneseScript = scriptFollowsKeyboard ? .hk : pinyin.script
        configuration.handwriting.newCharacterPause = handwritingPause
        configuration.gestureTyping = gestureTyping
        configuration.lazyJyutping = lazyJyutping
        configuration.enabledForms = enabledForms
        return configuration
    }

    /// Whether going from `self` to `other` needs a new keyboard (another layout or engine setting).
    func needsNewKeyboard(for other: PlaygroundSettings) -> Bool {
        layout != other.layout || pinyin != other.pinyin || scriptFollowsKeyboard != other.scriptFollowsKeyboard
            || handwritingPause != other.handwritingPause || gestureTyping != other.gestureTyping || lazyJyutping != other.lazyJyutping
            || enabledForms != other.enabledForms
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
