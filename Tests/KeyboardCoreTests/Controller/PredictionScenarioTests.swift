import Foundation
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// 联想 and touch-aware 纠错, from touches to the document.
@Suite struct PredictionScenarioTests {
    private func commit你好(_ keyboard: TestKeyboard) throws {
        try keyboard.type("nihao")
        let index = try #require(keyboard.controller.renderState.candidates.firstIndex(of: "你好"))
        keyboard.controller.handle(.command(.selectCandidate(index)))
    }

    @Test func aCommitIsFollowedByPredictionsAndTappingOneCommitsIt() throws {
        let keyboard = try TestKeyboard()
        try commit你好(keyboard)
        let state = keyboard.controller.renderState
        #expect(state.candidates.count >= 3, "\(state.candidates)")
        #expect(state.markedText == nil && state.highlightedCandidate == nil)
        let bar = try #require(keyboard.controller.screen.candidates.bar)
        #expect(!bar.cells.isEmpty, "the predictions are drawn as the bar's cells")
        let first = state.candidates[0]
        keyboard.controller.handle(.command(.selectCandidate(0)))
        #expect(keyboard.document.text == "你好" + first)
        #expect(!keyboard.controller.isComposing)
        // And again after the prediction.
        #expect(!keyboard.controller.renderState.candidates.isEmpty)
    }

    @Test func typingReplacesThePredictions() throws {
        let keyboard = try TestKeyboard()
        try commit你好(keyboard)
        try keyboard.type("w")
        #expect(keyboard.controller.isComposing)
        #expect(keyboard.document.markedText == "w")
        #expect(keyboard.controller.renderState.candidates.first == keyboard.controller.candidates.first?.text)
    }

    @Test func deletingDropsThePredictions() throws {
        let keyboard = try TestKeyboard()
        try commit你好(keyboard)
        keyboard.controller.handle(.backspace)
        #expect(keyboard.controller.renderState.candidates.isEmpty)
        #expect(keyboard.document.text == "你")
    }

    @Test func aTypoTypedOnTheKeysIsCorrected() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihoa")
        #expect(keyboard.controller.renderState.candidates.first == "你好")
        #expect(keyboard.document.markedText == "ni'hao")
    }

    @Test func aTouchOnAKeysBorderReadsAsTheNeighbour() throws {
        // `p` hit on its left edge, next to `o`: 你好 (nihao) first.
        let keyboard = try TestKeyboard()
        try keyboard.type("niha")
        let p = try #require(keyboard.layout.key(id: "p"))
        keyboard.tapPoint(LayoutPoint(x: p.hitFrame.minX + 1, y: p.hitFrame.midY))
        #expect(keyboard.document.markedText == "ni'hao")
        #expect(keyboard.controller.renderState.candidates.first == "你好")
    }
}
