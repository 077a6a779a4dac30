import KeyboardCore
import ChineseEngine
import Testing
@testable import Playground

/// The side panel's Chinese input settings on the wire: 9-key layout, script, 双拼, fuzzy pairs.
@Suite struct InputSettingsMessageTests {
    private let base = #""layout":"pinyin-9","theme":"light","device":"phone","orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false"#

    @Test func inputSettingsDecodeAndRoundTrip() throws {
        let message = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base
            + #","script":"tw","shuangpin":"xiaohe","fuzzy":"z-zh,an-ang"}}"#)
        guard case .configure(let settings) = message else { Issue.record("not a configure message"); return }
        #expect(settings.layout == .chinese(.pinyin9))
        #expect(settings.keyboard.chineseScript == .tw)
        #expect(settings.keyboard.shuangpin == "xiaohe")
        #expect(settings.keyboard.fuzzyPinyin.names == "z-zh,an-ang")
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == message)
        let configuration = settings.keyboard
        #expect(configuration.nineKey && configuration.chineseScript == .tw && configuration.shuangpin == "xiaohe")
    }

    @Test func theHandwritingLayoutConfiguresThePad() throws {
        let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "pinyin-9", with: "handwriting") + "}}"
        guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
        #expect(settings.layout == .chinese(.handwriting))
        let configuration = settings.keyboard
        #expect(configuration.chineseKeyboard == .handwriting && configuration.chineseAvailable && !configuration.nineKey)
        #expect(PlaygroundSettings(layout: .chinese(.pinyin26)).keyboard.chineseKeyboard == .pinyin26)
        #expect(settings.keyboard.handwriting.newCharacterPause == 0.8 && configuration.handwriting.newCharacterPause == 0.8, "absent: the default pause")
    }

    @Test func 注音Writes臺灣ByDefaultAndTheScriptMenuOverridesIt() throws {
        let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "pinyin-9", with: "zhuyin") + "}}"
        guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
        #expect(settings.keyboard.scriptFollowsKeyboard)
        #expect(settings.keyboard.zhuyinScript == .tw, "注音 writes 繁體 as Taiwan does")
        #expect(settings.keyboard.chineseScript == .simplified, "pinyin stays 简体")
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(PlaygroundSettings(layout: .chinese(.zhuyin)).keyboard.zhuyinScript == .tw)
        var chosen = settings
        try chosen.keyboard.set("script", to: "simplified")
        #expect(chosen.keyboard.zhuyinScript == .simplified, "a script chosen in the menu is every keyboard's")
        #expect(settings.needsNewKeyboard(for: chosen))
    }

    @Test func theStrokeAndZhuyinLayoutsConfigureTheirKeyboardsZhuyinInTheScriptSetting() throws {
        for (name, keyboard) in [("strokes", ChineseKeyboard.strokes), ("zhuyin", .zhuyin)] {
            let json = #"{"type":"configure","settings":{"# + base.replacingOccurrences(of: "pinyin-9", with: name) + #","script":"simplified"}}"#
            guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
            #expect(settings.layout.layoutID.name == name)
            let configuration = settings.keyboard
            #expect(configuration.chineseKeyboard == keyboard && configuration.chineseAvailable)
            #expect(configuration.zhuyinScript == settings.keyboard.chineseScript, "注音 writes in the script menu's script (简体 → 我们)")
        }
        var hongKong = PlaygroundSettings(layout: .chinese(.zhuyin))
        try hongKong.keyboard.set("script", to: "hk")
        #expect(hongKong.keyboard.zhuyinScript == .hk)
    }

    @Test func theHandwritingPauseIsSecondsOrOffAndRoundTrips() throws {
        for (value, seconds) in [("1.5", 1.5 as Double?), ("off", nil)] {
            let json = #"{"type":"configure","settings":{"# + base + #","handwritingPause":""# + value + #""}}"#
            guard case .configure(let settings) = try ClientMessage.decode(json) else { Issue.record("not a configure message"); return }
            #expect(settings.keyboard.handwriting.newCharacterPause == seconds)
            #expect(settings.keyboard.handwriting.newCharacterPause == seconds)
            #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
            #expect(settings.needsNewKeyboard(for: PlaygroundSettings(layout: .chinese(.pinyin9))))
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
        #expect(settings.keyboard.chineseScript == .simplified && settings.keyboard.shuangpin == nil && settings.keyboard.fuzzyPinyin.isEmpty)
        #expect(settings.keyboard.gestureTyping && settings.keyboard.gestureTyping, "滑行 is on unless turned off")
    }

    @Test func gestureTypingTurnsOffAndRoundTrips() throws {
        guard case .configure(let settings) = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + #","gestureTyping":false}}"#) else {
            Issue.record("not a configure message"); return
        }
        #expect(!settings.keyboard.gestureTyping && !settings.keyboard.gestureTyping)
        #expect(try ClientMessage.decode(ClientMessage.configure(settings).json()) == .configure(settings))
        #expect(settings.needsNewKeyboard(for: PlaygroundSettings(layout: .chinese(.pinyin9))), "a keyboard with the rule its settings ask for")
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

    @Test(arguments: [#","script":"klingon""#, #","shuangpin":"dvorak""#, #","fuzzy":"q-x""#, #","lazy":"z-zh""#])
    func unknownInputSettingsAreInvalid(_ extra: String) throws {
        #expect(throws: PlaygroundError.self) {
            try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + extra + "}}")
        }
    }
}
