import Foundation
import KeyboardLayout
import ChineseEngine
import Testing
@testable import KeyboardCore

/// The keyboard's one settings value: every stored property of `KeyboardConfiguration` is a
/// declared setting (synced or this device's) or a host's fact; the synced subset is exactly the
/// settings marked so; each setting reads back what it writes; values earlier builds stored load.
@Suite struct KeyboardSettingsTests {
    /// A configuration with a value other than the default in every setting.
    static var changed: KeyboardConfiguration {
        var configuration = KeyboardConfiguration()
        configuration.schema = "shuangpin-ziranma"
        configuration.script = .hk
        try! configuration.set("fuzzy", to: "l-n,in-ing")
        try! configuration.set("lazy", to: "n-l")
        configuration.enabledForms = EnabledForms([.chinese("wubi86"), .english])
        configuration.handwriting.newCharacterPause = 1.5
        configuration.emojiSuggestionLimit = 0
        configuration.gestureTyping = false
        configuration.keyClicks = true
        configuration.autoCapitalization = false
        configuration.doubleSpacePeriod = false
        configuration.keyboardFits.set(KeyboardFit(heightScale: 0.85), for: KeyboardEnvironment(device: .phone, orientation: .portrait))
        configuration.keyboardFits.set(KeyboardFit(heightScale: 0.85), for: KeyboardEnvironment(device: .pad, orientation: .portrait))
        configuration.keyboardFits.set(KeyboardFit(heightScale: 1.1), for: KeyboardEnvironment(device: .phone, orientation: .landscape))
        configuration.keyboardFits.set(KeyboardFit(heightScale: 1.1), for: KeyboardEnvironment(device: .pad, orientation: .landscape))
        return configuration
    }

    /// Fails when a property is added to `KeyboardConfiguration` without a decision: a setting's
    /// (with its reach) or a host's fact, never both (the two heights share `keyboardFits`).
    @Test func everyStoredPropertyIsASettingWithASyncDecisionOrAHostFact() {
        let properties = Mirror(reflecting: KeyboardConfiguration()).children.compactMap(\.label)
        let settings = Set(KeyboardConfiguration.settings.flatMap(\.fields)), facts = Set(KeyboardConfiguration.hostFacts)
        let declared = settings.union(facts)
        #expect(Set(properties) == declared, "undecided: \(Set(properties).subtracting(declared)); not properties: \(declared.subtracting(properties))")
        #expect(settings.isDisjoint(with: facts), "a property both a setting's and a host's fact")
        for property in settings {
            let reaches = Set(KeyboardConfiguration.settings.filter { $0.fields.contains(property) }.map(\.reach))
            #expect(reaches.count == 1, "\(property) both synced and not")
        }
        let keys = KeyboardConfiguration.settings.flatMap { [$0.key] + $0.formerKeys }
        #expect(keys.count == Set(keys).count, "a key used twice")
    }

    /// The synced subset is the settings marked `.synced`: the schema (earlier builds' `layout`
    /// and `shuangpin`, read as it), the script and the heights.
    @Test func theSyncedSubsetIsExactlyTheMarkedSettings() {
        let marked = KeyboardConfiguration.settings.filter { $0.reach == .synced }.map(\.key)
        #expect(KeyboardConfiguration.syncedKeys == marked)
        #expect(Set(marked) == ["schema", "script", "height.portrait", "height.landscape"])
        #expect(Set(Self.changed.syncedValues.keys) == Set(marked))
        #expect(Set(Self.changed.settingValues.keys) == Set(KeyboardConfiguration.settings.map(\.key)))
    }

    @Test func roundTripsAsJSON() throws {
        let configuration = Self.changed
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(KeyboardConfiguration.self, from: data) == configuration)
    }

    /// Each setting reads back what it writes: the stored values of a configuration rebuild it.
    @Test func theStoredValuesRebuildTheConfiguration() {
        var rebuilt = KeyboardConfiguration()
        #expect(rebuilt.apply(Self.changed.settingValues).isEmpty)
        #expect(rebuilt == Self.changed)
        var english = KeyboardConfiguration()
        try? english.set("layout", to: "qwerty")
        var again = KeyboardConfiguration()
        again.apply(english.settingValues)
        #expect(again == english && !again.chineseAvailable && again.preferredMode == .english)
    }

    /// The values the playground's sync panel stored under `sync.` before the settings were one value.
    @Test func valuesAnEarlierBuildStoredLoad() {
        var configuration = KeyboardConfiguration()
        let skipped = configuration.apply([
            "layout": "cangjie", "shuangpin": "xiaohe", "script": "tw", "height.portrait": "85", "height.landscape": "110",
        ])
        #expect(skipped.isEmpty)
        #expect(configuration.schema == "cangjie5" && configuration.chineseAvailable, "倉頡 has no 双拼 scheme: the layout's schema")
        #expect(configuration.script == .tw && !configuration.scriptFollowsKeyboard)
        #expect(configuration.keyboardFits.fit(for: KeyboardEnvironment(device: .pad, orientation: .portrait)).heightScale == 0.85)
        #expect(configuration.keyboardFits.fit(for: KeyboardEnvironment(device: .phone, orientation: .landscape)).heightScale == 1.1)
        configuration.apply(["script": "auto", "layout": "pinyin-26", "shuangpin": "xiaohe"])
        #expect(configuration.scriptFollowsKeyboard && configuration.script(for: .zhuyin) == .tw && configuration.script(for: .jyutping) == .hk)
        #expect(configuration.schema == "shuangpin-xiaohe", "the 26 keys in a 双拼 scheme: that scheme's schema")
        configuration.apply(["layout": "pinyin-26", "shuangpin": "off"])
        #expect(configuration.schema == .pinyin)
    }

    /// The iOS host's earlier keys (`chineseKeyboard`, `enabledForms`) are read when the setting's own key is absent.
    @Test func formerKeysAreReadWhenTheKeyIsAbsent() {
        var configuration = KeyboardConfiguration()
        #expect(configuration.apply(["chineseKeyboard": "zhuyin", "enabledForms": "zhuyin,english"]).isEmpty)
        #expect(configuration.schema == "zhuyin" && configuration.enabledForms.forms == [.chinese("zhuyin"), .english])
        configuration.apply(["chineseKeyboard": "zhuyin", "layout": "wubi"])
        #expect(configuration.schema == "wubi86", "the setting's own key wins")
    }

    /// A value or key a newer build wrote keeps this configuration's and is reported.
    @Test func anUnreadableValueKeepsTheSettingAndIsReported() {
        var configuration = KeyboardConfiguration()
        configuration.schema = "shuangpin-sogou"
        #expect(configuration.apply(["schema": "future-scheme", "height.portrait": "260", "newSetting": "on"]) == ["schema", "height.portrait", "newSetting"])
        #expect(configuration.schema == "shuangpin-sogou" && configuration.keyboardFits == KeyboardFitSettings())
        #expect(throws: KeyboardSettingError.self) { try configuration.set("script", to: "klingon") }
        do {
            try configuration.set("fuzzy", to: "q-x")
            Issue.record("q-x is no fuzzy pair")
        } catch {
            #expect(error.setting == "fuzzy" && error.message.contains("z-zh"))
        }
    }

    /// Numbers are taken only as the settings write them (issue 89: `+85` and `085` were taken as typed).
    @Test func numbersAreReadStrictly() throws {
        var configuration = KeyboardConfiguration()
        for typed in ["+85", "085", " 85", "85.0", "0x55"] {
            #expect(throws: KeyboardSettingError.self, "\(typed)") { try configuration.set("height.portrait", to: typed) }
        }
        for typed in ["+1", "1e0", "0x1p0", ".5", "1.", "nan"] {
            #expect(throws: KeyboardSettingError.self, "\(typed)") { try configuration.set("handwritingPause", to: typed) }
        }
        try configuration.set("height.portrait", to: "85")
        try configuration.set("handwritingPause", to: "0.5")
        #expect(configuration.handwriting.newCharacterPause == 0.5)
        #expect(configuration.keyboardFits.fit(for: KeyboardEnvironment(device: .phone, orientation: .portrait)).heightScale == 0.85)
    }

    /// `autoCapitalization`, read by the field's focus, is a setting a host can now set: off, an
    /// English sentence's first letter stays lower case.
    @Test func autoCapitalizationIsASettingTheKeyboardFollows() throws {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        let capitalising = try TestKeyboard(configuration: configuration)
        #expect(capitalising.controller.state.shift == .once)
        try configuration.set("autoCapitalization", to: "false")
        let plain = try TestKeyboard(configuration: configuration)
        #expect(plain.controller.state.shift == .off)
    }
}
