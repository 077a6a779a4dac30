import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The engine's candidate list on the keyboard: the bar shows its first places, the grid goes on
/// where the bar ends, and a picked beginning leaves the rest to finish from the same list.
@Suite struct CandidateListScenarioTests {
    @Test func theGridContinuesWhereTheBarEndsWithoutRepeatingIt() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let closed = try #require(keyboard.controller.renderState.candidateBar)
        let control = try #require(closed.expandControl)
        keyboard.tapPoint(control.center)
        let bar = try #require(keyboard.controller.renderState.candidateBar)
        let grid = try #require(keyboard.controller.renderState.candidateGrid)
        let barTexts = bar.cells.map(\.text), gridTexts = grid.cells.map(\.text)
        #expect(Set(barTexts).isDisjoint(with: gridTexts), "bar \(barTexts), grid \(gridTexts)")
        #expect(grid.cells.first?.candidateIndex == bar.cells.count)
        // A grid cell picks the candidate it shows.
        let cell = try #require(grid.cells.first)
        keyboard.tapPoint(cell.frame.center)
        #expect(keyboard.document.text.hasPrefix(cell.text))
    }

    @Test func theBarOffersTheFirstWordsOtherReadings() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("ta")
        let bar = try #require(keyboard.controller.renderState.candidateBar).cells.prefix(5).map(\.text)
        for word in ["他", "她", "它"] { #expect(bar.contains(word), "\(bar)") }
    }

    @Test func aPickedBeginningLeavesTheRestToFinishFromTheList() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nijuedegushiyaozouhonglema")
        let gold = "你觉得股市要走红了吗"
        var rest = gold
        var picks = 0
        while !rest.isEmpty, picks < 6 {
            let texts = keyboard.controller.barTexts
            let index = try #require(texts.prefix(9).indices.filter { rest.hasPrefix(texts[$0]) }.max { texts[$0].count < texts[$1].count },
                                     "nothing in \(texts.prefix(9)) begins \(rest)")
            if picks == 0 { #expect(texts[index] == "你觉得" || texts[index] == gold, "\(texts.prefix(9))") }
            rest.removeFirst(texts[index].count)
            keyboard.controller.handle(.command(.selectCandidate(index)))
            picks += 1
        }
        #expect(keyboard.document.text == gold)
    }
}
