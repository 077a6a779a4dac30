import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The bar after a long candidate: the next ones still show, a long one cut with an ellipsis (as
/// iOS's bar does), the first never cut to nothing, and the grid's chevron stays.
@Suite struct CandidateBarLayoutTests {
    /// A phone's bar: 390 points wide, 44 tall.
    let frame = LayoutRect(x: 0, y: 0, width: 390, height: 44)

    func texts(_ candidates: [String], gridOpen: Bool = false) -> [String] {
        CandidateBarLayout(candidates: candidates, in: frame, isGridOpen: gridOpen).cells.map(\.text)
    }

    @Test func aDateShowsItsNextFormsAfterTheFirst() {
        let forms = ["2026年11月26日", "二〇二六年十一月二十六日", "星期四", "丙午年十月初七", "2026-11-26"]
        let bar = CandidateBarLayout(candidates: forms, in: frame)
        #expect(bar.cells.count >= 3, "\(bar.cells.map(\.text))")
        #expect(bar.cells[0].text == forms[0], "the first fits: it is not cut")
        #expect(bar.cells[1].text.hasSuffix("…") && forms[1].hasPrefix(bar.cells[1].text.dropLast()))
        // Issue #89: the second form was cut to `二〇…`; a cut keeps enough to tell it apart.
        #expect(bar.cells[1].text.count - 1 >= CandidateBarLayout.laterCutCharacters, "\(bar.cells[1].text)")
        #expect(bar.cells[2].text == "星期四")
        #expect(bar.expandControl != nil, "the chevron stays")
        #expect(bar.cells.map(\.candidateIndex) == Array(0..<bar.cells.count))
        #expect(bar.cells.allSatisfy { $0.frame.maxX <= bar.expandControl!.minX + 1e-9 })
    }

    @Test func aLongPhraseIsCutAsTheSecondItem() {
        let address = "北京市海淀区中关村大街1号院2号楼3层301室收件人张三"
        let shown = texts(["地址", address, "定制", "电子"])
        #expect(shown.first == "地址")
        #expect(shown.count >= 3, "\(shown)")
        #expect(shown[1].hasSuffix("…") && address.hasPrefix(shown[1].dropLast()) && shown[1].count >= 3, "\(shown)")
    }

    @Test func aFirstCandidateWiderThanTheBarIsCutNotDropped() {
        let sentence = String(repeating: "我们今天去公园散步吧", count: 4)
        let alone = CandidateBarLayout(candidates: [sentence], in: frame)
        #expect(alone.cells.count == 1 && alone.cells[0].text.hasSuffix("…") && alone.cells[0].text.count > 5)
        #expect(alone.expandControl != nil, "the grid shows it whole")
        let shown = texts([sentence, "我们", "我"])
        #expect(shown.count >= 2 && shown[0].hasSuffix("…") && shown[1] == "我们", "the next one shows beside it: \(shown)")
        #expect(texts(["你好", "你", "尼"]) == ["你好", "你", "尼"], "short candidates are never cut")
    }

    @Test func withTheGridOpenTheGridStartsAtTheFirstCandidateNotShownWhole() {
        let forms = ["2026年11月26日", "二〇二六年十一月二十六日", "星期四", "丙午年十月初七"]
        let open = texts(forms, gridOpen: true)
        #expect(open == [forms[0]], "no cut after the first while the grid is open: \(open)")
        let tiny = LayoutRect(x: 0, y: 0, width: 320, height: 44)
        let layout = CandidateBarLayout(candidates: ["一二三四五六七八九十一二三四五六七八九十", "二"], in: tiny, isGridOpen: false)
        #expect(layout.cells.first?.text.hasSuffix("…") == true)
    }

    @Test func aNoteGoesUnderItsCandidateAndWidensItsCell() {
        // 五笔: after wq, 你 notes iy; a note wider than its candidate widens the cell.
        let bar = CandidateBarLayout(candidates: ["你", "但", "做"], notes: ["iy", "", "wdtyy"], in: frame)
        #expect(bar.cells.map(\.note) == ["iy", nil, "wdtyy"])
        #expect(bar.noteFontSize < bar.fontSize)
        let plain = CandidateBarLayout(candidates: ["你", "但", "做"], in: frame)
        #expect(plain.cells.allSatisfy { $0.note == nil })
        #expect(bar.cells[2].frame.width > plain.cells[2].frame.width, "the long note widens its cell")
        #expect(bar.cells[1].frame.width == plain.cells[1].frame.width)
        #expect(bar.cells[2].frame.width >= TextMetrics.estimatedWidth(of: "wdtyy", fontSize: bar.noteFontSize))
        // Fewer notes than candidates: the rest have none.
        #expect(CandidateBarLayout(candidates: ["你", "但"], notes: ["iy"], in: frame).cells.map(\.note) == ["iy", nil])
    }
}
