import KeyboardLayout

/// The candidate bar and grid laid out once for what they depend on: a touch is hit-tested
/// against the bar (at finger down and again at lift), and the render state shows it, all between
/// two changes of the candidates; each of those reads reuses the last layout while its inputs are
/// the same. The controller holds one.
struct CandidateLayoutCache {
    /// Everything `CandidateLayout` reads: the texts, the grid's state, the 笔 control, and the two frames of the fitted layout.
    private struct Inputs: Equatable {
        var candidates: [String]
        var gridOpen: Bool
        var gridPage: Int
        var strokeFilter: CandidateBarLayout.StrokeFilter?
        var barFrame: LayoutRect?
        var keysArea: LayoutRect
    }

    private var inputs: Inputs?
    private var layout: CandidateLayout?
    /// How many layouts were computed (not reused) so far; a test counts them per touch.
    private(set) var layoutsComputed = 0

    /// The layout of `candidates` in `fitted` (see `CandidateLayout.init`), computed again only when an input changed.
    mutating func layout(
        candidates: [String], gridOpen: Bool, gridPage: Int, strokeFilter: CandidateBarLayout.StrokeFilter? = nil, in fitted: FittedLayout
    ) -> CandidateLayout {
        let inputs = Inputs(
            candidates: candidates, gridOpen: gridOpen, gridPage: gridPage, strokeFilter: strokeFilter,
            barFrame: fitted.candidateBarFrame, keysArea: fitted.keysArea)
        if inputs == self.inputs, let layout { return layout }
        let layout = CandidateLayout(candidates: candidates, gridOpen: gridOpen, gridPage: gridPage, strokeFilter: strokeFilter, in: fitted)
        self.inputs = inputs
        self.layout = layout
        layoutsComputed += 1
        return layout
    }
}
