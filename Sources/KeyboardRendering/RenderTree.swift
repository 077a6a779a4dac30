import Foundation
import KeyboardLayout

/// Everything needed to draw one frame of the keyboard, as plain values: Core Graphics on iOS and
/// the SVG writer draw the same tree. Nodes are in drawing order.
public struct RenderTree: Hashable, Sendable {
    /// The keyboard's whole size in points (the fitted layout's size); every frame below lies inside it.
    public var size: LayoutSize
    /// The colour behind everything (the theme's keyboard background).
    public var backgroundColor: KeyboardColor
    /// The candidate bar on top (empty while nothing is composed); nil when the layout has no bar.
    public var candidateBar: CandidateBarNode?
    /// The expanded candidate grid; while it is there it covers the keys area and `keys` is empty.
    public var candidateGrid: CandidateGridNode?
    /// The keys, in drawing order (the layout's rows, top to bottom); empty while `candidateGrid` or `panel` is shown.
    public var keys: [KeyNode]
    /// Key-preview pop-ups over pressed character keys, drawn above all keys.
    public var popups: [PopupNode]
    /// The long-press callout, drawn last.
    public var callout: CalloutNode?
    /// A candidate's long-press menu (删除), drawn over everything.
    public var candidateMenu: CandidateMenuNode? = nil
    /// The ink written on the 手写 pad, drawn over the keys (before pop-ups and the callout).
    public var ink: InkNode? = nil
    /// The toolbar drawn in the empty candidate bar (剪贴板, 常用语), when shown.
    public var toolbar: PanelToolbarNode? = nil
    /// The open panel over the keys area; while it is there `keys` is empty.
    public var panel: PanelNode? = nil
    /// The trail of a 滑行 gesture over the keys (drawn above them, under pop-ups and the callout).
    public var gestureTrail: GestureTrailNode? = nil
    /// The open form switcher (the forms turned on), drawn over everything.
    public var formSwitcher: FormSwitcherNode? = nil

    /// The node of the key with the given id.
    public func key(id: String) -> KeyNode? { keys.first { $0.id == id } }
}

/// Text centred on a point (or, with `anchor`, starting or ending there).
public struct TextNode: Hashable, Sendable {
    /// How heavy the text is drawn.
    public enum Weight: String, Hashable, Sendable { case light, regular, medium }
    /// Which part of the text's line sits at `center.x`: its middle (labels), its start (a panel
    /// row's text, left-aligned whatever the font's real widths) or its end.
    public enum Anchor: String, Hashable, Sendable { case middle, start, end }

    /// The characters drawn.
    public var text: String
    /// The centre of the text's box; baseline is about `0.35 × fontSize` below.
    public var center: LayoutPoint
    /// The font size in points.
    public var fontSize: Double
    /// The text's colour.
    public var color: KeyboardColor
    /// How heavy the text is drawn.
    public var weight: Weight
    /// Which part of the line sits at `center.x` (the middle unless told).
    public var anchor: Anchor = .middle

    /// A text of `fontSize` points centred on `center`, of regular weight unless told.
    public init(text: String, center: LayoutPoint, fontSize: Double, color: KeyboardColor, weight: Weight = .regular) {
        self.text = text
        self.center = center
        self.fontSize = fontSize
        self.color = color
        self.weight = weight
    }
}

/// A path with a fill and/or a stroke, in keyboard points.
public struct ShapeNode: Hashable, Sendable {
    /// The outline, in keyboard points.
    public var path: VectorPath
    /// The fill colour; nil draws no fill.
    public var fill: KeyboardColor?
    /// The stroke colour; nil draws no outline.
    public var stroke: KeyboardColor?
    /// The stroke's width in points; ignored when `stroke` is nil.
    public var lineWidth: Double
}

/// A drawn key: its rounded rectangle, shadow, label(s), icon, and pressed highlight.
public struct KeyNode: Hashable, Sendable {
    /// The layout's key id (unique in a layout), the id a touch on this key reports.
    public var id: String
    /// What the key does when tapped (copied from the layout so a host can read it without the layout).
    public var action: KeyboardAction
    /// The key's visible rectangle in keyboard points (its fitted frame; the gaps lie between frames).
    public var frame: LayoutRect
    /// The corner radius in points (the key style's, 5 by default).
    public var cornerRadius: Double
    /// The key's fill colour, already the pressed colour while `isPressed`.
    public var fill: KeyboardColor
    /// The border colour; nil when the style has no border.
    public var borderColor: KeyboardColor?
    /// The border's width in points; 0 for none.
    public var borderWidth: Double
    /// A hard shadow of the key's shape moved down by `shadowOffset`.
    public var shadowColor: KeyboardColor?
    /// How far down the shadow is moved, in points; 0 (and `shadowColor` nil) for none.
    public var shadowOffset: Double
    /// Whether a finger is on the key (its fill is then the pressed colour).
    public var isPressed: Bool
    /// The label first, then any small texts (swipe-up symbol, the other half of 中/英).
    public var texts: [TextNode]
    /// The icon, already scaled into the key.
    public var icon: [ShapeNode]
    /// 9-key's candidate column: its cells and separators.
    public var column: CandidateColumnNode?
    /// The text a screen reader would say: the label, or the action's name.
    public var accessibilityLabel: String
    /// The emoji an emoji-page cell types (role `.emoji`), nil for every other key.
    public var emoji: String? = nil
    /// False for a return key the field disabled (drawn dimmed; the core ignores it).
    public var isEnabled = true
}

/// The ink on the 手写 pad: each stroke a polyline through the points the finger passed, in
/// keyboard points, drawn with round caps and joins (a one-point stroke is a dot). Every host
/// draws these same polylines (the SVG's `<polyline>`s, Core Graphics lines on iOS).
public struct InkNode: Hashable, Sendable {
    /// The pad's frame (the core keeps the ink inside it).
    public var frame: LayoutRect
    /// The strokes in the order written, the one being drawn last.
    public var strokes: [[LayoutPoint]]
    /// The ink's colour.
    public var color: KeyboardColor
    /// The pen's width in points.
    public var lineWidth: Double
    /// How many of the first strokes belong to finished characters: drawn at `fadedOpacity`, so
    /// the next character can be written over them.
    public var finishedStrokes: Int
    /// The opacity of finished characters' ink.
    public var fadedOpacity: Double

    /// Ink of `strokes` on a pad at `frame`, drawn `lineWidth` wide in `color`, the first
    /// `finishedStrokes` faded to `fadedOpacity`.
    public init(frame: LayoutRect, strokes: [[LayoutPoint]], color: KeyboardColor, lineWidth: Double,
                finishedStrokes: Int = 0, fadedOpacity: Double = 0.3) {
        self.frame = frame
        self.strokes = strokes
        self.color = color
        self.lineWidth = lineWidth
        self.finishedStrokes = min(max(0, finishedStrokes), strokes.count)
        self.fadedOpacity = fadedOpacity
    }
}

/// 9-key's left column: items in equal cells with thin separators.
public struct CandidateColumnNode: Hashable, Sendable {
    /// Each item's cell, top to bottom, in keyboard points.
    public var cells: [LayoutRect]
    /// Each item's text, centred in its cell (same order as `cells`).
    public var texts: [TextNode]
    /// Thin lines between the cells.
    public var separators: [ShapeNode]
}

/// The balloon above a pressed key showing its character enlarged.
public struct PopupNode: Hashable, Sendable {
    /// The id of the pressed key the balloon rises from.
    public var keyID: String
    /// The balloon: the key's body, the neck, and the bubble, as one closed path.
    public var shape: VectorPath
    /// The bubble part of the balloon, kept inside the keyboard's bounds.
    public var bubble: LayoutRect
    /// The balloon's fill (the theme's pop-up colour).
    public var fill: KeyboardColor
    /// The balloon's shadow colour (the key style's), nil for none.
    public var shadowColor: KeyboardColor?
    /// The enlarged character, centred in `bubble`.
    public var label: TextNode
}

/// The long-press callout: a balloon whose bubble holds the alternates, one highlighted.
public struct CalloutNode: Hashable, Sendable {
    /// The id of the key held down.
    public var keyID: String
    /// The balloon: the key's body, the neck and the bubble, as one closed path.
    public var shape: VectorPath
    /// The bubble part of the balloon, kept inside the keyboard's bounds.
    public var bubble: LayoutRect
    /// The balloon's fill (the theme's pop-up colour).
    public var fill: KeyboardColor
    /// The balloon's shadow colour (the key style's), nil for none.
    public var shadowColor: KeyboardColor?
    /// One cell per alternate, left to right.
    public var cells: [LayoutRect]
    /// Each alternate's text, centred in its cell (same order as `cells`).
    public var texts: [TextNode]
    /// The alternate under the finger (an index into `alternates`), nil when the finger is outside them.
    public var highlightedIndex: Int?
    /// The highlight behind the highlighted cell, nil when none is.
    public var highlight: ShapeNode?
    /// The characters (or emoji) offered, left to right; lifting the finger on one types it.
    public var alternates: [String]
    /// Whether the alternates are emoji (an emoji cell's skin tones): the SVG tags each with `data-emoji`.
    public var isEmoji: Bool = false
}

/// The candidate bar: the candidates the core laid out, left to right, and the expand control.
public struct CandidateBarNode: Hashable, Sendable {
    /// The bar's rectangle across the top of the keyboard.
    public var frame: LayoutRect
    /// The bar's background colour.
    public var background: KeyboardColor
    /// The candidates shown, each with the index of the candidate it picks.
    public var cells: [CandidateCellNode]
    /// Whether the expand control is drawn (some candidates did not fit, or the grid is open).
    public var hasMore: Bool
    /// The expand control's frame and chevron (pointing up while the grid is open).
    public var expandControl: LayoutRect?
    /// The chevron in the expand control (down opens the grid, up closes it); nil with no control.
    public var chevron: ShapeNode?
    /// 笔画筛选's 笔 control while composing pinyin; nil: none.
    public var strokeFilter: StrokeFilterControlNode?
    /// The hairline under the bar.
    public var separator: ShapeNode

    /// The index of the candidate under a point, if any.
    public func candidateIndex(at point: LayoutPoint) -> Int? {
        cells.first { $0.frame.contains(point) }?.candidateIndex
    }
}

/// 笔画筛选's control in the candidate bar: a 笔 that opens (or closes) the stroke row.
public struct StrokeFilterControlNode: Hashable, Sendable {
    /// The control's rectangle, in keyboard points.
    public var frame: LayoutRect
    /// Its label (笔), in the highlight colour while the row is open.
    public var label: TextNode
    /// The short hairline at its left edge that sets it apart from the candidates.
    public var divider: ShapeNode
    /// Whether the stroke row is open.
    public var isOpen: Bool
}

/// One candidate drawn in the bar or the grid: its frame, text and the index it picks.
public struct CandidateCellNode: Hashable, Sendable {
    /// The index of the candidate this cell picks, in the full candidate list.
    public var candidateIndex: Int
    /// The cell's rectangle, in keyboard points.
    public var frame: LayoutRect
    /// The candidate's text, centred in the cell (raised when a note is under it).
    public var text: TextNode
    /// The note under the text (the rest of a shape code), drawn small and dimmed; nil: none.
    public var note: TextNode? = nil
    /// The rounded fill behind the highlighted candidate (the theme's), nil for every other cell.
    public var highlight: ShapeNode? = nil
    /// The whole candidate, where the text shows less of it (`…见`, `明天…`): what a screen
    /// reader says and a pointer's tooltip shows; nil when the text is the whole candidate.
    public var wholeText: String? = nil
}

/// The expanded candidate grid over the keys area: rows of candidates, thin separators, and the
/// control column (back to the keys, previous and next page, delete).
public struct CandidateGridNode: Hashable, Sendable {
    /// A button of the control column.
    public struct Control: Hashable, Sendable {
        /// The control's id (`grid-back`, `grid-previous`, `grid-next`, `grid-delete`).
        public var id: String
        /// The control's rectangle, in keyboard points.
        public var frame: LayoutRect
        /// Its glyph or title, dimmed when disabled.
        public var label: TextNode
        /// False for a control that does nothing now (previous on the first page, next on the last).
        public var isEnabled: Bool
    }

    /// The area the grid covers (the keys area), in keyboard points.
    public var frame: LayoutRect
    /// The grid's background colour (the keyboard's).
    public var background: KeyboardColor
    /// The candidates of the page shown.
    public var cells: [CandidateCellNode]
    /// The lines under each row and between cells and the control column.
    public var separators: [ShapeNode]
    /// The control column, top to bottom.
    public var controls: [Control]
    /// The page shown (0-based) and how many there are.
    public var page: Int
    /// How many pages the candidates fill (at least 1).
    public var pageCount: Int
}

/// A candidate's long-press menu: a box under (or over) the candidate with its entries (删除).
public struct CandidateMenuNode: Hashable, Sendable {
    /// The candidate's index in the full list.
    public var candidateIndex: Int
    /// The menu's box, filled with the pop-up colour and outlined with the shadow colour.
    public var box: ShapeNode
    /// The key style's shadow colour, nil for none.
    public var shadowColor: KeyboardColor?
    /// The entries (`candidate-menu-delete`), drawn as a clipboard item's menu draws its own.
    public var items: [PanelButtonNode]
}
