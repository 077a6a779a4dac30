import Foundation
import KeyboardLayout
import Testing
import TextInputModel
@testable import KeyboardCore

/// A long press on a candidate opens its menu (删除) instead of picking it; 删除 asks the learner
/// to forget it; a touch elsewhere only closes the menu.
@Suite struct CandidateMenuTests {
    /// Holds the bar's candidate `index` past the long-press delay; returns the touch id and point.
    func holdCandidate(_ index: Int, on keyboard: TestKeyboard) throws -> (Int, LayoutPoint) {
        let bar = try #require(keyboard.controller.screen.candidates.bar)
        let cell = try #require(bar.cells.first { $0.candidateIndex == index })
        let id = keyboard.down(at: cell.frame.center)
        #expect(keyboard.controller.nextDeadline != nil)
        keyboard.tick(to: keyboard.now + keyboard.controller.configuration.touch.longPressDelay + 0.01)
        return (id, cell.frame.center)
    }

    @Test func longPressOpensTheMenuAndDeleteForgetsTheCandidate() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let target = keyboard.controller.candidates[1].text
        let (id, point) = try holdCandidate(1, on: keyboard)
        let menu = try #require(keyboard.controller.renderState.candidateMenu)
        #expect(menu.candidateIndex == 1 && menu.text == target)
        #expect(menu.items.map(\.title) == ["删除"])
        // Lifting the held finger picks nothing.
        keyboard.up(id, at: point, time: keyboard.now + 0.05)
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.document.text == "ni'hao")
        #expect(keyboard.controller.renderState.candidateMenu != nil)
        // The menu sits inside the keyboard, below the bar, and the core hit-tests the same frame.
        let item = try #require(menu.items.first)
        #expect(item.frame.minY >= (keyboard.controller.screen.candidates.bar?.frame.maxY ?? 0))
        #expect(keyboard.controller.target(at: item.frame.center) == .button(id: item.id, action: .command(.deleteCandidate(1))))
        keyboard.tapPoint(item.frame.center)
        #expect(keyboard.learner.forgotten.map(\.text) == [target])
        #expect(keyboard.learner.forgotten.first?.input == "nihao")
        #expect(keyboard.controller.renderState.candidateMenu == nil)
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.learner.lessons.isEmpty)
    }

    @Test func aTouchOutsideTheMenuOnlyClosesIt() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let (id, point) = try holdCandidate(0, on: keyboard)
        keyboard.up(id, at: point, time: keyboard.now + 0.05)
        #expect(keyboard.controller.renderState.candidateMenu != nil)
        // A key under the menu's dismissal types nothing.
        try keyboard.tap("a")
        #expect(keyboard.controller.renderState.candidateMenu == nil)
        #expect(keyboard.document.text == "ni'hao")
        #expect(keyboard.learner.forgotten.isEmpty)
        // Then typing goes on as usual.
        try keyboard.tap("a")
        #expect(keyboard.document.text != "ni'hao")
    }

    @Test func aShortTapStillPicksAndACredentialFieldForgetsNothing() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let first = keyboard.controller.candidates[0].text
        let bar = try #require(keyboard.controller.screen.candidates.bar)
        keyboard.tapPoint(try #require(bar.cells.first).frame.center)
        #expect(keyboard.document.text == first)

        // A one-time-code field composes Chinese but learns nothing, and forgets nothing either.
        let secure = try TestKeyboard(traits: TextInputTraits(textContentType: .oneTimeCode))
        secure.controller.handle(.setMode(.chinese))
        try secure.type("nihao")
        #expect(secure.controller.isComposing)
        secure.controller.handle(.command(.openCandidateMenu(0)))
        secure.controller.handle(.command(.deleteCandidate(0)))
        #expect(secure.learner.forgotten.isEmpty)
    }
}
