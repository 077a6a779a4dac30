import Foundation
import PinyinEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The input settings of the configuration: script, 双拼 scheme and fuzzy pairs.
@Suite struct InputSettingsScenarioTests {
    @Test func traditionalScriptWritesCandidatesAndCommits() throws {
        var configuration = KeyboardConfiguration()
        configuration.chineseScript = .tw
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("ruanjian")
        #expect(keyboard.controller.candidates.first?.text == "軟體")
        keyboard.controller.handle(.selectCandidate(0))
        #expect(keyboard.document.text == "軟體")
    }

    @Test func aShuangpinSchemeReadsTwoKeysPerSyllableAndShowsFullPinyin() throws {
        var configuration = KeyboardConfiguration()
        configuration.shuangpin = .xiaohe
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("vsgo")
        #expect(keyboard.controller.candidates.first?.text == "中国")
        #expect(keyboard.document.markedText == "zhong'guo")
    }

    @Test func keysShowTheFinalsOfTheSchemeAsHints() throws {
        var configuration = KeyboardConfiguration()
        configuration.shuangpin = .xiaohe
        let hints = try #require(try TestKeyboard(configuration: configuration).controller.renderState.keyHints)
        #expect(hints["q"] == "iu")
        #expect(hints["v"]?.split(separator: " ").contains("zh") == true)
        #expect(try TestKeyboard().controller.renderState.keyHints == nil)
    }

    @Test func fuzzyPairsReachTheEngine() throws {
        var configuration = KeyboardConfiguration()
        configuration.fuzzyPinyin = [.zZh]
        #expect(configuration.engine(from: try sharedEngine.get()).settings.fuzzy == [.zZh])
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("zongguo")
        #expect(keyboard.controller.candidates.prefix(3).contains { $0.text == "中国" })
    }

    @Test func settingsRoundTripAsJSON() throws {
        var configuration = KeyboardConfiguration()
        configuration.chineseScript = .hk
        configuration.shuangpin = .ziranma
        configuration.fuzzyPinyin = [.lN, .inIng]
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(KeyboardConfiguration.self, from: data) == configuration)
    }
}
