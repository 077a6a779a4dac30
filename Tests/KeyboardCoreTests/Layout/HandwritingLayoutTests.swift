import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 手写 layout: chosen like the pinyin layouts, its pad and the keys kept reachable beside it,
/// and never offered in a secure field.
@Suite struct HandwritingLayoutTests {
    @Test func theHandwritingSelectionShowsThePadLayoutOnlyWhereChineseMayBeTyped() throws {
        let set = KeyboardLayoutSet(library: try sharedLibrary.get(), size: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let pad = KeyboardSelection(page: .letters, mode: .chinese, schema: "handwriting")
        #expect(set.layoutID(for: pad, chineseAvailable: true) == LayoutID.handwriting)
        #expect(set.layoutID(for: pad, chineseAvailable: true, field: .secure) != LayoutID.handwriting)
        #expect(set.layoutID(for: pad, chineseAvailable: false) != LayoutID.handwriting)
        var english = pad
        english.mode = .english
        #expect(set.layoutID(for: english, chineseAvailable: true) == LayoutID.qwertyZhEn)
        var numbers = pad
        numbers.page = .numbers
        #expect(set.layoutID(for: numbers, chineseAvailable: true) == LayoutID("numbers-zh"))
        #expect(!pad.nineKey)
    }

    @Test func thePadKeepsSpace123ZhEnDeleteAndReturnAndComesBackAfterThem() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "handwriting"
        let keyboard = try TestKeyboard(configuration: configuration)
        #expect(keyboard.layout.layoutID == LayoutID("handwriting"))
        let pad = try keyboard.padFrame()
        for id in ["space", "123", "zh-en", "delete", "return"] {
            let key = try #require(keyboard.layout.key(id: id), "\(id) on the pad layout")
            #expect(!key.frame.overlaps(pad), "\(id) beside the pad")
        }
        #expect(pad.height > keyboard.layout.keysArea.height * 0.6, "the key area is mostly the pad")
        #expect(keyboard.layout.candidateBarFrame != nil, "the bar shows the candidates")
        try keyboard.tap("zh-en")
        #expect(keyboard.layout.layoutID == LayoutID.qwertyZhEn)
        try keyboard.tap("zh-en")
        #expect(keyboard.layout.layoutID == LayoutID("handwriting"))
        try keyboard.tap("123")
        try keyboard.tap("abc")
        #expect(keyboard.layout.layoutID == LayoutID("handwriting"))
        keyboard.controller.show(.chinese(.pinyin))
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26"))
        keyboard.controller.show(.chinese("handwriting"))
        #expect(keyboard.layout.layoutID == LayoutID("handwriting"))
    }

    @Test func aSecureFieldGetsLettersNotThePad() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "handwriting"
        let keyboard = try TestKeyboard(traits: TextInputTraits(isSecureTextEntry: true), configuration: configuration)
        #expect(keyboard.layout.layoutID == LayoutID("qwerty"))
        #expect(!keyboard.layout.keys.contains { $0.key.action == .handwritingPad })
        keyboard.controller.handle(.setMode(.chinese))
        #expect(keyboard.layout.layoutID == LayoutID("qwerty"), "Chinese is not offered in a secure field")
    }

    /// The reading marked while writing stays as the field shows it (as pinyin's letters do); the ink goes.
    @Test func aFieldTurningSecureWhileWritingDropsTheInkAndKeepsOnlyTheReadingShown() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "handwriting"
        let keyboard = try TestKeyboard(text: "ab", configuration: configuration)
        try keyboard.write(PadWriting.ten)
        #expect(keyboard.controller.handwriting.isWriting)
        keyboard.document.hostSetTraits(TextInputTraits(isSecureTextEntry: true))
        #expect(!keyboard.controller.handwriting.isWriting)
        #expect(keyboard.controller.renderState.ink == nil)
        #expect(keyboard.document.text == "ab十" && keyboard.document.markedText == nil, "\(keyboard.document.text)")
        #expect(keyboard.layout.layoutID == LayoutID("qwerty"))
    }
}
