import KeyboardLayout

/// The candidate bar and, when open, the grid, laid out for one moment in one place (both with
/// `TextMetrics`): the render state carries them and touches are hit-tested against them, so a tap
/// never depends on the last frame drawn.
public struct CandidateLayout: Hashable, Sendable {
    /// The bar (nil when the layout has none).
    public var bar: CandidateBarLayout?
    /// The grid over the keys area, when open (and there are candidates).
    public var grid: CandidateGrid?

    /// Lays out `candidates` in `fitted`'s bar (with 笔画筛选's control as `strokeFilter` says) and,
    /// with `gridOpen`, in a grid over its keys showing `gridPage`: the grid continues where the bar
    /// ends (the candidates the bar shows in full are not repeated; one it cuts is, in full).
    /// `notes` are the notes under the candidates, by index, in the bar and the grid alike
    /// (`CandidateBarLayout`, `CandidateGrid`).
    public init(
        candidates: [String], notes: [String] = [], gridOpen: Bool, gridPage: Int, strokeFilter: CandidateBarLayout.StrokeFilter? = nil, in fitted: FittedLayout
    ) {
        let barFrame = fitted.candidateBarFrame.flatMap { $0.height > 0 ? $0 : nil }
        var bar = barFrame.map {
            CandidateBarLayout(candidates: candidates, notes: notes, in: $0, isGridOpen: gridOpen && !candidates.isEmpty, strokeFilter: strokeFilter)
        }
        let shown = bar?.cells.prefix { $0.shows == .whole }.count ?? 0
        if gridOpen, shown < candidates.count {
            grid = CandidateGrid(
                candidates: Array(candidates[shown...]), notes: Array(notes.dropFirst(shown)), page: gridPage, in: fitted.keysArea,
                fontSize: CandidateBarLayout.fontSize(forBarHeight: barFrame?.height ?? 40), firstIndex: shown)
        } else {
            grid = nil
            // Every candidate is in the bar: nothing to open.
            if gridOpen, let barFrame {
                bar = CandidateBarLayout(candidates: candidates, notes: notes, in: barFrame, isGridOpen: false, strokeFilter: strokeFilter)
            }
        }
        self.bar = bar
    }

    /// No bar and no grid (candidates laid out nowhere yet).
    public static let empty = CandidateLayout(bar: nil, grid: nil)

    private init(bar: CandidateBarLayout?, grid: CandidateGrid?) {
        self.bar = bar
        self.grid = grid
    }
}
