import ChatInput
import Testing

struct GrowingBarMetricsTests {
    struct Case: Sendable {
        var minimum: Int, maximum: Int
        var contentHeight: Double
        var lines: Int, textViewHeight: Double, barHeight: Double, scrolls: Bool
    }

    // lineHeight 20, text inset 16, bar padding 12: one line is 36 high in a 48 bar.
    static let cases: [Case] = [
        Case(minimum: 1, maximum: 5, contentHeight: 0, lines: 1, textViewHeight: 36, barHeight: 48, scrolls: false),
        Case(minimum: 1, maximum: 5, contentHeight: 36, lines: 1, textViewHeight: 36, barHeight: 48, scrolls: false),
        Case(minimum: 1, maximum: 5, contentHeight: 56, lines: 2, textViewHeight: 56, barHeight: 68, scrolls: false),
        Case(minimum: 1, maximum: 5, contentHeight: 57, lines: 3, textViewHeight: 76, barHeight: 88, scrolls: false),
        Case(minimum: 1, maximum: 5, contentHeight: 116, lines: 5, textViewHeight: 116, barHeight: 128, scrolls: false),
        Case(minimum: 1, maximum: 5, contentHeight: 136, lines: 5, textViewHeight: 116, barHeight: 128, scrolls: true),
        Case(minimum: 1, maximum: 5, contentHeight: 10_000, lines: 5, textViewHeight: 116, barHeight: 128, scrolls: true),
        Case(minimum: 2, maximum: 4, contentHeight: 36, lines: 2, textViewHeight: 56, barHeight: 68, scrolls: false),
        Case(minimum: 3, maximum: 1, contentHeight: 116, lines: 3, textViewHeight: 76, barHeight: 88, scrolls: true),
        Case(minimum: 0, maximum: 0, contentHeight: 36, lines: 1, textViewHeight: 36, barHeight: 48, scrolls: false),
    ]

    @Test(arguments: cases)
    func growth(_ c: Case) {
        let metrics = GrowingBarMetrics(lineHeight: 20, minimumLines: c.minimum, maximumLines: c.maximum, textInset: 16, barPadding: 12)
        let layout = metrics.layout(forContentHeight: c.contentHeight)
        #expect((layout.lines, layout.textViewHeight, layout.barHeight, layout.scrolls) == (c.lines, c.textViewHeight, c.barHeight, c.scrolls))
    }

    @Test func theBarNeverShrinksWhileTextGrows() {
        let metrics = GrowingBarMetrics(lineHeight: 17.5, minimumLines: 1, maximumLines: 6)
        var last = 0.0
        for height in stride(from: 0.0, through: 300, by: 0.5) {
            let bar = metrics.layout(forContentHeight: height).barHeight
            #expect(bar >= last)
            last = bar
        }
        let tallest: Double = 6 * 17.5 + 16 + 12
        #expect(last == tallest)
    }
}
