import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The candidate bar is laid out once per change of what it shows, however often a touch is
/// hit-tested against it and a frame reads it.
@Suite struct CandidateLayoutCacheTests {
    /// Counts the layouts `controller`'s cache makes from now on.
    final class Count {
        var made = 0
    }

    func counting(_ keyboard: TestKeyboard) -> Count {
        let count = Count()
        let make = keyboard.controller.candidateLayoutCache.make
        keyboard.controller.candidateLayoutCache.make = { inputs, fitted in
            count.made += 1
            return make(inputs, fitted)
        }
        return count
    }

    @Test func aKeyTapLaysTheBarOutOnce() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ni")
        _ = keyboard.controller.renderState
        let count = counting(keyboard)
        try keyboard.tap("h")
        _ = keyboard.controller.renderState
        #expect(count.made == 1, "down, up and one frame after a letter")
    }

    @Test func framesAndHitTestsWithNothingChangedReuseTheLayout() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        let count = counting(keyboard)
        let cell = try #require(bar.cells.first)
        for _ in 0..<3 {
            _ = keyboard.controller.renderState
            #expect(keyboard.controller.target(at: cell.frame.center) == .button(id: "candidate-0", action: .command(.selectCandidate(0))))
        }
        #expect(count.made == 0)
    }

    @Test func aChangedGridPageOrCandidateListLaysTheBarOutAgain() throws {
        let fitted = try TestKeyboard().layout
        var cache = LayoutCache<[String], Int>()
        var made = 0
        func layout(_ inputs: [String]) -> Int {
            cache.layout(for: inputs) {
                made += 1
                return $0.count
            }
        }
        #expect(layout(["你", "呢"]) == 2 && layout(["你", "呢"]) == 2)
        #expect(made == 1)
        #expect(layout(["你好"]) == 1)
        #expect(made == 2)
        var candidates = CandidateLayoutCache()
        let first = candidates.layout(candidates: ["你", "呢"], gridOpen: false, gridPage: 0, in: fitted)
        #expect(candidates.layout(candidates: ["你", "呢"], gridOpen: false, gridPage: 0, in: fitted) == first)
        #expect(candidates.layout(candidates: ["你好"], gridOpen: false, gridPage: 0, in: fitted).bar?.cells.map(\.text) == ["你好"])
        let many = (0..<60).map { "字\($0)" }
        #expect(candidates.layout(candidates: many, gridOpen: false, gridPage: 0, in: fitted).grid == nil)
        #expect(candidates.layout(candidates: many, gridOpen: true, gridPage: 0, in: fitted).grid != nil, "the grid opened: laid out again")
    }
}
