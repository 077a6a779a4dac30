import KeyboardLayout

/// Everything a renderer needs besides the fitted layout, from the core's point of view: pressed
/// keys, shift, the callout, candidates, page and mode. It mirrors `KeyboardRendering.RenderState`
/// field for field (KeyboardCore does not import the renderer); the host converts it:
/// `RenderState(shift:pressedKeys:callout:theme:candidates:highlightedCandidate:columnItems:returnKeyType:mode:)`.
public struct KeyboardRenderState: Hashable, Sendable {
    /// The open long-press callout.
    public struct Callout: Hashable, Sendable {
        public var keyID: String
        public var alternates: [String]
        public var highlightedIndex: Int?
    }

    /// What fills the page when it has no real content yet.
    public enum Placeholder: String, Hashable, Sendable {
        case emoji
    }

    /// The fitted layout's name (`pinyin-26`, `qwerty-zh-en`, …).
    public var layoutName: String
    public var page: KeyboardPage
    public var mode: InputMode
    public var shift: ShiftState
    /// Ids of keys (and candidate or grid buttons) under a finger.
    public var pressedKeys: Set<String>
    public var callout: Callout?
    /// The candidate bar, best first.
    public var candidates: [String]
    /// The candidate space (or return on a hardware keyboard) would pick.
    public var highlightedCandidate: Int?
    /// 9-key: the pinyin choices for the left column; nil shows the column's punctuation.
    public var columnItems: [String]?
    public var returnKeyType: KeyboardLayout.ReturnKeyType
    /// False while the field is empty and asks `enablesReturnKeyAutomatically`.
    public var isReturnKeyEnabled: Bool
    /// The marked text shown in the document (`ni'hao`), nil when not composing.
    public var markedText: String?
    /// The expanded candidate grid, when open (it covers the keys).
    public var candidateGrid: CandidateGrid?
    /// The theme's name (`light`, `dark`).
    public var themeName: String
    /// Whether a finger drags the caret along the space bar (hosts dim the key labels).
    public var isDraggingSpace: Bool
    /// Set for pages that show a placeholder.
    public var placeholder: Placeholder?
    /// The emoji page's category, page, search query and visible emoji, while it is shown (its
    /// keys, cells and category bar are in the fitted layout, so renderers need nothing more).
    public var emojiPage: EmojiPageSummary? = nil
}
