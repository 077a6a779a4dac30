import ChineseEngine
import Testing
@testable import KeyboardCore

/// What a swap of the 手写 pause's character teaches: the alternative chosen, read as the pad read
/// it (a 繁體 script setting shows the traditional form of the simplified character it read), and
/// nothing of the character it replaced.
extension HandwritingScenarioTests {
    /// Writes 十 and lets the pause commit it; the alternatives the bar then offers.
    private func pauseCommitted(_ keyboard: TestKeyboard) throws -> [String] {
        try keyboard.write(PadWriting.ten)
        keyboard.tick(to: keyboard.now + (HandwritingSettings().newCharacterPause ?? 0) + 0.1)
        let offered = keyboard.barTexts
        try #require(offered.count >= 2 && keyboard.document.text == offered[0], "\(offered)")
        return offered
    }

    @Test func aSwapTeachesTheAlternativeChosenAndNotTheCharacterItReplaced() throws {
        let keyboard = try padKeyboard()
        let offered = try pauseCommitted(keyboard)
        keyboard.controller.handle(.command(.selectCandidate(1)))
        #expect(keyboard.document.text == offered[1])
        // The next character is written: the swap is kept.
        try keyboard.writeStroke(PadWriting.one[0])
        let chosen = keyboard.controller.memory.choices.chosen(.chinese, after: "")
        #expect(chosen == [offered[1]], "only the alternative chosen is remembered: \(chosen)")
    }

    @Test func thePausesCharacterKeptIsLearnedOnceTheNextOneIsWritten() throws {
        let keyboard = try padKeyboard()
        let offered = try pauseCommitted(keyboard)
        try keyboard.writeStroke(PadWriting.one[0])
        #expect(keyboard.controller.memory.choices.chosen(.chinese, after: "") == [offered[0]])
    }

    @Test func aSwapInATraditionalScriptLearnsTheReadingOfWhatThePadRead() throws {
        let keyboard = try padKeyboard(script: .tw)
        _ = try pauseCommitted(keyboard)
        let edit = try #require(keyboard.controller.commits.lastEdit?.commit)
        // An alternative shown otherwise than the pad read it (its traditional form).
        let index = try #require(edit.alternatives.indices.first { $0 > 0 && edit.alternativeReadings[$0] != edit.alternatives[$0] },
                                 "\(edit.alternatives) read as \(edit.alternativeReadings)")
        keyboard.controller.handle(.command(.selectCandidate(index)))
        let swap = try #require(keyboard.controller.commits.lastEdit?.commit)
        #expect(swap.text == edit.alternatives[index])
        #expect(swap.lessons.contains(.reading(of: edit.alternativeReadings[index])), "\(swap.lessons)")
        #expect(!swap.lessons.contains(.reading(of: edit.alternatives[index])), "\(swap.lessons)")
    }
}
