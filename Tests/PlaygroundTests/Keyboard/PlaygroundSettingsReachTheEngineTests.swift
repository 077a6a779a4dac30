import KeyboardCore
import TextInputModel
import Testing
@testable import Playground

/// A setting changed on the playground's page reaches the engine through the core's one settings
/// value: the page's `configure` names 双拼 and a script, and the session's keyboard reads the
/// scheme's keys and writes the script.
@Suite struct PlaygroundSettingsReachTheEngineTests {
    private let base = #""layout":"pinyin-26","theme":"light","device":"phone","orientation":"portrait","keyboardType":"default","returnKeyType":"default","secureEntry":false"#

    @Test func aSchemeAndAScriptChosenOnThePageReachTheKeyboardsEngine() throws {
        let keyboard = try #require(try realKeyboardFactory.get()(InMemoryTextDocument(), PlaygroundSettings()) as? CoreKeyboard)
        for key in ["v", "s", "g", "o"] { try keyboard.hardwareKey(key, at: 1) }
        #expect(keyboard.candidates.first != "中国", "full pinyin does not read vsgo as 中国")

        let message = try ClientMessage.decode(#"{"type":"configure","settings":{"# + base + #","shuangpin":"xiaohe","script":"tw"}}"#)
        guard case .configure(let settings) = message else { Issue.record("not a configure message"); return }
        #expect(settings.keyboard.shuangpin == "xiaohe" && settings.keyboard.value(of: "script") == "tw")
        try keyboard.configure(settings)
        for key in ["v", "s", "g", "o"] { try keyboard.hardwareKey(key, at: 2) }
        #expect(keyboard.candidates.first == "中國")
        #expect(keyboard.settings.keyboard == settings.keyboard)
    }
}
