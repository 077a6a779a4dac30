import KeyboardCore
import ChineseEngine
import Testing
@testable import Playground

/// The side panel's Chinese input settings on the wire: the schema (9-key, a 双拼), script, fuzzy pairs.
@Suite struct InputSettingsMessageTests {
    private let base = #""schema":"t9","theme":"light","device":"phone","orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false"#

    @Test func inputSettingsDecodeAndRoundTrip() throws {
        let message = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base
            + #","script":"tw","fuzzy":"z-zh,an-ang"}}"#)
        guard case .configure(let settings) = message else { Issue.record("not a configure message"); return }
        #expect(settings.layout == .chinese("t9"))
        #expect(settings.keyboard.script == .tw)
        #expect(settings.keyboard.fuzzyPinyin.names == "z-zh,an-ang")
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == message)
        let xiaohe = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "t9", with: "shuangpin-xiaohe") + "}}")
        guard case .configure(let chosen) = xiaohe else { Issue.record("not a configure message"); return }
        #expect(chosen.keyboard.schema == "shuangpin-xiaohe", "a 双拼 scheme is a schema, chosen by the one setting")
        // An earlier page's `layout` (a layout id) names its first schema.
        let earlier = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base.replacingOccurrences(of: #""schema":"t9""#, with: #""layout":"pinyin-9""#) + "}}")
        guard case .configure(let old) = earlier else { Issue.record("not a configure message"); return }
        #expect(old.keyboard.schema == "t9")
    }

    @Test func theHandwritingLayoutConfiguresThePad() throws {
        let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "t9", with: "handwriting") + "}}"
        guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
        #expect(settings.layout == .chinese("handwriting"))
        let configuration = settings.keyboard
        #expect(configuration.schema == "handwriting" && configuration.chineseAvailable)
        #expect(PlaygroundSettings(layout: .chinese(.pinyin)).keyboard.schema == .pinyin)
        #expect(settings.keyboard.handwriting.newCharacterPause == 0.8 && configuration.handwriting.newCharacterPause == 0.8, "absent: the default pause")
    }

    @Test func 注音Writes臺灣ByDefaultAndTheScriptMenuOverridesIt() throws {
        let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "t9", with: "zhuyin") + "}}"
        guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
        #expect(settings.keyboard.scriptFollowsKeyboard)
        #expect(settings.keyboard.script(for: .zhuyin) == .tw, "注音 writes 繁體 as Taiwan does")
        #expect(settings.keyboard.script(for: .pinyin) == .simplified, "pinyin stays 简体")
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(PlaygroundSettings(layout: .chinese("zhuyin")).keyboard.script(for: .zhuyin) == .tw)
        var chosen = settings
        try chosen.keyboard.set("script", to: "simplified")
        #expect(chosen.keyboard.script(for: .zhuyin) == .simplified, "a script chosen in the menu is every keyboard's")
        #expect(settings.needsNewKeyboard(for: chosen))
    }

    @Test func theStrokeAndZhuyinLayoutsConfigureTheirKeyboardsZhuyinInTheScriptSetting() throws {
        for (name, keyboard) in [("strokes", SchemaID(rawValue: "strokes")), ("zhuyin", "zhuyin")] {
            let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "t9", with: name) + #","script":"simplified"}}"#
            guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
            #expect(settings.layout.layoutID.name == name)
            let configuration = settings.keyboard
            #expect(configuration.schema == keyboard && configuration.chineseAvailable)
            #expect(configuration.script(for: .zhuyin) == .simplified, "注音 writes in the script menu's script (简体 → 我们)")
        }
        var hongKong = PlaygroundSettings(layout: .chinese("zhuyin"))
        try hongKong.keyboard.set("script", to: "hk")
        #expect(hongKong.keyboard.script(for: .zhuyin) == .hk)
    }

    @Test func theHandwritingPauseIsSecondsOrOffAndRoundTrips() throws {
        for (value, seconds) in [("1.5", 1.5 as Double?), ("off", nil)] {
            let json = #"{"type":"configure","settings":{"# + base + #","handwritingPause":""# + value + #""}}"#
            guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
            #expect(settings.keyboard.handwriting.newCharacterPause == seconds)
            #expect(settings.keyboard.handwriting.newCharacterPause == seconds)
            #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
            #expect(settings.needsNewKeyboard(for: PlaygroundSettings(layout: .chinese("t9"))))
        }
        for bad in ["9", "0", "soon"] {
            #expect(throws: PlaygroundError.self) {
                try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + #","handwritingPause":""# + bad + #""}}"#)
            }
        }
    }

    @Test func absentInputSettingsKeepTheDefaults() throws {
        guard case .configure(let settings) = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + "}}") else {
            Issue.record("not a configure message"); return
        }
        #expect(settings.keyboard.script == nil && settings.keyboard.fuzzyPinyin.isEmpty)
        #expect(settings.keyboard.gestureTyping && settings.keyboard.gestureTyping, "滑行 is on unless turned off")
    }

    @Test func gestureTypingTurnsOffAndRoundTrips() throws {
        guard case .configure(let settings) = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + #","gestureTyping":false}}"#) else {
            Issue.record("not a configure message"); return
        }
        #expect(!settings.keyboard.gestureTyping && !settings.keyboard.gestureTyping)
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(settings.needsNewKeyboard(for: PlaygroundSettings(layout: .chinese("t9"))), "a keyboard with the rule its settings ask for")
    }

    /// 粤拼's 懶音 switches: absent, none; named, each on, a new keyboard, and written back.
    @Test func lazySoundsDecodeAndConfigureThe粤拼Keyboard() throws {
        guard case .configure(let plain) = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + "}}") else {
            Issue.record("not a configure message"); return
        }
        #expect(plain.keyboard.lazyJyutping.isEmpty && plain.keyboard.lazyJyutping.isEmpty)
        let message = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + #","lazy":"n-l,k-t"}}"#)
        guard case .configure(let settings) = message else { Issue.record("not a configure message"); return }
        #expect(settings.keyboard.lazyJyutping.names == "n-l,k-t")
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(plain.needsNewKeyboard(for: settings))
    }

    @Test(arguments: [#","script":"klingon""#, #","forms":"dvorak""#, #","fuzzy":"q-x""#, #","lazy":"z-zh""#])
    func unknownInputSettingsAreInvalid(_ extra: String) throws {
        #expect(throws: PlaygroundError.self) {
            try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + extra + "}}")
        }
    }
}
