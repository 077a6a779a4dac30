import KeyboardLayout
import Testing
@testable import KeyboardCore

/// One-handed mode and the keyboard's height on the controller: the strip's keys, the globe key's
/// menu and a height change refit the keys, typing still works, and the host is told to keep it.
@Suite struct KeyboardFitScenarioTests {
    @Test func oneHandedRightStillTypesAndTheStripSwitchesAndGoesBack() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.command(.fit(.oneHanded(.right))))
        #expect(keyboard.controller.fit.oneHanded == .right)
        #expect(keyboard.controller.takeHostRequests().contains(.keyboardFit(KeyboardFit(oneHanded: .right))))
        let q = try #require(keyboard.layout.key(id: "q"))
        #expect(q.frame.minX >= keyboard.layout.keysArea.minX)
        try keyboard.type("nihao")
        #expect(keyboard.controller.candidates.first?.text == "你好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        try keyboard.tap(OneHandedStrip.switchSideID)
        #expect(keyboard.controller.fit.oneHanded == .left)
        try keyboard.tap(OneHandedStrip.fullWidthID)
        #expect(keyboard.controller.fit.oneHanded == nil)
        #expect(keyboard.layout.key(id: OneHandedStrip.fullWidthID) == nil)
    }

    @Test func theGlobeKeysMenuPicksASide() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.perform(KeyPress(.character("◧"), .calloutPick, keyID: "globe"))
        #expect(keyboard.controller.fit.oneHanded == .left)
        #expect(keyboard.document.text.isEmpty)
    }

    @Test func aHeightChangeScalesTheKeysNotTheBar() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.command(.fit(.height(1.25))))
        #expect(keyboard.controller.size.height == 44 + 270)
        #expect(keyboard.layout.candidateBarFrame?.height == 44)
        keyboard.controller.handle(.command(.fit(.height(0.8))))
        #expect(keyboard.controller.size.height == 44 + (216 * 0.8).rounded())
    }
}
