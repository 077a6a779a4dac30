import Foundation
import KeyboardLayout
import ChineseEngine

extension KeyboardConfiguration {
    /// Every setting a person chooses, each declared once with whether it syncs. The synced ones
    /// are `schema` (one setting picks any schema of the registry; before it, `layout` and
    /// `shuangpin` held it, read as `formerSchema` reads them), `script`, `height.portrait` and
    /// `height.landscape`, the last three with their values as an earlier build wrote them.
    public static let settings: [KeyboardSetting] = [
        KeyboardSetting(
            "schema", .synced, label: "Schema 输入方案", .oneOf(schemaChoices),
            fields: ["schema", "chineseAvailable", "preferredMode"], formerKeys: ["layout", "chineseKeyboard"],
            accepted: englishOnlyLayout + ", " + SchemaID.all.map(\.rawValue).joined(separator: ", "),
            read: { $0.chineseAvailable ? $0.schema.rawValue : englishOnlyLayout },
            write: { configuration, value in
                if value == englishOnlyLayout {
                    configuration.chineseAvailable = false
                    configuration.preferredMode = .english
                    return true
                }
                guard let schema = SchemaID(stored: value) else { return false }
                configuration.schema = schema
                configuration.chineseAvailable = true
                configuration.preferredMode = .chinese
                return true
            },
            former: formerSchema),
        KeyboardSetting(
            "script", .synced, label: "Script 字形", .oneOf(scriptChoices), fields: ["script"],
            accepted: automaticScript + ", " + ChineseScript.allCases.map(\.rawValue).joined(separator: ", "),
            read: { $0.script?.rawValue ?? automaticScript },
            write: { configuration, value in
                if value == automaticScript {
                    configuration.script = nil
                    return true
                }
                guard let script = ChineseScript(rawValue: value) else { return false }
                configuration.script = script
                return true
            }),
        keyboardHeight(.portrait),
        keyboardHeight(.landscape),
        .parsed(
            "fuzzy", "fuzzyPinyin", \.fuzzyPinyin, label: "模糊音 Fuzzy pinyin",
            .someOf(mergerChoices(of: .pinyin)), formerKeys: ["fuzzyPairs"],
            accepted: "pairs, comma-separated: " + Language.shipped(for: .pinyin).mergers.map(\.name).joined(separator: ", "),
            read: \.names, parse: { try? SoundMergers(names: $0, of: Language.shipped(for: .pinyin).mergers) }),
        .parsed(
            "lazy", "lazyJyutping", \.lazyJyutping, label: "懶音 粵拼 lazy sounds", .someOf(mergerChoices(of: .jyutping)),
            accepted: "mergers, comma-separated: " + Language.shipped(for: .jyutping).mergers.map(\.name).joined(separator: ", "),
            read: \.names, parse: { try? SoundMergers(names: $0, of: Language.shipped(for: .jyutping).mergers) }),
        .parsed(
            "forms", "enabledForms", \.enabledForms, label: "切换键盘 Forms in the keyboard's switcher",
            .someOf(InputForm.allCases.map { KeyboardSetting.Choice($0.name, $0.title) }), formerKeys: ["enabledForms"],
            accepted: "forms, comma-separated: " + InputForm.allCases.map(\.name).joined(separator: ", "),
            read: \.names, parse: EnabledForms.init(names:)),
        KeyboardSetting(
            "handwritingPause", .thisDevice, label: "手写停顿 Pad pause",
            .oneOf([.init("0.5", "0.5 s 快"), .init("0.8", "0.8 s 中"), .init("1.5", "1.5 s 慢"), .init("off", "Off: tap to commit")]),
            fields: ["handwriting"], accepted: "off or 0.2 to 5 seconds",
            read: { $0.handwriting.newCharacterPause.map { String($0) } ?? "off" },
            write: { configuration, value in
                if value == "off" { configuration.handwriting.newCharacterPause = nil; return true }
                guard let seconds = decimal(value), (0.2...5).contains(seconds) else { return false }
                configuration.handwriting.newCharacterPause = seconds
                return true
            }),
        KeyboardSetting(
            "emojiInBar", .thisDevice, label: "Emoji in the candidate bar (哈哈 → 😂)", .toggle, fields: ["emojiSuggestionLimit"],
            accepted: "true or false",
            read: { $0.emojiSuggestionLimit > 0 ? "true" : "false" },
            write: { configuration, value in
                guard let on = Bool(value) else { return false }
                if !on { configuration.emojiSuggestionLimit = 0 } else if configuration.emojiSuggestionLimit == 0 {
                    configuration.emojiSuggestionLimit = KeyboardConfiguration().emojiSuggestionLimit
                }
                return true
            }),
        .toggle("gestureTyping", .thisDevice, "gestureTyping", \.gestureTyping, label: "滑行 Swipe typing (draw across the letters)"),
        .toggle("keyClicks", .thisDevice, "keyClicks", \.keyClicks, label: "按键音 Key clicks"),
        .toggle("autoCapitalization", .thisDevice, "autoCapitalization", \.autoCapitalization,
                label: "English auto-capitalisation (follow the field)"),
        .toggle("doubleSpacePeriod", .thisDevice, "doubleSpacePeriod", \.doubleSpacePeriod, label: "“.” 快捷键 Double space types a period"),
    ]

    /// The stored properties that are the host's facts, not a person's choice (touch thresholds,
    /// candidates fetched, the emoji the system can draw): no setting writes them.
    public static let hostFacts = ["touch", "candidateLimit", "emojiMaximumVersion"]

    /// The `schema` value of an English-only keyboard (no 中/英 key).
    static let englishOnlyLayout = "qwerty"

    /// The schema an earlier build stored as two settings: `layout` (a layout id, or `qwerty`)
    /// and, on the 26 keys, `shuangpin` (a scheme's name or `off`): the registry's schema on that
    /// layout in that 双拼 scheme, else its first one on the layout.
    @Sendable static func formerSchema(_ values: [String: String]) -> String? {
        guard let layout = values["layout"] ?? values["chineseKeyboard"] else { return nil }
        guard let scheme = values["shuangpin"] ?? values["shuangpinScheme"], scheme != "off" else { return layout }
        return Schema.all.first { $0.layout == layout && $0.form == .shuangpin(scheme) }?.id ?? layout
    }
    /// The `script` value that lets the script follow the keyboard: 简体 for pinyin and the shape
    /// codes, 臺灣 for 注音, Hong Kong's characters for 粤拼, 倉頡 and 速成.
    static let automaticScript = "auto"

    /// Whether the script follows the keyboard (the `script` setting `auto`, the default).
    public var scriptFollowsKeyboard: Bool { script == nil }

    /// The schemas a settings screen offers: each of the registry's by its name (双拼 among
    /// them), then English alone.
    private static var schemaChoices: [KeyboardSetting.Choice] {
        SchemaID.all.map { KeyboardSetting.Choice($0.rawValue, $0.schema.name) }
            + [KeyboardSetting.Choice(englishOnlyLayout, "QWERTY, English only")]
    }

    /// The scripts a settings screen offers, following the keyboard first.
    private static var scriptChoices: [KeyboardSetting.Choice] {
        [KeyboardSetting.Choice(automaticScript, "按键盘 · 注音 臺灣, 粤拼 香港, others 简体")] + ChineseScript.allCases.map { script in
            let label = switch script {
            case .simplified: "简体 Simplified"
            case .traditional: "繁體 Traditional"
            case .tw: "臺灣 Taiwan"
            case .hk: "香港 Hong Kong"
            }
            return KeyboardSetting.Choice(script.rawValue, label)
        }
    }

    /// The mergers the language `schema` is typed in declares, each a choice named by its rule.
    private static func mergerChoices(of schema: Schema) -> [KeyboardSetting.Choice] {
        Language.shipped(for: schema).mergers.map { KeyboardSetting.Choice($0.name, $0.label) }
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
            "height." + orientation.rawValue, .synced, label: "键盘高度 Height, " + orientation.rawValue,
            .oneOf(KeyboardFit.heightSteps.map { step in
                let percent = String(Int((step * 100).rounded()))
                return KeyboardSetting.Choice(percent, percent + " %")
            }),
            fields: ["keyboardFits"], accepted: "a percentage from 80 to 125 in steps of 5",
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
