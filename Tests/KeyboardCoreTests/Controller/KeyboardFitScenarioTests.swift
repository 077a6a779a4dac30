import KeyboardLayout
import TextInputModel
import Testing
@testable import KeyboardCore

/// One-handed mode and the keyboard's height on the controller: the strip's keys, the globe key's
/// menu and a height change refit the keys, typing still works, and the host is told to keep it.
@Suite struct KeyboardFitScenarioTests {
    @Test func oneHandedRightStillTypesAndTheStripSwitchesAndGoesBack() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.command(.fit(.oneHanded(.right))))
        #expect(keyboard.controller.layouts.environment.fit.oneHanded == .right)
        #expect(keyboard.controller.takeHostRequests().contains(.keyboardFit(KeyboardFit(oneHanded: .right))))
        let q = try #require(keyboard.layout.key(id: "q"))
        #expect(q.frame.minX >= keyboard.layout.keysArea.minX)
        try keyboard.type("nihao")
        #expect(keyboard.controller.candidates.first?.text == "你好")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好")
        try keyboard.tap(OneHandedStrip.switchSideID)
        #expect(keyboard.controller.layouts.environment.fit.oneHanded == .left)
        try keyboard.tap(OneHandedStrip.fullWidthID)
        #expect(keyboard.controller.layouts.environment.fit.oneHanded == nil)
        #expect(keyboard.layout.key(id: OneHandedStrip.fullWidthID) == nil)
    }

    @Test func holdingTheGlobeKeyAndSlidingToTheLeftGlyphMovesTheKeysLeft() throws {
        let keyboard = try TestKeyboard()
        let globe = try keyboard.center(of: "globe")
        let id = keyboard.down(at: globe)
        keyboard.tick(to: keyboard.now + 0.45)
        let callout = try #require(keyboard.controller.renderState.callout)
        #expect(callout.alternates == GlobeFitMenu.glyphs)
        let geometry = CalloutGeometry(
            keyFrame: try #require(keyboard.layout.key(id: "globe")).frame, count: callout.alternates.count, bounds: keyboard.layout.size)
        let left = try #require(geometry.cells.first).center
        keyboard.move(id, to: left, time: keyboard.now + 0.1)
        keyboard.up(id, at: left, time: keyboard.now + 0.05)
        #expect(keyboard.controller.layouts.environment.fit.oneHanded == .left)
        #expect(keyboard.document.text.isEmpty)
        #expect(!keyboard.controller.takeHostRequests().contains(.nextKeyboard))
        let q = try #require(keyboard.layout.key(id: "q"))
        #expect(q.frame.minX < keyboard.layout.size.width * 0.1)
        #expect(try #require(keyboard.layout.key(id: "p")).frame.maxX <= keyboard.layout.size.width * KeyboardFit.oneHandedWidth)
    }

    @Test func holdingTheGlobeKeyAndLettingGoWithoutASlideChangesNothing() throws {
        let keyboard = try TestKeyboard()
        let globe = try keyboard.center(of: "globe")
        let id = keyboard.down(at: globe)
        keyboard.tick(to: keyboard.now + 0.45)
        #expect(keyboard.controller.renderState.callout?.highlightedIndex == nil, "the menu opens with nothing picked")
        let jitter = LayoutPoint(x: globe.x + 3, y: globe.y - 2)
        keyboard.move(id, to: jitter, time: keyboard.now + 0.1)
        keyboard.up(id, at: jitter, time: keyboard.now + 0.05)
        #expect(keyboard.controller.layouts.environment.fit == KeyboardFit())
        #expect(!keyboard.controller.takeHostRequests().contains { if case .keyboardFit = $0 { true } else { false } })
        #expect(keyboard.document.text.isEmpty)
    }

    @Test func theGlobeMenuMakesTheKeysTallerAndShorterByAStep() throws {
        let keyboard = try TestKeyboard()
        let frame = try #require(keyboard.layout.key(id: "globe")).frame
        func pick(_ glyph: String) throws {
            let id = keyboard.down(at: frame.center)
            keyboard.tick(to: keyboard.now + 0.45)
            let callout = try #require(keyboard.controller.renderState.callout)
            let index = try #require(callout.alternates.firstIndex(of: glyph))
            let geometry = CalloutGeometry(keyFrame: frame, count: callout.alternates.count, bounds: keyboard.layout.size)
            let cell = geometry.cells[index].center
            keyboard.move(id, to: cell, time: keyboard.now + 0.1)
            keyboard.up(id, at: cell, time: keyboard.now + 0.05)
        }
        try pick("高")
        #expect(keyboard.controller.layouts.environment.fit.heightScale == 1.05)
        try pick("高")
        #expect(keyboard.controller.layouts.environment.fit.heightScale == 1.1)
        try pick("矮")
        #expect(keyboard.controller.layouts.environment.fit.heightScale == 1.05)
        #expect(keyboard.controller.takeHostRequests().contains(.keyboardFit(KeyboardFit(heightScale: 1.05))))
        #expect(KeyboardFitCommand.heightStep(1).applied(to: KeyboardFit(heightScale: 1.25)).heightScale == 1.25)
        #expect(KeyboardFitCommand.heightStep(-1).applied(to: KeyboardFit(heightScale: 0.8)).heightScale == 0.8)
        #expect(KeyboardFitCommand(code: KeyboardFitCommand.heightStep(-1).code) == .heightStep(-1))
    }

    @Test func aCalloutOpensOverTheKeyWhereOneHandedModePutIt() throws {
        let keyboard = try TestKeyboard(traits: TextInputTraits(autocapitalizationType: .none))
        keyboard.controller.handle(.command(.fit(.oneHanded(.right))))
        keyboard.controller.handle(.toggleLanguage)
        let e = try #require(keyboard.layout.key(id: "e"))
        #expect(e.frame.minX >= keyboard.layout.keysArea.minX && keyboard.layout.keysArea.minX > 0, "the English letters moved right too")
        let id = keyboard.down(at: LayoutPoint(x: e.frame.midX, y: e.frame.midY))
        keyboard.tick(to: keyboard.now + 0.45)
        let callout = try #require(keyboard.controller.renderState.callout)
        let geometry = CalloutGeometry(keyFrame: e.frame, count: callout.alternates.count, bounds: keyboard.layout.size)
        #expect(geometry.cells.allSatisfy { $0.minX >= 0 && $0.maxX <= keyboard.layout.size.width })
        let cell = geometry.cells[1].center
        keyboard.move(id, to: cell, time: keyboard.now + 0.1)
        keyboard.up(id, at: cell, time: keyboard.now + 0.05)
        #expect(keyboard.document.text == callout.alternates[1])
    }

    @Test func aCalloutPickOnAnotherKeyStillTypesTheGlyph() {
        let key = LayoutKey(id: "x", action: .character("x"), label: "x")
        #expect(key.calloutAction("◧") == .character("◧"))
        let globe = LayoutKey(id: "globe", action: .nextKeyboard, label: "🌐")
        #expect(globe.calloutAction("◨") == .command(.fit(.oneHanded(.right))))
        #expect(globe.calloutAction("▣") == .command(.fit(.fullWidth)))
    }

    @Test func aHeightChangeScalesTheKeysNotTheBar() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.handle(.command(.fit(.height(1.25))))
        #expect(keyboard.controller.layouts.size.height == 44 + 270)
        #expect(keyboard.layout.candidateBarFrame?.height == 44)
        keyboard.controller.handle(.command(.fit(.height(0.8))))
        #expect(keyboard.controller.layouts.size.height == 44 + (216 * 0.8).rounded())
    }
}
