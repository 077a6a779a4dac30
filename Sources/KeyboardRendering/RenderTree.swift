import Foundation
import KeyboardLayout

/// Everything needed to draw one frame of the keyboard, as plain values: Core Graphics on iOS and
/// the SVG writer draw the same tree. Nodes are in drawing order.
public struct RenderTree: Hashable, Sendable {
    public var size: LayoutSize
    public var backgroundColor: KeyboardColor
    public var candidateBar: CandidateBarNode?
    /// The expanded candidate grid; while it is there it covers the keys area and `keys` is empty.
    public var candidateGrid: CandidateGridNode?
    public var keys: [KeyNode]
    /// Key-preview pop-ups over pressed character keys, drawn above all keys.
    public var popups: [PopupNode]
    /// The long-press callout, drawn last.
    public var callout: CalloutNode?
    /// A candidate's long-press menu (删除), drawn over everything.
    public var candidateMenu: CandidateMenuNode? = nil
    /// The ink written on the 手写 pad, drawn over the keys (before pop-ups and the callout).
    public var ink: InkNode? = nil

    /// The node of the key with the given id.
    public func key(id: String) -> KeyNode? { keys.first { $0.id == id } }
}

/// Text centred on a point.
public struct TextNode: Hashable, Sendable {
    /// How heavy the text is drawn.
    public enum Weight: String, Hashable, Sendable { case light, regular, medium }

    public var text: String
    /// The centre of the text's box; baseline is about `0.35 × fontSize` below.
    public var center: LayoutPoint
    public var fontSize: Double
    public var color: KeyboardColor
    public var weight: Weight

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
    public var path: VectorPath
    public var fill: KeyboardColor?
    public var stroke: KeyboardColor?
    public var lineWidth: Double
}

/// A drawn key: its rounded rectangle, shadow, label(s), icon, and pressed highlight.
public struct KeyNode: Hashable, Sendable {
    public var id: String
    public var action: KeyboardAction
    public var frame: LayoutRect
    public var cornerRadius: Double
    public var fill: KeyboardColor
    public var borderColor: KeyboardColor?
    public var borderWidth: Double
    /// A hard shadow of the key's shape moved down by `shadowOffset`.
    public var shadowColor: KeyboardColor?
    public var shadowOffset: Double
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

    /// Ink of `strokes` on a pad at `frame`, drawn `lineWidth` wide in `color`.
    public init(frame: LayoutRect, strokes: [[LayoutPoint]], color: KeyboardColor, lineWidth: Double) {
        self.frame = frame
        self.strokes = strokes
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// 9-key's left column: items in equal cells with thin separators.
public struct CandidateColumnNode: Hashable, Sendable {
    public var cells: [LayoutRect]
    public var texts: [TextNode]
    public var separators: [ShapeNode]
}

/// The balloon above a pressed key showing its character enlarged.
public struct PopupNode: Hashable, Sendable {
    public var keyID: String
    /// The balloon: the key's body, the neck, and the bubble, as one closed path.
    public var shape: VectorPath
    public var bubble: LayoutRect
    public var fill: KeyboardColor
    public var shadowColor: KeyboardColor?
    public var label: TextNode
}

/// The long-press callout: a balloon whose bubble holds the alternates, one highlighted.
public struct CalloutNode: Hashable, Sendable {
    public var keyID: String
    public var shape: VectorPath
    public var bubble: LayoutRect
    public var fill: KeyboardColor
    public var shadowColor: KeyboardColor?
    /// One cell per alternate, left to right.
    public var cells: [LayoutRect]
    public var texts: [TextNode]
    public var highlightedIndex: Int?
    public var highlight: ShapeNode?
    public var alternates: [String]
    /// Whether the alternates are emoji (an emoji cell's skin tones): the SVG tags each with `data-emoji`.
    public var isEmoji: Bool = false
}

/// The candidate bar: the candidates the core laid out, left to right, and the expand control.
public struct CandidateBarNode: Hashable, Sendable {
    public var frame: LayoutRect
    public var background: KeyboardColor
    /// The candidates shown, each with the index of the candidate it picks.
    public var cells: [CandidateCellNode]
    /// Whether the expand control is drawn (some candidates did not fit, or the grid is open).
    public var hasMore: Bool
    /// The expand control's frame and chevron (pointing up while the grid is open).
    public var expandControl: LayoutRect?
    public var chevron: ShapeNode?
    public var separator: ShapeNode

    /// The index of the candidate under a point, if any.
    public func candidateIndex(at point: LayoutPoint) -> Int? {
        cells.first { $0.frame.contains(point) }?.candidateIndex
    }
}

/// One candidate drawn in the bar or the grid: its frame, text and the index it picks.
public struct CandidateCellNode: Hashable, Sendable {
    public var candidateIndex: Int
    public var frame: LayoutRect
    public var text: TextNode
}

/// The expanded candidate grid over the keys area: rows of candidates, thin separators, and the
/// control column (back to the keys, previous and next page, delete).
public struct CandidateGridNode: Hashable, Sendable {
    /// A button of the control column.
    public struct Control: Hashable, Sendable {
        public var id: String
        public var frame: LayoutRect
        public var label: TextNode
        public var isEnabled: Bool
    }

    public var frame: LayoutRect
    public var background: KeyboardColor
    public var cells: [CandidateCellNode]
    public var separators: [ShapeNode]
    public var controls: [Control]
    /// The page shown (0-based) and how many there are.
    public var page: Int
    public var pageCount: Int
}

/// A candidate's long-press menu: a box under (or over) the candidate with its entries (删除).
public struct CandidateMenuNode: Hashable, Sendable {
    /// The candidate's index in the full list.
    public var candidateIndex: Int
    public var box: ShapeNode
    public var shadowColor: KeyboardColor?
    /// The entries: id, the pressed highlight if under a finger, and the title.
    public var items: [Item]

    /// One entry.
    public struct Item: Hashable, Sendable {
        public var id: String
        public var frame: LayoutRect
        public var highlight: ShapeNode?
        public var title: TextNode
    }
}
