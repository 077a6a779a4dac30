import Testing
@testable import KeyboardLayout

@Suite struct HitTestTests {
    private func twoKeys(insets: LayoutInsets? = nil) -> FittedLayout {
        var b = LayoutKey.character("b")
        b.hitInsets = insets
        let layout = KeyLayout(
            id: LayoutID("two"), hasCandidateBar: true,
            metrics: Oriented(portrait: MetricsPatch([.topPadding: 10, .bottomPadding: 10, .rowSpacing: 0, .leadingPadding: 10,
                                                      .trailingPadding: 10, .keySpacing: 20, .candidateBarHeight: 30])),
            rows: [LayoutRow(items: [.key(.character("a")), .key(b)])])
        // 200 wide: (200 − 10 − 10 − 20) / 2 = 80, so a spans 10…90 and b 110…190, both 40…90 high.
        return layout.fitted(in: LayoutSize(width: 200, height: 100), environment: KeyboardEnvironment())
    }

    @Test func framesAreWhereTheMetricsPutThem() {
        let fitted = twoKeys()
        #expect(fitted.key(id: "a")?.frame == LayoutRect(x: 10, y: 40, width: 80, height: 50))
        #expect(fitted.key(id: "b")?.frame == LayoutRect(x: 110, y: 40, width: 80, height: 50))
    }

    @Test func gapTouchesGoToTheNearerKey() {
        let fitted = twoKeys()
        #expect(fitted.keyID(at: LayoutPoint(x: 95, y: 60)) == "a")
        #expect(fitted.keyID(at: LayoutPoint(x: 105, y: 60)) == "b")
        #expect(fitted.keyID(at: LayoutPoint(x: 0, y: 99)) == "a")
        #expect(fitted.keyID(at: LayoutPoint(x: 200, y: 35)) == "b")
        #expect(fitted.keyID(at: LayoutPoint(x: 500, y: 500)) == "b")
    }

    @Test func candidateBarAndNonNumbersHitNothing() {
        let fitted = twoKeys()
        #expect(fitted.keyID(at: LayoutPoint(x: 50, y: 10)) == nil)
        #expect(fitted.keyID(at: LayoutPoint(x: 50, y: -5)) == nil)
        #expect(fitted.keyID(at: LayoutPoint(x: .nan, y: 60)) == nil)
        #expect(fitted.keyID(at: LayoutPoint(x: 50, y: .infinity)) == nil)
    }

    @Test func hitInsetsMoveTheBoundary() {
        // b's touch area grows 15 pt to the left, so a touch at 97 (nearer a's frame) goes to b.
        let fitted = twoKeys(insets: LayoutInsets(left: -15))
        #expect(fitted.key(id: "b")?.hitFrame.minX == 95)
        #expect(fitted.keyID(at: LayoutPoint(x: 97, y: 60)) == "b")
        #expect(fitted.keyID(at: LayoutPoint(x: 91, y: 60)) == "a")
        // Where a's frame and b's grown area overlap, the drawn frame wins.
        let overlapping = twoKeys(insets: LayoutInsets(left: -30))
        #expect(overlapping.keyID(at: LayoutPoint(x: 85, y: 60)) == "a")
        #expect(overlapping.keyID(at: LayoutPoint(x: 95, y: 60)) == "b")
    }

    @Test func candidateColumnCellsSplitTheColumn() {
        let frame = LayoutRect(x: 0, y: 0, width: 60, height: 160)
        let cells = CandidateColumn.cellFrames(itemCount: 6, in: frame)
        #expect(cells.count == 5)
        #expect(cells.allSatisfy { $0.height == 32 })
        #expect(CandidateColumn.cellIndex(at: LayoutPoint(x: 30, y: 50), itemCount: 6, in: frame) == 1)
        #expect(CandidateColumn.cellIndex(at: LayoutPoint(x: 30, y: 50), itemCount: 1, in: frame) == nil)
        #expect(CandidateColumn.cellFrames(itemCount: 0, in: frame).isEmpty)
    }
}

@Suite struct CalloutGeometryTests {
    @Test func cellsSitAboveTheKeyAndAFingerPicksTheNearest() {
        let key = LayoutRect(x: 40, y: 100, width: 30, height: 40)
        let callout = CalloutGeometry(keyFrame: key, count: 4, bounds: LayoutSize(width: 375, height: 260))
        #expect(callout.cells.count == 4)
        #expect(callout.bubble.maxY < key.minY && callout.bubble.minX == key.minX - CalloutGeometry.padding)
        #expect(callout.index(atX: callout.cells[2].midX) == 2)
        #expect(callout.index(atX: -100) == 0)
        #expect(callout.index(atX: 1000) == 3)
        #expect(CalloutGeometry(keyFrame: key, count: 0, bounds: LayoutSize(width: 375, height: 260)).index(atX: 50) == nil)
    }

    @Test func wideCalloutsShrinkToFitTheKeyboard() {
        let key = LayoutRect(x: 300, y: 100, width: 30, height: 40)
        let callout = CalloutGeometry(keyFrame: key, count: 30, bounds: LayoutSize(width: 375, height: 260))
        #expect(callout.bubble.minX >= 0 && callout.bubble.maxX <= 375 + 1e-9)
        #expect(abs((callout.cells.last?.maxX ?? 0) - (375 - CalloutGeometry.padding)) < 1e-9)
    }
}
