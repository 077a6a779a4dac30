import KeyboardLayout

/// The candidate bar and grid laid out once for what they depend on: a touch is hit-tested
/// against the bar (at finger down and again at lift), and the render state shows it, all between
/// two changes of the candidates; each of those reads reuses the last layout while its inputs are
/// the same. The controller holds one.
struct CandidateLayoutCache {
    /// Everything `CandidateLayout` reads: the texts, the grid's state, the 笔 control, and the fitted layout's two frames.
    struct Inputs: Equatable {
        var candidates: [String]
        var gridOpen: Bool
        var gridPage: Int
        var strokeFilter: CandidateBarLayout.StrokeFilter?
        var barFrame: LayoutRect?
        var keysArea: LayoutRect
    }

    private var cache = LayoutCache<Inputs, CandidateLayout>()
    /// How a layout is made (`CandidateLayout.init`; injectable, so a test sees when one is made).
    var make: (Inputs, FittedLayout) -> CandidateLayout = { inputs, fitted in
        CandidateLayout(
            candidates: inputs.candidates, gridOpen: inputs.gridOpen, gridPage: inputs.gridPage, strokeFilter: inputs.strokeFilter, in: fitted)
    }

    /// The layout of `candidates` in `fitted` (see `CandidateLayout.init`), computed again only when an input changed.
    mutating func layout(
        candidates: [String], gridOpen: Bool, gridPage: Int, strokeFilter: CandidateBarLayout.StrokeFilter? = nil, in fitted: FittedLayout
    ) -> CandidateLayout {
        let inputs = Inputs(
            candidates: candidates, gridOpen: gridOpen, gridPage: gridPage, strokeFilter: strokeFilter,
            barFrame: fitted.candidateBarFrame, keysArea: fitted.keysArea)
        let make = self.make
        return cache.layout(for: inputs) { make($0, fitted) }
    }
}
