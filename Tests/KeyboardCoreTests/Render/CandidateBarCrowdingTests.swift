import KeyboardLayout
import Testing
@testable import KeyboardCore

/// A long sentence in the bar (`CandidateBarLayout+Crowding`): the first shown whole (smaller when
/// it must be), the next ones by what they add to the beginning they share with it, so a phone
/// shows at least three and no two read the same.
@Suite struct CandidateBarCrowdingTests {
    /// A phone's bar (an iPhone's 375 points) while composing pinyin (the 笔 control and the
    /// chevron at its right end).
    let frame = LayoutRect(x: 0, y: 0, width: 375, height: 44)

    func bar(_ candidates: [String], gridOpen: Bool = false) -> CandidateBarLayout {
        CandidateBarLayout(candidates: candidates, in: frame, isGridOpen: gridOpen, strokeFilter: .closed)
    }

    @Test func theNextCandidatesShowWhatTheyAdd() {
        let shown = bar(["明天下午三点间", "明天下午三点钟见", "明天下午三点见", "明天下午", "明天", "明"])
        #expect(shown.cells.count >= 3, "\(shown.cells.map(\.text))")
        #expect(shown.cells.prefix(3).map(\.text) == ["明天下午三点间", "…钟见", "…见"])
        #expect(shown.cells.prefix(3).map(\.shows) == [.whole, .difference, .difference])
        #expect(Set(shown.cells.map(\.text)).count == shown.cells.count)
        #expect(shown.cells.allSatisfy { $0.fontSize == shown.fontSize }, "the first fits at the bar's size")
    }

    @Test func aLongFirstStaysWholeAtASmallerSizeBesideTheNextOnes() throws {
        let sentence = "这个问题我们明天再讨论"
        let shown = bar([sentence, "这个问题我们明天在讨论", "这个问题women明天再讨论", "这个问题", "这个"])
        #expect(shown.cells.first?.text == sentence && shown.cells.first?.shows == .whole, "\(shown.cells.map(\.text))")
        let first = try #require(shown.cells.first)
        #expect(first.fontSize < shown.fontSize && first.fontSize >= shown.fontSize * CandidateBarLayout.firstMinimumScale)
        #expect(shown.cells.count >= 3 && shown.cells[1].text == "…在…", "\(shown.cells.map(\.text))")
        #expect(shown.cells.allSatisfy { $0.frame.maxX <= shown.strokeFilterControl!.minX + 1e-9 })
    }

    @Test func whatFitsOrTheOpenGridShowsWhole() {
        #expect(bar(["你好吗", "你好", "你"]).cells.map(\.text) == ["你好吗", "你好", "你"], "short candidates that fit are never shortened")
        let long = ["明天下午三点间", "明天下午三点钟见", "明天下午三点见"]
        #expect(bar(long, gridOpen: true).cells.allSatisfy { $0.shows == .whole }, "the open grid shows the rest whole")
        // A later candidate that shares too little with the first is shown whole (or cut at its end).
        let shown = bar(["明天下午三点间", "名单上的人都来了吗", "明天下午三点见"])
        #expect(shown.cells[1].shows != .difference)
    }

    @Test func theDifferenceIsWhatChangesBetweenWhatIsShared() {
        #expect(CandidateBarLayout.difference(of: "这个问题我们明天在讨论", from: "这个问题我们明天再讨论") == "…在…")
        #expect(CandidateBarLayout.difference(of: "这个问题women明天再讨论", from: "这个问题我们明天再讨论") == "…women…")
        #expect(CandidateBarLayout.difference(of: "明天下午三点见", from: "明天下午三点间") == "…见")
        #expect(CandidateBarLayout.difference(of: "明天下午见", from: "明天下午三点见") == "…见", "a candidate leaving out a middle shows its tail")
        #expect(CandidateBarLayout.difference(of: "明天下午", from: "明天下午三点见") == nil, "a beginning of the first is shown whole")
        #expect(CandidateBarLayout.difference(of: "名天", from: "明天下午三点见") == nil)
    }

    /// The engine's list for `zhegewentiwomenmingtianzaitaolun`: the third, cut, would read `…在…`
    /// as the second does; it is left to the grid and the fourth shows instead.
    @Test func aCutThatReadsAsACellBeforeItGivesWayToTheNext() {
        let shown = bar(["这个问题我们明天再讨论", "这个问题我们明天在讨论", "这个问题我们明天在套路呢", "这个问题我们明天在", "这个问题", "这"])
        let texts = shown.cells.map(\.text)
        #expect(texts.count >= 3, "\(texts)")
        #expect(Set(texts).count == texts.count, "no two read the same: \(texts)")
        #expect(shown.cells.first?.text == "这个问题我们明天再讨论")
        #expect(shown.expandControl != nil, "the one left out is in the grid")
    }

    @Test func aRepeatedDifferenceIsShownWhole() {
        let texts = CandidateBarLayout.shownTexts(["甲乙丙丁戊", "甲乙丙己庚", "甲乙丙丁己庚"], crowded: true).map(\.text)
        #expect(texts == ["甲乙丙丁戊", "…己庚", "甲乙丙丁己庚"], "两个 …己庚 would read the same")
    }
}
