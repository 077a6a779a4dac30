import PinyinEngine
@testable import KeyboardCore

extension KeyboardController {
    /// The pinyin composer, for tests that look inside it.
    var composer: ChineseComposer { sources.pinyin }

    /// 笔画筛选 on the pinyin composer directly (what the stroke row's keys do).
    func filterCandidates(byStrokes pattern: StrokePattern) { composer.filter(byStrokes: pattern) }
}
