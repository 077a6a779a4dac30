import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The candidate bar is laid out once per change of what it shows, however often a touch is
/// hit-tested against it and a frame reads it.
@Suite struct CandidateLayoutCacheTests {
    @Test func aKeyTapLaysTheBarOutOnce() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ni")
        _ = keyboard.controller.renderState
        let before = keyboard.controller.candidateLayoutCache.layoutsComputed
        try keyboard.tap("h")
        _ = keyboard.controller.renderState
        #expect(keyboard.controller.candidateLayoutCache.layoutsComputed == before + 1, "down, up and one frame after a letter")
    }

    @Test func framesAndHitTestsWithNothingChangedReuseTheLayout() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        let before = keyboard.controller.candidateLayoutCache.layoutsComputed
        let cell = try #require(bar.cells.first)
        for _ in 0..<3 {
            _ = keyboard.controller.renderState
            #expect(keyboard.controller.target(at: cell.frame.center) == .button(id: "candidate-0", action: .command(.selectCandidate(0))))
        }
        #expect(keyboard.controller.candidateLayoutCache.layoutsComputed == before)
    }

    @Test func aChangedGridPageOrCandidateListLaysTheBarOutAgain() throws {
        let fitted = try TestKeyboard().layout
        var cache = CandidateLayoutCache()
        let first = cache.layout(candidates: ["你", "呢"], gridOpen: false, gridPage: 0, in: fitted)
        #expect(cache.layout(candidates: ["你", "呢"], gridOpen: false, gridPage: 0, in: fitted) == first)
        #expect(cache.layoutsComputed == 1)
        let other = cache.layout(candidates: ["你好"], gridOpen: false, gridPage: 0, in: fitted)
        #expect(other.bar?.cells.map(\.text) == ["你好"])
        _ = cache.layout(candidates: ["你好"], gridOpen: true, gridPage: 0, in: fitted)
        _ = cache.layout(candidates: ["你好"], gridOpen: true, gridPage: 1, in: fitted)
        #expect(cache.layoutsComputed == 4)
    }
}
