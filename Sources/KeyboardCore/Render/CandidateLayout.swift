import KeyboardLayout

/// The candidate bar and, when open, the grid, laid out for one moment in one place (both with
/// `TextMetrics`): the render state carries them and touches are hit-tested against them, so a tap
/// never depends on the last frame drawn.
public struct CandidateLayout: Hashable, Sendable {
    /// The bar (nil when the layout has none).
    public var bar: CandidateBarLayout?
    /// The grid over the keys area, when open (and there are candidates).
    public var grid: CandidateGrid?

    /// Lays out `candidates` in `fitted`'s bar and, with `gridOpen`, in a grid over its keys showing `gridPage`.
    public init(candidates: [String], gridOpen: Bool, gridPage: Int, in fitted: FittedLayout) {
        let barFrame = fitted.candidateBarFrame.flatMap { $0.height > 0 ? $0 : nil }
        grid = gridOpen && !candidates.isEmpty
            ? CandidateGrid(
                candidates: candidates, page: gridPage, in: fitted.keysArea,
                fontSize: CandidateBarLayout.fontSize(forBarHeight: barFrame?.height ?? 40))
            : nil
        bar = barFrame.map { CandidateBarLayout(candidates: candidates, in: $0, isGridOpen: grid != nil) }
    }
}

extension CandidateLayout {
    /// What `controller`'s bar shows now (the pad's candidates while writing, else the composer's
    /// candidates or 联想), with its grid when expanded.
    init(of controller: KeyboardController) {
        let state = controller.state
        self.init(
            candidates: controller.handwriting.barTexts, gridOpen: state.isCandidateGridExpanded, gridPage: state.candidateGridPage,
            in: controller.fittedLayout)
    }
}
