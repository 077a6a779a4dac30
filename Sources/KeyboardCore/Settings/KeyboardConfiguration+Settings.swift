import KeyboardLayout
import ChineseEngine

extension KeyboardConfiguration {
    /// Every setting a person chooses, each declared once with whether it syncs. The synced ones
    /// are the keys the user dictionary's `sync.` settings have always held (`layout`, `shuangpin`,
    /// `script`, `height.portrait`, `height.landscape`) with their values as an earlier build wrote
    /// them, so a device on an older build keeps merging them.
    public static let settings: [KeyboardSetting] = [
        KeyboardSetting(
            "layout", .synced, fields: ["chineseKeyboard", "chineseAvailable", "preferredMode"], formerKeys: ["chineseKeyboard"],
            accepted: "qwerty, " + ChineseKeyboard.allCases.map(\.rawValue).joined(separator: ", "),
            read: { $0.chineseAvailable ? $0.chineseKeyboard.rawValue : englishOnlyLayout },
            write: { configuration, value in
                if value == englishOnlyLayout {
                    configuration.chineseAvailable = false
                    configuration.preferredMode = .english
                    return true
                }
                guard let keyboard = ChineseKeyboard(rawValue: value) else { return false }
                configuration.chineseKeyboard = keyboard
                configuration.chineseAvailable = true
                configuration.preferredMode = .chinese
                return true
            }),
        KeyboardSetting(
            "script", .synced, fields: ["chineseScript", "zhuyinScript", "cantoneseScript"],
            accepted: automaticScript + ", " + ChineseScript.allCases.map(\.rawValue).joined(separator: ", "),
            read: { $0.scriptFollowsKeyboard ? automaticScript : $0.chineseScript.rawValue },
            write: { configuration, value in
                if value == automaticScript {
                    (configuration.chineseScript, configuration.zhuyinScript, configuration.cantoneseScript) = (.simplified, .tw, .hk)
                    return true
                }
                guard let script = ChineseScript(rawValue: value) else { return false }
                (configuration.chineseScript, configuration.zhuyinScript, configuration.cantoneseScript) = (script, script, script)
                return true
            }),
        KeyboardSetting(
            "shuangpin", .synced, fields: ["shuangpin"], formerKeys: ["shuangpinScheme"],
            accepted: "off, " + ShuangpinScheme.Builtin.allCases.map(\.rawValue).joined(separator: ", "),
            read: { $0.shuangpin?.rawValue ?? "off" },
            write: { configuration, value in
                if value == "off" || value.isEmpty { configuration.shuangpin = nil; return true }
                guard let scheme = ShuangpinScheme.Builtin(rawValue: value) else { return false }
                configuration.shuangpin = scheme
                return true
            }),
        keyboardHeight(.portrait),
        keyboardHeight(.landscape),
        .parsed(
            "fuzzy", "fuzzyPinyin", \.fuzzyPinyin, formerKeys: ["fuzzyPairs"],
            accepted: "pairs, comma-separated: " + Language.shipped(for: .pinyin).mergers.map(\.name).joined(separator: ", "),
            read: \.names, parse: { try? SoundMergers(names: $0, of: Language.shipped(for: .pinyin).mergers) }),
        .parsed(
            "lazy", "lazyJyutping", \.lazyJyutping,
            accepted: "mergers, comma-separated: " + Language.shipped(for: .jyutping).mergers.map(\.name).joined(separator: ", "),
            read: \.names, parse: { try? SoundMergers(names: $0, of: Language.shipped(for: .jyutping).mergers) }),
        .parsed(
            "forms", "enabledForms", \.enabledForms, formerKeys: ["enabledForms"],
            accepted: "forms, comma-separated: " + InputForm.allCases.map(\.name).joined(separator: ", "),
            read: \.names, parse: EnabledForms.init(names:)),
        KeyboardSetting(
            "handwritingPause", .thisDevice, fields: ["handwriting"], accepted: "off or 0.2 to 5 seconds",
            read: { $0.handwriting.newCharacterPause.map { String($0) } ?? "off" },
            write: { configuration, value in
                if value == "off" { configuration.handwriting.newCharacterPause = nil; return true }
                guard let seconds = decimal(value), (0.2...5).contains(seconds) else { return false }
                configuration.handwriting.newCharacterPause = seconds
                return true
            }),
        KeyboardSetting(
            "emojiInBar", .thisDevice, fields: ["emojiSuggestionLimit"], isSwitch: true, accepted: "true or false",
            read: { $0.emojiSuggestionLimit > 0 ? "true" : "false" },
            write: { configuration, value in
                guard let on = Bool(value) else { return false }
                if !on { configuration.emojiSuggestionLimit = 0 } else if configuration.emojiSuggestionLimit == 0 {
                    configuration.emojiSuggestionLimit = KeyboardConfiguration().emojiSuggestionLimit
                }
                return true
            }),
        .toggle("gestureTyping", .thisDevice, "gestureTyping", \.gestureTyping),
        .toggle("keyClicks", .thisDevice, "keyClicks", \.keyClicks),
        .toggle("autoCapitalization", .thisDevice, "autoCapitalization", \.autoCapitalization),
        .toggle("doubleSpacePeriod", .thisDevice, "doubleSpacePeriod", \.doubleSpacePeriod),
    ]

    /// The stored properties that are the host's facts, not a person's choice (touch thresholds,
    /// candidates fetched, the emoji the system can draw): no setting writes them.
    public static let hostFacts = ["touch", "candidateLimit", "emojiMaximumVersion"]

    /// The `layout` value of an English-only keyboard (no 中/英 key).
    static let englishOnlyLayout = "qwerty"
    /// The `script` value that lets the script follow the keyboard: 简体 for pinyin and the shape
    /// codes, 臺灣 for 注音, Hong Kong's characters for 粤拼, 倉頡 and 速成.
    static let automaticScript = "auto"

    /// Whether the script follows the keyboard (the `script` setting `auto`, the default).
    public var scriptFollowsKeyboard: Bool {
        (chineseScript, zhuyinScript, cantoneseScript) == (.simplified, .tw, .hk)
    }

    /// A whole number written as the setting reads it back (`85`): no sign, no leading zero, digits
    /// only; `Int("+85")` and `Int("085")` took what the setting never writes.
    static func whole(_ text: String) -> Int? {
        guard let number = Int(text), String(number) == text else { return nil }
        return number
    }

    /// A decimal number of digits with at most one point between them (`0.5`, `2`); no sign, exponent,
    /// hexadecimal or `nan`, which `Double(_:)` takes.
    static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(text)
    }

    /// The keyboard's height in `orientation` (`height.portrait`): percent of the standard, one of
    /// `KeyboardFit.heightSteps`, the same on a phone and a pad (the one-handed side stays each one's).
    private static func keyboardHeight(_ orientation: Orientation) -> KeyboardSetting {
        KeyboardSetting(
            "height." + orientation.rawValue, .synced, fields: ["keyboardFits"], accepted: "a percentage from 80 to 125 in steps of 5",
            read: { configuration in
                let fit = configuration.keyboardFits.fit(for: KeyboardEnvironment(device: .phone, orientation: orientation))
                return String(Int((fit.heightScale * 100).rounded()))
            },
            write: { configuration, value in
                guard let percent = whole(value), KeyboardFit.heightSteps.contains(Double(percent) / 100) else { return false }
                for device in DeviceClass.allCases {
                    let environment = KeyboardEnvironment(device: device, orientation: orientation)
                    var fit = configuration.keyboardFits.fit(for: environment)
                    fit.heightScale = Double(percent) / 100
                    configuration.keyboardFits.set(fit, for: environment)
                }
                return true
            })
    }
}
