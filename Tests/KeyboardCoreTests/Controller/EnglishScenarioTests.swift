import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// Scripted scenarios in English, and the gestures end to end.
@Suite struct EnglishScenarioTests {
    func englishKeyboard(text: String = "", traits: TextInputTraits = TextInputTraits()) throws -> TestKeyboard {
        var configuration = KeyboardConfiguration()
        configuration.preferredMode = .english
        return try TestKeyboard(text: text, traits: traits, configuration: configuration)
    }

    @Test func autoCapitalisationAndDoubleSpacePeriod() throws {
        let keyboard = try englishKeyboard()
        #expect(keyboard.controller.state.shift == .once)
        try keyboard.type("hi")
        #expect(keyboard.document.text == "Hi")
        #expect(keyboard.controller.state.shift == .off)
        try keyboard.tap("space")
        try keyboard.tap("space")
        #expect(keyboard.document.text == "Hi. ")
        #expect(keyboard.controller.state.shift == .once)
        try keyboard.type("ok")
        #expect(keyboard.document.text == "Hi. Ok")
    }

    @Test func noAutoCapitalisationWhenTheFieldSaysNone() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        #expect(keyboard.controller.state.shift == .off)
        try keyboard.type("hi")
        #expect(keyboard.document.text == "hi")
    }

    @Test func doubleTapShiftLocksCapsAndATapUnlocks() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        let shift = try keyboard.center(of: "shift")
        let first = keyboard.down(at: shift)
        keyboard.up(first, at: shift, time: keyboard.now + 0.05)
        #expect(keyboard.controller.state.shift == .once)
        let second = keyboard.down(at: shift, time: keyboard.now + 0.15)
        keyboard.up(second, at: shift, time: keyboard.now + 0.05)
        #expect(keyboard.controller.state.shift == .locked)
        #expect(keyboard.controller.renderState.shift == .locked)
        try keyboard.type("abc")
        #expect(keyboard.document.text == "ABC")
        #expect(keyboard.controller.state.shift == .locked)
        try keyboard.tap("shift")
        #expect(keyboard.controller.state.shift == .off)
        try keyboard.type("d")
        #expect(keyboard.document.text == "ABCd")
    }

    @Test func shiftTappedOnceGivesOneCapital() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        try keyboard.tap("shift")
        try keyboard.type("ab")
        #expect(keyboard.document.text == "Ab")
    }

    @Test func holdingDeleteForThreeSeconds() throws {
        // 30 words of 4 letters: "word word …".
        let text = Array(repeating: "word", count: 30).joined(separator: " ")
        let keyboard = try englishKeyboard(text: text)
        let delete = try keyboard.center(of: "delete")
        let start = keyboard.now
        let id = keyboard.down(at: delete)
        var time = start
        while time < start + 3.0 - 1e-9 {
            time += 0.05
            keyboard.tick(to: min(time, start + 3.0))
        }
        keyboard.up(id, at: delete, time: start + 3.0)
        // One on press, 14 single repeats (0.6…1.9 s), then 11 word repeats (2.0…3.0 s).
        let singles = 1 + 14
        var expected = text
        expected.removeLast(singles)
        for _ in 0..<11 {
            let tokenizer = TextTokenizer(expected)
            let start = tokenizer.position(from: TextPosition(tokenizer.characters.count), toBoundary: .word, inDirection: .backward)?.offset ?? 0
            expected = String(expected.prefix(start))
        }
        #expect(keyboard.document.text == expected)
        #expect(text.count - keyboard.document.text.count > 11 * 4)
        #expect(keyboard.controller.nextDeadline == nil)
    }

    @Test func slidingBetweenKeysTypesOnlyTheLastAndReportsTheDrag() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        // To the neighbour and back and to it again: two keys entered, so no 滑行 gesture (`GestureRule`).
        let (q, w) = (try keyboard.center(of: "q"), try keyboard.center(of: "w"))
        let id = keyboard.down(at: q)
        #expect(keyboard.move(id, to: w, time: keyboard.now + 0.05) == [.slide(touchID: id, from: "q", to: "w")])
        keyboard.move(id, to: q, time: keyboard.now + 0.05)
        keyboard.move(id, to: w, time: keyboard.now + 0.05)
        #expect(keyboard.controller.renderState.pressedKeys == ["w"])
        keyboard.up(id, at: w, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == "w")
        #expect(keyboard.controller.renderState.pressedKeys.isEmpty)
    }

    @Test func draggingTheSpaceBarMovesTheCaret() throws {
        let keyboard = try englishKeyboard(text: "hello world")
        let space = try keyboard.center(of: "space")
        let id = keyboard.down(at: space)
        keyboard.move(id, to: LayoutPoint(x: space.x - 20, y: space.y), time: keyboard.now + 0.05)
        keyboard.move(id, to: LayoutPoint(x: space.x - 57, y: space.y), time: keyboard.now + 0.05)
        #expect(keyboard.controller.renderState.isDraggingSpace)
        keyboard.up(id, at: LayoutPoint(x: space.x - 57, y: space.y), time: keyboard.now + 0.05)
        // (57 − 12) / 9 = 5 characters left: before "world".
        #expect(keyboard.document.selectedTextRange == .caret(at: 6))
        #expect(keyboard.document.text == "hello world")
    }

    @Test func longPressPicksAnAccentedLetter() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        let e = try keyboard.center(of: "e")
        let id = keyboard.down(at: e)
        keyboard.tick(to: keyboard.now + 0.45)
        let callout = try #require(keyboard.controller.renderState.callout)
        #expect(callout.keyID == "e")
        let geometry = CalloutGeometry(
            keyFrame: try #require(keyboard.layout.key(id: "e")).frame, count: callout.alternates.count, bounds: keyboard.layout.size)
        let cell = geometry.cells[2].center
        keyboard.move(id, to: cell, time: keyboard.now + 0.1)
        keyboard.up(id, at: cell, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == callout.alternates[2])
        #expect(keyboard.controller.renderState.callout == nil)
    }

    @Test func accentsFollowShiftAtASentenceStartAndCapsLock() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .sentences))
        let e = try keyboard.center(of: "e")
        let frame = try #require(keyboard.layout.key(id: "e")).frame
        func holdAndPick(_ index: Int) throws -> [String] {
            let id = keyboard.down(at: e)
            keyboard.tick(to: keyboard.now + 0.45)
            let callout = try #require(keyboard.controller.renderState.callout)
            let cell = CalloutGeometry(keyFrame: frame, count: callout.alternates.count, bounds: keyboard.layout.size).cells[index].center
            keyboard.move(id, to: cell, time: keyboard.now + 0.1)
            keyboard.up(id, at: cell, time: keyboard.now + 0.05)
            return callout.alternates
        }
        #expect(keyboard.controller.state.shift == .once, "a sentence start shifts")
        let shifted = try holdAndPick(2)
        #expect(shifted.prefix(4) == ["E", "È", "É", "Ê"])
        #expect(keyboard.document.text == "É")
        #expect(keyboard.controller.state.shift == .off, "the one-shot shift is used")
        #expect(try holdAndPick(2).prefix(3) == ["e", "è", "é"])
        #expect(keyboard.document.text == "Éé")
        keyboard.controller.handle(.capsLock)
        #expect(try holdAndPick(3).prefix(4) == ["E", "È", "É", "Ê"])
        #expect(keyboard.document.text == "ÉéÊ")
        #expect(ShiftState.once.cased("ß") == "ß")
    }

    @Test func swipeUpTypesTheDigit() throws {
        let keyboard = try englishKeyboard()
        let w = try keyboard.center(of: "w")
        let id = keyboard.down(at: w)
        let up = LayoutPoint(x: w.x, y: w.y - 24)
        keyboard.move(id, to: up, time: keyboard.now + 0.04)
        keyboard.up(id, at: up, time: keyboard.now + 0.04)
        #expect(keyboard.document.text == "2")
    }

    @Test func smartQuotesAndDashesFollowTheTraits() throws {
        let keyboard = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        for key in ["\"", "h", "i", "\"", " ", "-", "-"] { keyboard.controller.keyPress(.character(key)) }
        #expect(keyboard.document.text == "“hi” —")
        let plain = try englishKeyboard(traits: TextInputTraits(autocapitalizationType: .none, smartQuotesType: .no, smartDashesType: .no))
        for key in ["\"", "h", "i", "\"", "-", "-"] { plain.controller.keyPress(.character(key)) }
        #expect(plain.document.text == "\"hi\"--")
    }

    @Test func firstPageFollowsTheKeyboardType() throws {
        let numbers = try TestKeyboard(traits: TextInputTraits(keyboardType: .numberPad))
        #expect(numbers.controller.state.keyboard.page == .numbers)
        #expect(numbers.layout.layoutID == LayoutID.numberPad)
        try numbers.tap("7")
        #expect(numbers.document.text == "7")
        let decimal = try TestKeyboard(traits: TextInputTraits(keyboardType: .decimalPad))
        #expect(decimal.controller.state.keyboard.page == .numbers)
        let email = try TestKeyboard(traits: TextInputTraits(keyboardType: .emailAddress))
        #expect(email.controller.state.keyboard.page == .letters)
        #expect(email.controller.state.keyboard.mode == .english)
        let url = try TestKeyboard(traits: TextInputTraits(keyboardType: .url))
        #expect(url.controller.state.keyboard.mode == .english)
        let plain = try TestKeyboard()
        #expect(plain.controller.state.keyboard.mode == .chinese)
    }

    @Test func pagesSwitchAndFitOnlyOnResize() throws {
        let keyboard = try TestKeyboard()
        try keyboard.tap("123")
        #expect(keyboard.controller.state.keyboard.page == .numbers)
        #expect(keyboard.layout.layoutID == LayoutID("numbers-zh"))
        try keyboard.tap("abc")
        #expect(keyboard.layout.layoutID == LayoutID("pinyin-26"))
        keyboard.controller.resize(to: StandardKeyboardSize.padPortrait, environment: KeyboardEnvironment(device: .pad))
        #expect(keyboard.layout.size == StandardKeyboardSize.padPortrait)
    }

    @Test func globeAndDismissAreHostRequests() throws {
        let keyboard = try TestKeyboard()
        try keyboard.tap("globe")
        keyboard.controller.handle(.dismissKeyboard)
        #expect(keyboard.controller.takeHostRequests() == [.nextKeyboard, .dismissKeyboard])
        #expect(keyboard.controller.takeHostRequests().isEmpty)
    }

    @Test func theEmojiPageHasAWayBack() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.page(.emoji))
        #expect(keyboard.controller.renderState.placeholder == nil)
        #expect(keyboard.controller.renderState.emojiPage != nil)
        try keyboard.tap("abc")
        #expect(keyboard.controller.state.keyboard.page == .letters)
    }
}
