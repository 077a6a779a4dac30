import KeyboardLayout
import Testing
@testable import KeyboardCore

@Suite struct KeyboardLayoutSetTests {
    @Test func englishLettersGetALanguageKeyWhenChineseIsAvailable() throws {
        var set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let name = set.layoutID(for: KeyboardSelection(page: .letters, mode: .english), chineseAvailable: true)
        #expect(name == LayoutID.qwertyZhEn)
        let fit = set.fitted(name)
        let fitted = try #require(fit).fitted
        #expect(fitted.key(id: "zh-en")?.key.action == .toggleLanguage)
        #expect(fitted.key(id: "space") != nil)
        #expect(set.layoutID(for: KeyboardSelection(page: .letters, mode: .english), chineseAvailable: false) == LayoutID("qwerty"))
        #expect(set.layoutID(for: KeyboardSelection(page: .letters, mode: .chinese, schema: "t9"), chineseAvailable: true) == LayoutID("pinyin-9"))
        #expect(set.layoutID(for: KeyboardSelection(page: .emoji, mode: .chinese), chineseAvailable: true) == LayoutID.emojiPlaceholder)
    }

    @Test func fitsAreCachedUntilResize() throws {
        var set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let first = try #require(set.fitted(LayoutID("pinyin-26"))?.fitted)
        let again = try #require(set.fitted(LayoutID("pinyin-26"))?.fitted)
        #expect(again.keys == first.keys)
        set.resize(to: StandardKeyboardSize.phoneLandscape, environment: KeyboardEnvironment(orientation: .landscape))
        let landscape = try #require(set.fitted(LayoutID("pinyin-26"))?.fitted)
        #expect(landscape.size == StandardKeyboardSize.phoneLandscape)
        let missing = set.fitted(LayoutID("no-such-layout"))
        #expect(missing == nil)
    }

    @Test func anIPadHasItsOwnArrangementWithTabCapsAWideReturnAndADismissKey() throws {
        for orientation in [Orientation.portrait, .landscape] {
            let environment = KeyboardEnvironment(device: .pad, orientation: orientation, needsGlobe: true)
            var set = KeyboardLayoutSet(
                library: try sharedLibrary.get(), size: StandardKeyboardSize.size(for: environment), environment: environment)
            for (mode, expected) in [(InputMode.chinese, LayoutID.pinyin26.on(.pad)), (.english, LayoutID.qwertyZhEn.on(.pad))] {
                let name = set.layoutID(for: KeyboardSelection(page: .letters, mode: mode), chineseAvailable: true)
                #expect(name == expected)
                let fitted = try #require(set.fitted(name)?.fitted)
                for id in ["tab", "caps", "return", "dismiss", "shift", "shift-right", "delete", "space", "globe"] {
                    #expect(fitted.key(id: id) != nil, "\(name) has \(id)")
                }
                let q = try #require(fitted.key(id: "q")).frame, ret = try #require(fitted.key(id: "return")).frame
                #expect(ret.width > 2 * q.width, "a wide return")
                for key in fitted.keys { #expect(fitted.keyID(at: key.frame.center) == key.id, "\(name) \(key.id)") }
            }
            #expect(set.layoutID(for: KeyboardSelection(page: .letters, mode: .english), chineseAvailable: false) == LayoutID("qwerty", device: .pad))
            // Pages without an iPad arrangement keep the phone's.
            #expect(set.layoutID(for: KeyboardSelection(page: .numbers, mode: .chinese), chineseAvailable: true) == LayoutID("numbers-zh"))
        }
    }

    @Test func theIPadKeysDoWhatTheySay() throws {
        let environment = KeyboardEnvironment(device: .pad, orientation: .landscape, needsGlobe: true)
        let keyboard = try TestKeyboard(size: StandardKeyboardSize.size(for: environment), environment: environment)
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26", device: .pad))
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
