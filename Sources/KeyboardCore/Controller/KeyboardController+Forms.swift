import PinyinEngine

/// What hosts and tests read of one input form, apart from the controller's wiring: the pinyin
/// composer's candidates and composition, 笔画筛选 on it, and the 手写 pad.
extension KeyboardController {
    /// The pinyin composer (26-key, 双拼, 9-key).
    var composer: ChineseComposer { sources.pinyin }

    /// The pinyin candidates for the composition, best first.
    public var candidates: [CandidateItem] { composer.candidates }

    /// The pinyin composition (letters typed, pieces picked).
    public var composition: Composition { composer.composition }

    /// The 手写 pad (made when first asked for).
    public var handwriting: HandwritingPad { sources.handwriting }

    /// 笔画筛选 while composing pinyin: keeps the candidates whose next character begins with
    /// `strokes` (what a stroke row typed: `StrokePattern(parsing: "5")` is 折); an empty pattern
    /// shows them all again. Nothing happens on another keyboard or without a composition.
    public func filterCandidates(byStrokes strokes: StrokePattern) {
        guard source === composer, composer.filter(byStrokes: strokes) else { return }
        state.highlightedCandidate = 0
        state.candidateGridPage = 0
    }
}
