import KeyboardLayout
import ChineseEngine
import Testing
import TextInputModel
@testable import KeyboardCore

/// The 粤拼 keyboard as a Cantonese typist meets it: the pinyin composer over the Cantonese engine
/// (continuous toneless jyutping to a clause in Hong Kong's characters, the syllables as marked
/// text), 简体 through the script setting, 联想 in Cantonese after a commit and back in Mandarin
/// on the pinyin keyboard, and its picks never taught to the Mandarin learner.
@Suite struct CantoneseKeyboardScenarioTests {
    func keyboard(script: ChineseScript = .hk, lazy: String = "") throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.schema = "jyutping"
        configuration.script = script == .hk ? nil : script
        try configuration.set("lazy", to: lazy)
        let keyboard = try TestKeyboard(configuration: configuration)
        #expect(keyboard.layout.layoutID == .jyutping)
        return keyboard
    }

    func type(_ keyboard: TestKeyboard, _ keys: String) throws {
        for key in keys { try keyboard.tap(String(key)) }
    }

    @Test func aClauseInHongKongCharacters() throws {
        let yue = try keyboard()
        try type(yue, "ngodeigamjatheoigaai")
        #expect(yue.barTexts.first == "我哋今日去街")
        #expect(yue.document.markedText == "ngo'dei'gam'jat'heoi'gaai")
        try yue.tap("space")
        #expect(yue.document.text == "我哋今日去街")
        // The pick is Cantonese: the Mandarin learner hears nothing of it.
        #expect(yue.learner.lessons.isEmpty)
        // 联想 after it are Cantonese words.
        #expect(!yue.controller.predictions.texts.isEmpty)
    }

    @Test func simplifiedWhenTheScriptSaysSo() throws {
        let yue = try keyboard(script: .simplified)
        try type(yue, "sigaan")
        #expect(yue.barTexts.first == "时间")
        try yue.tap("space")
        try type(yue, "ngodei")
        #expect(yue.barTexts.first == "我哋")
    }

    @Test func lazySoundsFromTheConfiguration() throws {
        try #expect(!keyboard().barTexts(typing: "lei").prefix(5).contains("你"))
        try #expect(keyboard(lazy: "n-l").barTexts(typing: "lei").prefix(5).contains("你"))
    }

    @Test func aCantoneseLearnerTheHostGaveLearnsThePicks() throws {
        let yue = try keyboard()
        let cantonese = RecordingLearner()
        let inventory = try ChineseEngine(schema: .jyutping).lexicon.syllables
        yue.controller.memory.useLearner(cantonese, userLexicon: nil, for: inventory)
        try type(yue, "neihou")
        try yue.tap("space")
        #expect(cantonese.lessons.map(\.text) == ["你好"])
        #expect(cantonese.lessons.first?.picks.first?.syllables.first == [try #require(inventory.id(of: "nei"))])
        #expect(yue.learner.lessons.isEmpty)
    }

    /// Tones typed as digits (swiped up on q–y, or from the numbers page) or as rime-cantonese's
    /// v x q end their syllables; the tone letters show their tones.
    @Test func toneDigitsAndToneLetters() throws {
        let yue = try keyboard()
        try type(yue, "neixxhoux")
        #expect(yue.barTexts.first == "你好")
        #expect(yue.controller.renderState.keyHints?["x"] == "2 5")
        try yue.tap("space")
        for key in ["n", "e", "i", "5", "h", "o", "u", "2"] { yue.controller.handle(.character(key)) }
        #expect(yue.barTexts.first == "你好")
        try yue.tap("space")
        #expect(yue.document.text == "你好你好")
        // A digit with no syllable before it is typed as itself.
        yue.controller.handle(.character("5"))
        #expect(yue.document.text == "你好你好5")
    }

    /// The marked text shows a typed tone as its digit after its syllable (rime-cantonese's
    /// preedit), typed as a digit or as v x q (doubled: the low tone), not as a separator.
    @Test func typedTonesShowAsDigits() throws {
        let yue = try keyboard()
        try type(yue, "neixxhoux")
        #expect(yue.document.markedText == "nei5 hou2")
        try yue.tap("delete")
        #expect(yue.document.markedText == "nei5 hou")
        try yue.tap("space")
        for key in ["n", "e", "i", "5", "h", "o", "u", "2"] { yue.controller.handle(.character(key)) }
        #expect(yue.document.markedText == "nei5 hou2")
        try yue.tap("space")
        try type(yue, "neivvhou")
        #expect(yue.document.markedText == "nei4 hou")
        try yue.tap("space")
        try type(yue, "neihouq")
        #expect(yue.document.markedText == "nei'hou3")
        #expect(yue.barTexts.first == "你好")
    }

    /// q's swipe-up shows the tone digit 1; no tone hint contradicts it under q, while v and x,
    /// whose swipe-ups are no digits, show the tones they type.
    @Test func toneHintsOnlyWhereNoDigitIsShown() throws {
        let yue = try keyboard()
        try type(yue, "nei")
        let hints = try #require(yue.controller.renderState.keyHints)
        #expect(hints == ["v": "1 4", "x": "2 5"])
        for key in yue.layout.keys.map(\.key) where hints[key.id] != nil {
            #expect(key.swipeUp?.first?.isNumber != true, "\(key.id)")
        }
    }

    @Test func pinyinAfter粤拼PredictsInMandarinAgain() throws {
        let yue = try keyboard()
        try type(yue, "neihou")
        try yue.tap("space")
        #expect(yue.document.text == "你好")
        yue.controller.show(.chinese(.pinyin))
        try type(yue, "women")
        #expect(yue.barTexts.first == "我们")
        try yue.tap("space")
        #expect(yue.learner.lessons.map(\.text) == ["我们"])
    }
}

extension TestKeyboard {
    /// The bar after typing `keys` on a fresh composition.
    func barTexts(typing keys: String) throws -> [String] {
        for key in keys { try tap(String(key)) }
        return barTexts
    }
}
