import KeyboardLayout
import TextInputModel

/// Everything a renderer needs besides the fitted layout: pressed keys, shift, the callout, the
/// candidate bar and grid with their geometry, page, mode, theme and the return key. It is the one
/// render state: `KeyboardRendering` draws it as it is (`KeyboardRenderer.render(_:)`); no host converts it.
public struct KeyboardRenderState: Hashable, Sendable {
    /// The open long-press callout.
    public struct Callout: Hashable, Sendable {
        /// The key held.
        public var keyID: String
        /// The characters offered; empty uses the key's own alternates.
        public var alternates: [String]
        /// The alternate under the finger, if any.
        public var highlightedIndex: Int?

        /// A callout over `keyID` offering `alternates`, with `highlightedIndex` under the finger.
        public init(keyID: String, alternates: [String] = [], highlightedIndex: Int? = 0) {
            self.keyID = keyID
            self.alternates = alternates
            self.highlightedIndex = highlightedIndex
        }
    }

    /// What fills the page when it has no real content yet.
    public enum Placeholder: String, Hashable, Sendable {
        /// The emoji page before the emoji board is laid out (the `emoji-placeholder` layout).
        case emoji
    }

    /// The fitted layout (`pinyin-26`, `qwerty-zh-en`, an iPad's `qwerty`, …).
    public var layoutID: LayoutID
    /// The page shown.
    public var page: KeyboardPage
    /// Chinese or English letters.
    public var mode: InputMode
    /// The shift key's state.
    public var shift: ShiftState
    /// Ids of keys (and candidate or grid buttons) under a finger.
    public var pressedKeys: Set<String>
    /// The long-press callout open over a key, if any.
    public var callout: Callout?
    /// All candidates, best first.
    public var candidates: [String]
    /// The candidate space (or return on a hardware keyboard) would pick.
    public var highlightedCandidate: Int?
    /// Where the candidate bar's candidates and expand control sit (nil: no bar in this layout).
    public var candidateBar: CandidateBarLayout?
    /// 9-key: the pinyin choices for the left column; nil shows the column's punctuation.
    public var columnItems: [String]?
    /// The host's return key type (its label and colour).
    public var returnKeyType: ReturnKeyType
    /// False while the field is empty and asks `enablesReturnKeyAutomatically`: the key is drawn dimmed and does nothing.
    public var isReturnKeyEnabled: Bool
    /// The marked text shown in the document (`ni'hao`), nil when not composing.
    public var markedText: String?
    /// The expanded candidate grid, when open (it covers the keys, which are then not drawn nor hit).
    public var candidateGrid: CandidateGrid?
    /// The theme drawn.
    public var theme: KeyboardTheme
    /// Whether a finger drags the caret along the space bar (hosts dim the key labels).
    public var isDraggingSpace: Bool
    /// Whether pressing a character key shows the enlarged preview; nil follows the device (iPhone yes, iPad no).
    public var showsKeyPreview: Bool?
    /// Set for pages that show a placeholder.
    public var placeholder: Placeholder?
    /// The emoji page's category, page, search query and visible emoji, while it is shown (its
    /// keys, cells and category bar are in the fitted layout, so renderers need nothing more).
    public var emojiPage: EmojiPageSummary?
    /// The long-press menu of a candidate (删除), when open.
    public var candidateMenu: CandidateMenu?
    /// Small hints under letter keys by key id (the 双拼 finals a key types, `q` → `iu`); nil: none.
    public var keyHints: [String: String]?
    /// The label of the key back to the letters page when the Chinese keyboard gives it one (手写
    /// on the 123 and #+= pages of the handwriting keyboard); nil keeps the layout's (拼音, ABC).
    public var lettersKeyLabel: String?
    /// The ink of the character being written on the 手写 pad (nil: none), drawn over the pad key.
    public var ink: PadInk?
    /// Whether the empty candidate bar shows the toolbar (剪贴板, 常用语 buttons), laid out in `panelToolbar`.
    public var showsToolbar = false
    /// The panel covering the keys (clipboard or phrases), as read from its store; nil: none.
    public var panel: KeyboardPanelContent?
    /// The toolbar laid out in the candidate bar (drawn instead of candidates), when shown.
    public var panelToolbar: PanelToolbar?
    /// The open panel laid out over the keys area (the keys are then not drawn nor hit).
    public var panelLayout: PanelLayout?

    /// A state; every field has the value of a fresh keyboard with nothing pressed.
    public init(
        layoutID: LayoutID = LayoutID(""), page: KeyboardPage = .letters, mode: InputMode = .chinese, shift: ShiftState = .off,
        pressedKeys: Set<String> = [], callout: Callout? = nil, candidates: [String] = [], highlightedCandidate: Int? = nil,
        candidateBar: CandidateBarLayout? = nil, columnItems: [String]? = nil, returnKeyType: ReturnKeyType = .default,
        isReturnKeyEnabled: Bool = true, markedText: String? = nil, candidateGrid: CandidateGrid? = nil,
        theme: KeyboardTheme = .light, isDraggingSpace: Bool = false, showsKeyPreview: Bool? = nil,
        placeholder: Placeholder? = nil, emojiPage: EmojiPageSummary? = nil, candidateMenu: CandidateMenu? = nil
    ) {
        self.layoutID = layoutID
        self.page = page
        self.mode = mode
        self.shift = shift
        self.pressedKeys = pressedKeys
        self.callout = callout
        self.candidates = candidates
        self.highlightedCandidate = highlightedCandidate
        self.candidateBar = candidateBar
        self.columnItems = columnItems
        self.returnKeyType = returnKeyType
        self.isReturnKeyEnabled = isReturnKeyEnabled
        self.markedText = markedText
        self.candidateGrid = candidateGrid
        self.theme = theme
        self.isDraggingSpace = isDraggingSpace
        self.showsKeyPreview = showsKeyPreview
        self.placeholder = placeholder
        self.emojiPage = emojiPage
        self.candidateMenu = candidateMenu
    }

    /// Lays the candidates out in `fitted`'s bar and grid (`CandidateLayout`, the one place their
    /// geometry is computed), with 笔画筛选's control as `strokeFilter` says, for states made without
    /// a controller (previews, tests).
    public mutating func layOutCandidates(
        in fitted: FittedLayout, gridOpen: Bool = false, gridPage: Int = 0, strokeFilter: CandidateBarLayout.StrokeFilter? = nil
    ) {
        let layout = CandidateLayout(candidates: candidates, gridOpen: gridOpen, gridPage: gridPage, strokeFilter: strokeFilter, in: fitted)
        candidateBar = layout.bar
        candidateGrid = layout.grid
    }

    /// Lays out the toolbar (when `showsToolbar` or a panel is open) and the open `panel` in
    /// `fitted`, at `view`, for states made without a controller (previews, tests).
    public mutating func layOutPanel(in fitted: FittedLayout, view: PanelView = PanelView()) {
        panelToolbar = PanelToolbar.shown(showsToolbar: showsToolbar, open: panel?.panel, barIsEmpty: candidates.isEmpty, in: fitted)
        panelLayout = panel.map { PanelLayout(content: $0, view: view, in: fitted.keysArea) }
    }
}
