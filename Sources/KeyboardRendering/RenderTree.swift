import Foundation
import KeyboardLayout

/// Everything needed to draw one frame of the keyboard, as plain values: Core Graphics on iOS and
/// the SVG writer draw the same tree. Nodes are in drawing order.
public struct RenderTree: Hashable, Sendable {
    public var size: LayoutSize
    public var backgroundColor: KeyboardColor
    public var candidateBar: CandidateBarNode?
    public var keys: [KeyNode]
    /// Key-preview pop-ups over pressed character keys, drawn above all keys.
    public var popups: [PopupNode]
    /// The long-press callout, drawn last.
    public var callout: CalloutNode?

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
    public var action: KeyAction
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

/// The candidate bar: candidates left to right as fit, and whether more are hidden.
public struct CandidateBarNode: Hashable, Sendable {
    public var frame: LayoutRect
    public var background: KeyboardColor
    /// Frames of the candidates shown (index i is candidate i).
    public var cells: [LayoutRect]
    public var texts: [TextNode]
    /// Whether some candidates did not fit (a chevron is drawn at the trailing edge).
    public var hasMore: Bool
    public var chevron: ShapeNode?
    public var separator: ShapeNode

    /// The index of the candidate under a point, if any.
    public func candidateIndex(at point: LayoutPoint) -> Int? {
        cells.firstIndex { $0.contains(point) }
    }
}
