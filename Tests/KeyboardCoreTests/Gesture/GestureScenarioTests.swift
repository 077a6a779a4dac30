import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// 滑行 end to end through the controller: a gesture's word committed (English) or composed
/// (pinyin) as iOS does, the bar's alternatives, backspace right after, and the trail.
@Suite struct GestureScenarioTests {
    func englishKeyboard(text: String = "", traits: TextInputTraits = TextInputTraits(autocapitalizationType: .none)) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        return try TestKeyboard(text: text, traits: traits, configuration: configuration)
    }

    @Test func anEnglishGestureTypesItsWordWithASpaceBeforeTheNextAndBackspaceRemovesItWhole() throws {
        let keyboard = try englishKeyboard()
        try keyboard.swipe(["h", "e", "l", "o"])
        #expect(keyboard.document.text == "hello")
        #expect(keyboard.controller.barTexts.first == "hello")
        try keyboard.swipe(["w", "o", "r", "l", "d"])
        #expect(keyboard.document.text == "hello world")
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "hello")
        // Right after a backspace the gesture is gone: the next deletes one letter.
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "hell")
    }

    @Test func theBarOffersTheGesturesOtherWordsAndAPickSwapsIt() throws {
        let keyboard = try englishKeyboard(text: "say ")
        try keyboard.swipe(["h", "e", "l", "o"])
        let bar = keyboard.controller.barTexts
        #expect(bar.count > 1 && bar.first == "hello")
        #expect(keyboard.controller.renderState.highlightedCandidate == 0)
        keyboard.controller.handle(.command(.selectCandidate(1)))
        #expect(keyboard.document.text == "say " + bar[1])
        try keyboard.tap("delete")
        #expect(keyboard.document.text == "say ")
    }

    /// Issue #89's fuzzer ("sewed" picked typed "Sweden "): the bar showed the gesture's words one
    /// action longer than a pick could swap them, and the pick typed the suggestion under the
    /// cell. Now, once another action has passed, the bar shows what a pick types.
    @Test func afterAnotherActionTheBarShowsWhatAPickTypes() throws {
        for action in [KeyboardAction.shift, .command(.toggleCandidateGrid), .command(.openFormSwitcher)] {
            let keyboard = try englishKeyboard(text: "say ")
            try keyboard.swipe(["h", "e", "l", "o"])
            let alternatives = keyboard.controller.barTexts
            try #require(alternatives.count > 1 && alternatives.first == "hello")
            keyboard.controller.handle(action)
            let bar = keyboard.controller.barTexts
            #expect(bar != alternatives, "\(action): the gesture's words are no longer offered")
            for index in bar.indices {
                let picking = try englishKeyboard(text: "say ")
                try picking.swipe(["h", "e", "l", "o"])
                picking.controller.handle(action)
                #expect(picking.controller.barTexts == bar)
                picking.controller.handle(.command(.selectCandidate(index)))
                let shown = bar[index].trimmingCharacters(in: CharacterSet(charactersIn: "“”")).lowercased()
                #expect(picking.document.text.lowercased().hasSuffix(shown + " "), "\(action): picked \(bar[index]), the field reads \(picking.document.text)")
            }
        }
    }

    @Test func spaceAfterAGestureTypesOnlyASpaceAndShiftCapitalisesTheWord() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits())
        #expect(keyboard.controller.state.shift == .once)
        try keyboard.swipe(["h", "e", "l", "o"])
        #expect(keyboard.document.text == "Hello")
        #expect(keyboard.controller.state.shift == .off)
        try keyboard.tap("space")
        try keyboard.swipe(["w", "o", "r", "l", "d"])
        #expect(keyboard.document.text == "Hello world")
    }

    @Test func withGestureTypingOffAPathOverTheLettersTypesNoWord() throws {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        configuration.gestureTyping = false
        let keyboard = try TestKeyboard(traits: TextInputTraits(autocapitalizationType: .none), configuration: configuration)
        try keyboard.swipe(["h", "e", "l", "o"])
        #expect(keyboard.document.text != "hello", "the setting off, a path is a slide: the key lifted on")
        #expect(keyboard.document.text.count <= 1)
        // On by default: the same path types the word.
        let on = try englishKeyboard()
        try on.swipe(["h", "e", "l", "o"])
        #expect(on.document.text == "hello")
    }

    @Test func aPinyinGestureComposesItsPinyinWithTheWordFirstAndAPickCommitsIt() throws {
        let keyboard = try TestKeyboard()
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        #expect(keyboard.controller.composition.input == "nihao")
        #expect(keyboard.document.markedText == "ni'hao")
        #expect(keyboard.controller.barTexts.first == "你好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        #expect(!keyboard.controller.isComposing)
    }

    @Test func aPinyinGesturesPickTeachesTheLearnerAsATapPickDoes() throws {
        let keyboard = try TestKeyboard()
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        let word = try #require(keyboard.controller.barTexts.first)
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == word)
        #expect(keyboard.learner.lessons.map(\.text) == [word])
        #expect(!keyboard.controller.predictions.texts.isEmpty, "联想 after the pick")
    }

    @Test func backspaceRightAfterAPinyinGestureRemovesTheWholeComposition() throws {
        let keyboard = try TestKeyboard(text: "我")
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        try keyboard.tap("delete")
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text == "我")
        // Letters typed after a gesture are a composition as usual: backspace deletes one.
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        try keyboard.type("m")
        try keyboard.tap("delete")
        #expect(keyboard.controller.composition.input == "nihao")
    }

    @Test func onAnIPadTheGestureIsReadOverThePadsKeys() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.resize(to: StandardKeyboardSize.padPortrait, environment: KeyboardEnvironment(device: .pad))
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        #expect(keyboard.controller.barTexts.first == "你好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        keyboard.controller.handle(.toggleLanguage)
        try keyboard.swipe(["h", "e", "l", "o"])
        #expect(keyboard.document.text.hasSuffix("hello"))
    }

    @Test func aSecondGestureCommitsTheFirstsBestWord() throws {
        let keyboard = try TestKeyboard()
        try keyboard.swipe(["n", "i", "h", "a", "o"])
        try keyboard.swipe(["s", "h", "i", "j", "i", "e"])
        #expect(keyboard.document.text.hasPrefix("你好"))
        #expect(keyboard.controller.isComposing)
    }

    @Test func theTrailIsDrawnWhileTheFingerMovesAndFadesAfterTheLift() throws {
        let keyboard = try englishKeyboard()
        let (h, e, l) = (try keyboard.center(of: "h"), try keyboard.center(of: "e"), try keyboard.center(of: "l"))
        let id = keyboard.down(at: h)
        keyboard.move(id, to: e, time: keyboard.now + 0.05)
        keyboard.move(id, to: l, time: keyboard.now + 0.05)
        let drawing = try #require(keyboard.controller.renderState.gestureTrail)
        #expect(drawing.points == [h, e, l] && drawing.opacity == 1 && drawing.fadeRemaining == nil)
        keyboard.up(id, at: l, time: keyboard.now + 0.05)
        let lifted = keyboard.now
        let fading = try #require(keyboard.controller.renderState.gestureTrail)
        #expect(fading.fadeRemaining == GestureRule().trailFade)
        #expect(keyboard.controller.nextDeadline == lifted + GestureStage.fadeStep)
        keyboard.tick(to: lifted + GestureRule().trailFade / 2)
        let half = try #require(keyboard.controller.renderState.gestureTrail)
        #expect(abs(half.opacity - 0.5) < 1e-9)
        keyboard.tick(to: lifted + GestureRule().trailFade)
        #expect(keyboard.controller.renderState.gestureTrail == nil)
        #expect(keyboard.controller.nextDeadline == nil)
    }
}
