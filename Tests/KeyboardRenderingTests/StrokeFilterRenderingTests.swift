import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import Testing
import TextInputModel

/// 笔画筛选 drawn from a real controller: the bar's 笔 control while composing pinyin (tagged for
/// the browser, highlighted while open), and the stroke row's keys in place of the letters.
@Suite struct StrokeFilterRenderingTests {
    @Test func theControlShowsWhileComposingAndTheRowReplacesTheLetters() throws {
        let controller = KeyboardController(
            engine: try EmojiPageRenderingTests.engine.get(), document: InMemoryTextDocument(), library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait)
        #expect(KeyboardRenderer().render(controller).candidateBar?.strokeFilter == nil, "no control without a composition")
        #expect(!SVGWriter().svg(for: KeyboardRenderer().render(controller)).contains("data-role=\"stroke-filter\""))

        for letter in "ta" { controller.handle(.character(String(letter))) }
        let composing = KeyboardRenderer().render(controller)
        let control = try #require(composing.candidateBar?.strokeFilter)
        #expect(control.frame == controller.renderState.candidateBar?.strokeFilterControl, "drawn where the core hit-tests")
        #expect(control.label.text == "笔" && !control.isOpen)
        let lastCell = try #require(composing.candidateBar?.cells.last)
        #expect(lastCell.frame.maxX <= control.frame.minX, "no candidate under the control")
        if let more = composing.candidateBar?.expandControl { #expect(control.frame.maxX <= more.minX) }
        let closedSVG = SVGWriter().svg(for: composing)
        #expect(closedSVG.contains("data-role=\"stroke-filter\" data-open=\"false\""))
        #expect(closedSVG.contains("data-key=\"q\""))

        controller.handle(.command(.toggleStrokeFilter))
        let open = KeyboardRenderer().render(controller)
        #expect(open.candidateBar?.strokeFilter?.isOpen == true)
        #expect(open.candidateBar?.strokeFilter?.label.color == controller.renderState.theme.candidateHighlightColor)
        let svg = SVGWriter().svg(for: open)
        #expect(svg.contains("data-role=\"stroke-filter\" data-open=\"true\""))
        for key in ["filter-h", "filter-s", "filter-p", "filter-d", "filter-z", "filter-done", "delete"] {
            #expect(svg.contains("data-key=\"\(key)\""), "\(key)")
        }
        #expect(!svg.contains("data-key=\"q\""), "the row replaces the letters")
        #expect(open.key(id: "filter-done")?.texts.map(\.text) == ["完成"], "the row's return key is labelled 完成, not 换行")
    }
}
