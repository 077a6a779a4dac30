import ChineseEngine
import Testing
@testable import KeyboardCore

/// 联想 is written in the script of the schema typed: 注音 with 臺灣's script offered 这, 个 after
/// 你好 (the predictions were the lexicon's 简体 whatever the form wrote); now the keyboard and
/// `shurufa predict --schema` write them through one rule, `ScriptConverter.predictions(ofSchema:in:over:)`.
@Suite struct PredictionScriptTests {
    /// A keyboard typing `schema` with the `script` setting `script`.
    func keyboard(_ schema: String, script: String) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        try configuration.set("schema", to: schema)
        try configuration.set("script", to: script)
        return try TestKeyboard(configuration: configuration)
    }

    /// Whether there are texts and every one is written in `script` (a converter into it changes none).
    func allWritten(_ texts: [String], in script: ChineseScript) throws -> Bool {
        let converter = try ScriptConverter(script: script)
        return !texts.isEmpty && texts.allSatisfy { converter.convert($0) == $0 }
    }

    @Test(arguments: ["tw", "auto"])
    func zhuyinWithTaiwansScriptOffersTraditional联想AfterACommit(script: String) throws {
        let keyboard = try keyboard("zhuyin", script: script)
        try keyboard.type("ㄋㄧˇㄏㄠˇ")
        #expect(keyboard.barTexts.first == "你好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        let bar = keyboard.barTexts
        #expect(try allWritten(bar, in: .tw), "\(bar)")
        #expect(!bar.contains("这") && !bar.contains("个"), "\(bar)")
        #expect(bar.contains("這") || bar.contains("個"), "\(bar)")
        // A prediction picked is committed as shown, and 联想 goes on in the same script.
        let picked = try #require(bar.first { $0 != "！" })
        keyboard.controller.handle(.command(.selectCandidate(try #require(bar.firstIndex(of: picked)))))
        #expect(keyboard.document.text == "你好" + picked)
        #expect(try allWritten(keyboard.barTexts, in: .tw), "\(keyboard.barTexts)")
    }

    @Test func pinyinKeeps简体And倉頡WritesHongKongs() throws {
        let pinyin = try keyboard("pinyin", script: "auto")
        try pinyin.type("nihao")
        pinyin.controller.handle(.command(.selectCandidate(0)))
        let bar = pinyin.controller.predictions.texts
        #expect(bar.contains("这") || bar.contains("个"), "\(bar)")

        let cangjie = try keyboard("cangjie5", script: "auto")
        try cangjie.type("onf")
        cangjie.controller.handle(.command(.selectCandidate(0)))
        #expect(cangjie.document.text == "你")
        #expect(try allWritten(cangjie.controller.predictions.texts, in: .hk), "\(cangjie.controller.predictions.texts)")
    }

    @Test func theRuleKeepsALanguagesOwnScriptAndConvertsTheEnginesWords() throws {
        let engine = try sharedEngine.get()
        #expect(ScriptConverter.predictions(ofSchema: "pinyin", in: .simplified, over: engine).isIdentity)
        #expect(ScriptConverter.predictions(ofSchema: "zhuyin", in: .tw, over: engine).script == .tw)
        #expect(ScriptConverter.predictions(ofSchema: "cangjie5", in: .hk, over: engine).script == .hk, "倉頡 predicts Mandarin's words")
        #expect(ScriptConverter.predictions(ofSchema: "jyutping", in: .hk, over: engine).isIdentity, "粤拼's words are Hong Kong's")
        #expect(ScriptConverter.predictions(ofSchema: nil, in: .traditional, over: engine).script == .traditional, "the 手写 pad")
        var configuration = KeyboardConfiguration()
        #expect(configuration.script(for: .zhuyin) == .tw && configuration.script(for: .wubi86) == .simplified)
        try configuration.set("script", to: "hk")
        #expect(configuration.script(for: .zhuyin) == .hk && configuration.script(for: .pinyin) == .hk)
    }
}
