import KeyboardLayout
import Testing
@testable import KeyboardCore

@Suite struct KeyboardLayoutSetTests {
    @Test func englishLettersGetALanguageKeyWhenChineseIsAvailable() throws {
        var set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let name = set.layoutName(for: .letters, mode: .english, nineKey: false, chineseAvailable: true)
        #expect(name == KeyboardLayoutSet.englishWithToggleName)
        let fit = set.fitted(named: name)
        let fitted = try #require(fit).fitted
        #expect(fitted.key(id: "zh-en")?.key.action == .toggleLanguage)
        #expect(fitted.key(id: "space") != nil)
        #expect(set.layoutName(for: .letters, mode: .english, nineKey: false, chineseAvailable: false) == "qwerty")
        #expect(set.layoutName(for: .letters, mode: .chinese, nineKey: true, chineseAvailable: true) == "pinyin-9")
        #expect(set.layoutName(for: .emoji, mode: .chinese, nineKey: false, chineseAvailable: true) == KeyboardLayoutSet.emojiPlaceholderName)
    }

    @Test func fitsAreCachedUntilResize() throws {
        var set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let first = try #require(set.fitted(named: "pinyin-26")?.fitted)
        let again = try #require(set.fitted(named: "pinyin-26")?.fitted)
        #expect(again.keys == first.keys)
        set.resize(to: StandardKeyboardSize.phoneLandscape, environment: KeyboardEnvironment(orientation: .landscape))
        let landscape = try #require(set.fitted(named: "pinyin-26")?.fitted)
        #expect(landscape.size == StandardKeyboardSize.phoneLandscape)
        let missing = set.fitted(named: "no-such-layout")
        #expect(missing == nil)
    }
}
