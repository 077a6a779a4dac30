/// What the candidate bar and the overlay over the keys show, before any layout: the inputs of
/// `ScreenLayout`, kept apart from it. The controller reads one from its stages after each event;
/// a preview or a test makes one by hand.
public struct ScreenContent: Hashable, Sendable {
    /// The bar's candidates (the input form's, or 联想), best first.
    public var candidates: [String] = []
    /// A note under each of the bar's candidates, by index (the rest of a shape code: 你 `iy`
    /// after 五笔 `wq`); empty, or an empty note: none. The core writes them; hosts draw them.
    public var candidateNotes: [String] = []
    /// What covers the keys or the bar: the candidate grid at its page, a candidate's menu, the
    /// stroke row with its strokes, a panel and where the user is in it.
    public var overlay: Overlay = .none
    /// Whether the input form offers 笔画筛选 now (the bar's 笔 control, while its row is closed).
    public var offersStrokeFilter: Bool = false
    /// Whether the empty bar shows the toolbar (剪贴板, 常用语): nothing composed, written or
    /// predicted, the letters page, no panel open (`PanelToolbar.shown`).
    public var showsToolbar: Bool = false
    /// What the open panel shows, as read from its store (nil: none open); where the user is in it
    /// is the `overlay`'s (`Overlay.panel`).
    public var panel: KeyboardPanelContent?
    /// The forms the toolbar's form button and the switcher offer, and the one shown (nil: no
    /// switcher, as with one form turned on).
    public var formChoice: FormChoice?

    /// 笔画筛选's control in the bar: open with the strokes applied while the row is, closed while
    /// the form offers it, else none.
    var strokeFilter: CandidateBarLayout.StrokeFilter? {
        if case .strokeRow(let applied) = overlay { return .open(applied: applied) }
        return offersStrokeFilter ? .closed : nil
    }
}
