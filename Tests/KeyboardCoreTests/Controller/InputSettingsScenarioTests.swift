import Foundation
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The input settings of the configuration: script, 双拼 scheme and fuzzy pairs.
@Suite struct InputSettingsScenarioTests {
    /// A keyboard whose configuration `change` set.
    private func makeKeyboard(_ change: (inout KeyboardConfiguration) -> Void) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        change(&configuration)
        return try TestKeyboard(configuration: configuration)
    }

    @Test func traditionalScriptWritesCandidatesAndCommits() throws {
        let keyboard = try makeKeyboard { $0.script = .tw }
        try keyboard.type("ruanjian")
        #expect(keyboard.controller.candidates.first?.text == "軟體")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "軟體")
    }

    @Test func aShuangpinSchemeReadsTwoKeysPerSyllableAndShowsFullPinyin() throws {
        let keyboard = try makeKeyboard { $0.schema = "shuangpin-xiaohe" }
        try keyboard.type("vsgo")
        #expect(keyboard.controller.candidates.first?.text == "中国")
        #expect(keyboard.document.markedText == "zhong'guo")
    }

    @Test func keysShowTheFinalsOfTheSchemeAsHints() throws {
        let hints = try #require(try makeKeyboard { $0.schema = "shuangpin-xiaohe" }.controller.renderState.keyHints)
        #expect(hints["q"] == "iu")
        #expect(hints["v"]?.split(separator: " ").contains("zh") == true)
        #expect(try TestKeyboard().controller.renderState.keyHints == nil)
    }

    @Test func fuzzyPairsReachTheEngine() throws {
        var configuration = KeyboardConfiguration()
        try configuration.set("fuzzy", to: "z-zh")
        #expect(configuration.engine(from: try sharedEngine.get()).settings.fuzzy.names == "z-zh")
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("zongguo")
        #expect(keyboard.controller.candidates.prefix(3).contains { $0.text == "中国" })
    }

    @Test func settingsRoundTripAsJSON() throws {
        var configuration = KeyboardConfiguration()
        configuration.script = .hk
        configuration.schema = "shuangpin-ziranma"
        try configuration.set("fuzzy", to: "l-n,in-ing")
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(KeyboardConfiguration.self, from: data) == configuration)
    }
}
