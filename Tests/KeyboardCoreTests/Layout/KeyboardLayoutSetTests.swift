import KeyboardLayout
import Testing
@testable import KeyboardCore

@Suite struct KeyboardLayoutSetTests {
    @Test func englishLettersGetALanguageKeyWhenChineseIsAvailable() throws {
        var set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let name = set.layoutName(for: KeyboardSelection(page: .letters, mode: .english, nineKey: false), chineseAvailable: true)
        #expect(name == KeyboardLayoutSet.englishWithToggleName)
        let fit = set.fitted(named: name)
        let fitted = try #require(fit).fitted
        #expect(fitted.key(id: "zh-en")?.key.action == .toggleLanguage)
        #expect(fitted.key(id: "space") != nil)
        #expect(set.layoutName(for: KeyboardSelection(page: .letters, mode: .english, nineKey: false), chineseAvailable: false) == "qwerty")
        #expect(set.layoutName(for: KeyboardSelection(page: .letters, mode: .chinese, nineKey: true), chineseAvailable: true) == "pinyin-9")
        #expect(set.layoutName(for: KeyboardSelection(page: .emoji, mode: .chinese, nineKey: false), chineseAvailable: true) == KeyboardLayoutSet.emojiPlaceholderName)
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

    @Test func anIPadHasItsOwnArrangementWithTabCapsAWideReturnAndADismissKey() throws {
        for orientation in [Orientation.portrait, .landscape] {
            let environment = KeyboardEnvironment(device: .pad, orientation: orientation, needsGlobe: true)
            var set = KeyboardLayoutSet(
                library: try sharedLibrary.get(), size: StandardKeyboardSize.size(for: environment), environment: environment)
            for (mode, expected) in [(InputMode.chinese, "pinyin-26-pad"), (.english, "qwerty-zh-en-pad")] {
                let name = set.layoutName(for: KeyboardSelection(page: .letters, mode: mode, nineKey: false), chineseAvailable: true)
                #expect(name == expected)
                let fitted = try #require(set.fitted(named: name)?.fitted)
                for id in ["tab", "caps", "return", "dismiss", "shift", "shift-right", "delete", "space", "globe"] {
                    #expect(fitted.key(id: id) != nil, "\(name) has \(id)")
                }
                let q = try #require(fitted.key(id: "q")).frame, ret = try #require(fitted.key(id: "return")).frame
                #expect(ret.width > 2 * q.width, "a wide return")
                for key in fitted.keys { #expect(fitted.keyID(at: key.frame.center) == key.id, "\(name) \(key.id)") }
            }
            #expect(set.layoutName(for: KeyboardSelection(page: .letters, mode: .english, nineKey: false), chineseAvailable: false) == "qwerty-pad")
            // Pages without an iPad arrangement keep the phone's.
            #expect(set.layoutName(for: KeyboardSelection(page: .numbers, mode: .chinese, nineKey: false), chineseAvailable: true) == "numbers-zh")
        }
    }

    @Test func theIPadKeysDoWhatTheySay() throws {
        let environment = KeyboardEnvironment(device: .pad, orientation: .landscape, needsGlobe: true)
        let keyboard = try TestKeyboard(size: StandardKeyboardSize.size(for: environment), environment: environment)
        #expect(keyboard.layout.layoutName == "pinyin-26-pad")
        try keyboard.tap("caps")
        #expect(keyboard.controller.state.shift == .locked)
        try keyboard.tap("caps")
        #expect(keyboard.controller.state.shift == .off)
        try keyboard.tap("tab")
        #expect(keyboard.document.text == "\t")
        try keyboard.tap("dismiss")
        #expect(keyboard.controller.takeHostRequests().contains(.dismissKeyboard))
    }
}
