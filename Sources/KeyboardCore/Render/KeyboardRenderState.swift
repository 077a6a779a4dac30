import KeyboardLayout
import KeyboardThemes
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
    /// The candidate space (or return on a hardware keyboard) would pick.
    public var highlightedCandidate: Int?
    /// 9-key: the pinyin choices for the left column; nil shows the column's punctuation.
    public var columnItems: [String]?
    /// The host's return key type (its label and colour).
    public var returnKeyType: ReturnKeyType
    /// False while the field is empty and asks `enablesReturnKeyAutomatically`: the key is drawn dimmed and does nothing.
    public var isReturnKeyEnabled: Bool
    /// The marked text shown in the document (`ni'hao`), nil when not composing.
    public var markedText: String?
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
    /// Small hints under letter keys by key id (the 双拼 finals a key types, `q` → `iu`); nil: none.
    public var keyHints: [String: String]?
    /// Labels drawn instead of the layout's by key id, while the input gives those keys another
    /// meaning (v模式: the Chinese 123 page's 。 types a point, so it reads `.`); nil: none.
    public var keyLabels: [String: String]?
    /// The label of the key back to the letters page when the Chinese keyboard gives it one (手写
    /// on the 123 and #+= pages of the handwriting keyboard); nil keeps the layout's (拼音, ABC).
    public var lettersKeyLabel: String?
    /// The ink of the character being written on the 手写 pad (nil: none), drawn over the pad key.
    public var ink: PadInk?
    /// The trail of a 滑行 gesture being drawn, or fading after its lift (nil: none), drawn over the keys.
    public var gestureTrail: GestureTrail?
    /// What the candidate bar and the overlay over the keys show (candidates, the grid, a
    /// candidate's menu, the toolbar, a panel) with their layout, made together by one path
    /// (`ScreenLayout.init(_:in:)`, or `layOut(in:)`).
    public var screen: ScreenLayout = .empty

    /// A state; every field has the value of a fresh keyboard with nothing pressed.
    public init(
        layoutID: LayoutID = LayoutID(""), page: KeyboardPage = .letters, mode: InputMode = .chinese, shift: ShiftState = .off,
        pressedKeys: Set<String> = [], callout: Callout? = nil, candidates: [String] = [], highlightedCandidate: Int? = nil,
        columnItems: [String]? = nil, returnKeyType: ReturnKeyType = .default,
        isReturnKeyEnabled: Bool = true, markedText: String? = nil,
        theme: KeyboardTheme = .light, isDraggingSpace: Bool = false, showsKeyPreview: Bool? = nil,
        placeholder: Placeholder? = nil, emojiPage: EmojiPageSummary? = nil
    ) {
        self.layoutID = layoutID
        self.page = page
        self.mode = mode
        self.shift = shift
        self.pressedKeys = pressedKeys
        self.callout = callout
        screen = ScreenLayout(ScreenContent(candidates: candidates), in: nil)
        self.highlightedCandidate = highlightedCandidate
        self.columnItems = columnItems
        self.returnKeyType = returnKeyType
        self.isReturnKeyEnabled = isReturnKeyEnabled
        self.markedText = markedText
        self.theme = theme
        self.isDraggingSpace = isDraggingSpace
        self.showsKeyPreview = showsKeyPreview
        self.placeholder = placeholder
        self.emojiPage = emojiPage
    }

    /// Lays what `screen` shows out in `fitted` (see `ScreenLayout.init(_:in:)`), for states made
    /// without a controller (previews, tests).
    public mutating func layOut(in fitted: FittedLayout) { screen = ScreenLayout(screen.content, in: fitted) }

    /// What the bar and the overlay show; setting it drops the layout (`screen` then lays it out
    /// nowhere until `layOut(in:)`), so no stale layout outlives a changed input.
    public var screenContent: ScreenContent {
        get { screen.content }
        set { screen = ScreenLayout(newValue, in: nil) }
    }

    /// All candidates, best first.
    public var candidates: [String] { screen.content.candidates }
    /// Where the candidate bar's candidates and expand control sit (nil: no bar in this layout).
    public var candidateBar: CandidateBarLayout? { screen.candidates.bar }
    /// The expanded candidate grid, when open (it covers the keys, which are then not drawn nor hit).
    public var candidateGrid: CandidateGrid? { screen.candidates.grid }
    /// The long-press menu of a candidate (删除), when open.
    public var candidateMenu: CandidateMenu? { screen.candidateMenu }
}
