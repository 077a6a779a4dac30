import PinyinEngine

extension KeyboardController {
    /// 笔画筛选 while composing pinyin: keeps the candidates whose next character begins with
    /// `strokes` (what a stroke row typed: `StrokePattern(parsing: "5")` is 折); an empty pattern
    /// shows them all again. Nothing happens on another keyboard or without a composition.
    public func filterCandidates(byStrokes strokes: StrokePattern) {
        guard source === composer, composer.filter(byStrokes: strokes) else { return }
        state.highlightedCandidate = 0
        state.candidateGridPage = 0
    }
}
