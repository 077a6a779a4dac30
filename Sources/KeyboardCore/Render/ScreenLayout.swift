import KeyboardLayout

/// What the candidate bar and the overlay show, laid out in one fitted layout by one path
/// (`init(_:in:)`): the bar and the grid (`CandidateLayout`), a candidate's menu, the panels'
/// toolbar, the open panel and the form switcher. It keeps the `content` it was made from and cannot be changed
/// apart from it, so a render state's inputs and their layouts never drift. The renderer draws
/// these frames and touches are hit-tested against the same ones.
public struct ScreenLayout: Hashable, Sendable {
    /// What is laid out.
    public let content: ScreenContent
    /// The candidate bar and, when open, the grid.
    public let candidates: CandidateLayout
    /// The open candidate menu (删除), nil when closed or its candidate is not on screen.
    public let candidateMenu: CandidateMenu?
    /// The toolbar on the empty bar (`PanelToolbar.shown`), when shown.
    public let toolbar: PanelToolbar?
    /// The open panel over the keys area.
    public let panel: PanelLayout?
    /// The open form switcher, under the toolbar's form button.
    public let formSwitcher: FormSwitcherMenu?

    /// `content` laid out in `fitted` (nil: nowhere yet, as a state made without a layout: no
    /// frames at all).
    public init(_ content: ScreenContent, in fitted: FittedLayout?) {
        self.content = content
        guard let fitted else {
            candidates = .empty
            candidateMenu = nil
            toolbar = nil
            panel = nil
            formSwitcher = nil
            return
        }
        let gridPage: Int? = if case .candidateGrid(let page) = content.overlay { page } else { nil }
        candidates = CandidateLayout(
            candidates: content.candidates, notes: content.candidateNotes, gridOpen: gridPage != nil, gridPage: gridPage ?? 0, strokeFilter: content.strokeFilter, in: fitted)
        if case .candidateMenu(let index) = content.overlay, content.candidates.indices.contains(index) {
            candidateMenu = CandidateMenu(candidateIndex: index, text: content.candidates[index], layout: candidates, bounds: fitted.size)
        } else {
            candidateMenu = nil
        }
        // The panel's content is there only while it is open; the overlay says where the user is in it.
        let view: PanelView = if case .panel(_, let view) = content.overlay { view } else { PanelView() }
        toolbar = PanelToolbar.shown(
            showsToolbar: content.showsToolbar, open: content.panel?.panel, barIsEmpty: content.candidates.isEmpty, forms: content.formChoice,
            in: fitted)
        panel = content.panel.map { PanelLayout(content: $0, view: view, in: fitted.keysArea) }
        if content.overlay == .formSwitcher, let choice = content.formChoice {
            let anchor = toolbar?.buttons.first { $0.id == PanelToolbar.formsButtonID }?.frame
            formSwitcher = FormSwitcherMenu(choice: choice, anchor: anchor, keysArea: fitted.keysArea, bounds: fitted.size)
        } else {
            formSwitcher = nil
        }
    }

    /// Nothing shown, laid out nowhere.
    public static let empty = ScreenLayout(ScreenContent(), in: nil)
}

/// The screen laid out once per change of what it shows: a touch is hit-tested against it at
/// finger down and again at lift, and each frame draws it, all between two changes of its content;
/// each of those reads reuses the last layout while the content and the frames it reads are the
/// same. The controller holds one.
struct ScreenLayoutCache {
    /// What a layout reads: the content and the fitted layout's frames.
    struct Inputs: Equatable {
        var content: ScreenContent
        var barFrame: LayoutRect?
        var keysArea: LayoutRect
        var size: LayoutSize
    }

    private var cache = LayoutCache<Inputs, ScreenLayout>()

    /// `content` laid out in `fitted` (`ScreenLayout.init`), made again only when an input changed.
    mutating func layout(of content: ScreenContent, in fitted: FittedLayout) -> ScreenLayout {
        let inputs = Inputs(content: content, barFrame: fitted.candidateBarFrame, keysArea: fitted.keysArea, size: fitted.size)
        return cache.layout(for: inputs) { ScreenLayout($0.content, in: fitted) }
    }
}
