#if canImport(UIKit)
import TextInputModel
import UIKit

/// A `UITextPosition` holding the core's grapheme position.
public final class ChatTextPosition: UITextPosition {
    /// The grapheme-cluster position in the view's `TextStore`.
    public let position: TextPosition
    /// Wraps a store position for UIKit.
    public init(_ position: TextPosition) { self.position = position }
}

/// A `UITextRange` holding the core's range.
public final class ChatTextRange: UITextRange {
    /// The grapheme-cluster range in the view's `TextStore`.
    public let range: TextRange
    /// Wraps a store range for UIKit.
    public init(_ range: TextRange) { self.range = range }
    /// The range's start, as a `ChatTextPosition`.
    override public var start: UITextPosition { ChatTextPosition(range.start) }
    /// The range's end, as a `ChatTextPosition`.
    override public var end: UITextPosition { ChatTextPosition(range.end) }
    /// Whether the range is a caret.
    override public var isEmpty: Bool { range.isEmpty }
}

/// A selection rectangle from the layout manager, left to right, holding both ends.
final class ChatSelectionRect: UITextSelectionRect {
    private let bounds: CGRect
    init(rect: CGRect) { bounds = rect }
    override var rect: CGRect { bounds }
    override var writingDirection: NSWritingDirection { .natural }
    override var containsStart: Bool { true }
    override var containsEnd: Bool { true }
    override var isVertical: Bool { false }
}

/// The chat's own text view: `UITextInput` over the core's `TextStore` (text, selection, marked
/// text and every position computation are the store's), with geometry from a TextKit layout
/// manager that holds a copy of the text. It maps and draws; the store decides.
public final class ChatTextInputView: UIView, UITextInput {
    /// The text, selection and marked text: the one model every `UITextInput` call reads and edits.
    public private(set) var store = TextStore()
    /// Told before and after every change (UIKit sets it to the keyboard's proxy); weak, as UIKit requires.
    public weak var inputDelegate: (any UITextInputDelegate)?
    /// Kept for `UITextInput`; the view draws marked text in its ordinary font (the keyboard's
    /// candidate bar shows the pinyin).
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The font the text is laid out and drawn in; the caret is at least one line of it tall.
    public var font = UIFont.preferredFont(forTextStyle: .body)
    /// Word and line boundaries for UIKit's text navigation, from the view's own text.
    public lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    private let storage = NSTextStorage(string: "")
    private let layoutManager = NSLayoutManager()
    private let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

    /// An empty text view; give it a frame or constraints and make it first responder to type.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        container.lineFragmentPadding = 0
        layoutManager.addTextContainer(container)
        storage.addLayoutManager(layoutManager)
        contentMode = .redraw
    }

    /// Not supported: the view is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("ChatTextInputView is made in code") }

    /// True: the view takes the keyboard when tapped or asked.
    override public var canBecomeFirstResponder: Bool { true }

    /// Replaces the whole text (a sent message clears it); the caret goes to the end.
    public func setText(_ text: String) {
        edit { $0.replaceAll(with: text) }
    }

    // MARK: UIKeyInput

    /// Whether there is any text (delete is enabled on the keyboard).
    public var hasText: Bool { store.hasText }
    /// Replaces the marked text (or, with none, the selection) with `text`, caret after it.
    public func insertText(_ text: String) { edit { $0.insertText(text) } }
    /// Deletes the selection, or the grapheme cluster before the caret.
    public func deleteBackward() { edit { $0.deleteBackward() } }

    // MARK: Text and selection

    /// The text in `range`; nil for a range of another view or outside the text.
    public func text(in range: UITextRange) -> String? { core(range).flatMap(store.text(in:)) }

    /// Replaces the text in `range`; a range of another view is ignored.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let range = core(range) else { return }
        edit { _ = $0.replace(range, with: text) }
    }

    /// The selection (a caret when empty). Setting it tells the input delegate; a range of another view
    /// or outside the text is ignored.
    public var selectedTextRange: UITextRange? {
        get { ChatTextRange(store.selectedTextRange) }
        set {
            guard let range = newValue.flatMap(core) else { return }
            inputDelegate?.selectionWillChange(self)
            store.selectedTextRange = range
            inputDelegate?.selectionDidChange(self)
            setNeedsDisplay()
        }
    }

    /// The marked (provisional) text's range, nil when nothing is marked.
    public var markedTextRange: UITextRange? { store.markedTextRange.map(ChatTextRange.init) }

    /// Marks `markedText` in place of the current marked text or selection, with the selection given
    /// in UTF-16 units inside it (clamped into it); nil or "" removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let offsets = GraphemeOffsets(markedText ?? "")
        let start = offsets.graphemeOffset(forUTF16Offset: selectedRange.location) ?? offsets.count
        let end = offsets.graphemeOffset(forUTF16Offset: selectedRange.location + selectedRange.length) ?? start
        edit { $0.setMarkedText(markedText, selectedRange: start..<max(start, end)) }
    }

    /// Commits the marked text as ordinary text, keeping the caret.
    public func unmarkText() { edit { $0.unmarkText() } }

    // MARK: Positions (the store's arithmetic)

    /// Position 0.
    public var beginningOfDocument: UITextPosition { ChatTextPosition(store.beginningOfDocument) }
    /// The position after the last grapheme cluster.
    public var endOfDocument: UITextPosition { ChatTextPosition(store.endOfDocument) }

    /// The range between two positions, in either order; nil if either is not this view's.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = core(fromPosition), let to = core(toPosition) else { return nil }
        return store.textRange(from: from, to: to).map(ChatTextRange.init)
    }

    /// The position `offset` grapheme clusters away; nil past either end or for another view's position.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        core(position).flatMap { store.position(from: $0, offset: offset) }.map(ChatTextPosition.init)
    }

    /// The position `offset` steps away in a layout direction (lines are paragraphs); nil past the ends.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let position = core(position) else { return nil }
        return store.position(from: position, in: TextDirection(direction), offset: offset).map(ChatTextPosition.init)
    }

    /// The order of two positions; `.orderedSame` when either is not this view's.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let a = core(position), let b = core(other) else { return .orderedSame }
        return store.compare(a, to: b)
    }

    /// Grapheme clusters from one position to another (negative backwards); 0 when either is not this view's.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let a = core(from), let b = core(toPosition) else { return 0 }
        return store.offset(from: a, to: b)
    }

    /// The end of `range` farthest in `direction` (start for left/up, end for right/down).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        core(range).map { ChatTextPosition(store.position(within: $0, farthestIn: TextDirection(direction))) }
    }

    /// The grapheme cluster next to `position` in `direction`; nil at the text's end.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        core(position).flatMap { store.characterRange(byExtending: $0, in: TextDirection(direction)) }.map(ChatTextRange.init)
    }

    /// Always `.natural`: the view does not lay out right-to-left text on its own.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .natural
    }

    /// Ignored (the view keeps the natural direction).
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: Geometry (the layout manager's)

    /// The bounding rectangle of the range's glyphs, in view coordinates; `.null` for a range not in the text.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = core(range), let ns = store.nsRange(for: range) else { return .null }
        let glyphs = layoutManager.glyphRange(forCharacterRange: ns, actualCharacterRange: nil)
        return layoutManager.boundingRect(forGlyphRange: glyphs, in: container)
    }

    /// A 2-point caret at the position, at least one line tall; `.null` for a position not in the text.
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let position = core(position), let offset = store.utf16Offset(of: position) else { return .null }
        let glyphs = layoutManager.glyphRange(forCharacterRange: NSRange(location: offset, length: 0), actualCharacterRange: nil)
        let rect = layoutManager.boundingRect(forGlyphRange: glyphs, in: container)
        return CGRect(x: rect.minX, y: rect.minY, width: 2, height: max(rect.height, font.lineHeight))
    }

    /// One rectangle around the range's glyphs (the layout manager's bounding rect).
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let rect = firstRect(for: range)
        return rect.isNull ? [] : [ChatSelectionRect(rect: rect)]
    }

    /// The position nearest to `point`, in view coordinates.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let index = layoutManager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        return store.position(utf16Offset: index).map(ChatTextPosition.init)
    }

    /// The position nearest to `point`, clamped into `range`; nil for another view's range.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = core(range), let position = (closestPosition(to: point) as? ChatTextPosition)?.position else { return nil }
        return ChatTextPosition(min(max(position, range.start), range.end))
    }

    /// The grapheme cluster after the position nearest to `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = (closestPosition(to: point) as? ChatTextPosition)?.position else { return nil }
        return store.characterRange(byExtending: position, in: .right).map(ChatTextRange.init)
    }

    // MARK: Drawing

    /// Draws the text's glyphs, laid out to the view's width.
    override public func draw(_ rect: CGRect) {
        container.size = CGSize(width: bounds.width, height: CGFloat.greatestFiniteMagnitude)
        layoutManager.drawGlyphs(forGlyphRange: layoutManager.glyphRange(for: container), at: .zero)
    }

    // MARK: Mapping

    private func edit(_ change: (inout TextStore) -> Void) {
        inputDelegate?.textWillChange(self)
        change(&store)
        storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: store.text)
        storage.addAttributes([.font: font], range: NSRange(location: 0, length: storage.length))
        inputDelegate?.textDidChange(self)
        setNeedsDisplay()
    }

    private func core(_ position: UITextPosition) -> TextPosition? {
        (position as? ChatTextPosition).map(\.position).flatMap { store.isValid($0) ? $0 : nil }
    }

    private func core(_ range: UITextRange) -> TextRange? {
        (range as? ChatTextRange)?.range
    }
}

extension TextDirection {
    /// The core's direction for UIKit's.
    init(_ direction: UITextLayoutDirection) {
        switch direction {
        case .right: self = .right
        case .left: self = .left
        case .up: self = .up
        case .down: self = .down
        @unknown default: self = .right
        }
    }
}
#endif
