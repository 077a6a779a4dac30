/// Text with a selection and optional marked (provisional) text, edited with UITextInput's
/// semantics; positions and ranges count grapheme clusters.
///
/// Invariants after every operation: the selection lies within `0...count`; when there is marked
/// text, the selection lies within it; marked text is never empty (empty means none).
public struct TextStore: Sendable {
    /// The whole text, marked text included.
    public private(set) var text: String
    /// Grapheme boundaries of `text` with their UTF-16 offsets.
    public private(set) var graphemes: GraphemeOffsets
    var selection: TextRange
    /// The marked (provisional, still being composed) text's range, or nil when there is none.
    public internal(set) var markedTextRange: TextRange?

    /// A store holding `text` with the given selection (clamped into the text), by default a
    /// caret after the last character.
    public init(_ text: String = "", selectedTextRange: TextRange? = nil) {
        self.text = text
        graphemes = GraphemeOffsets(text)
        selection = .caret(at: graphemes.count)
        markedTextRange = nil
        if let selectedTextRange { self.selectedTextRange = selectedTextRange }
    }

    /// Grapheme clusters in the text.
    public var count: Int { graphemes.count }

    /// UTF-16 code units in the text.
    public var utf16Count: Int { graphemes.utf16Count }

    /// Whether there is any text.
    public var hasText: Bool { count > 0 }

    /// Position 0, before the first character.
    public var beginningOfDocument: TextPosition { TextPosition(0) }

    /// The position after the last character; the caret may rest here.
    public var endOfDocument: TextPosition { TextPosition(count) }

    /// The selection, a caret when empty. Setting clamps it into the text; a selection that is
    /// not inside the marked text commits the marked text first (as when the user taps elsewhere).
    public var selectedTextRange: TextRange {
        get { selection }
        set {
            let range = TextRange(start: clamped(newValue.start), end: clamped(newValue.end))
            if let marked = markedTextRange, !marked.contains(range) { markedTextRange = nil }
            selection = range
        }
    }

    /// The selected text, empty for a caret.
    public var selectedText: String { text(in: selection) ?? "" }

    /// The marked text, or nil when there is none.
    public var markedText: String? { markedTextRange.flatMap { text(in: $0) } }

    /// The text in `range`, or nil when the range is not within the document.
    public func text(in range: TextRange) -> String? {
        guard isValid(range.start), isValid(range.end) else { return nil }
        return String(text[graphemes.index(at: range.start.offset)..<graphemes.index(at: range.end.offset)])
    }

    /// Whether `position` lies within `0...count`.
    public func isValid(_ position: TextPosition) -> Bool {
        position.offset >= 0 && position.offset <= count
    }

    func clamped(_ position: TextPosition) -> TextPosition {
        TextPosition(Swift.min(Swift.max(position.offset, 0), count))
    }

    /// Replaces the graphemes in `range` (which must be valid) with `replacement` and reports
    /// where the replacement landed. Works through UTF-16 offsets so that a replacement which
    /// merges with a neighbour (a combining mark after a letter, a lone regional indicator) still
    /// maps positions sensibly.
    mutating func splice(_ range: TextRange, with replacement: String) -> Splice {
        let old = graphemes
        let utf16Start = old.utf16Offsets[range.start.offset]
        let utf16End = old.utf16Offsets[range.end.offset]
        let insertedUTF16 = replacement.utf16.count
        text.replaceSubrange(old.index(at: range.start.offset)..<old.index(at: range.end.offset), with: replacement)
        graphemes = GraphemeOffsets(text)
        let start = graphemes.graphemeOffset(forUTF16Offset: utf16Start, rounding: .down) ?? 0
        let end = graphemes.graphemeOffset(forUTF16Offset: utf16Start + insertedUTF16, rounding: .up) ?? count
        return Splice(
            replaced: range, inserted: TextRange(start..<end), old: old, new: graphemes,
            utf16Delta: insertedUTF16 - (utf16End - utf16Start))
    }
}

/// What one `TextStore.splice` did, and how it moves positions taken before it.
struct Splice {
    /// The range replaced, in positions before the edit.
    let replaced: TextRange
    /// The replacement's range, in positions after the edit (widened to whole clusters).
    let inserted: TextRange
    let old: GraphemeOffsets
    let new: GraphemeOffsets
    let utf16Delta: Int

    /// Where a position taken before the edit is now: positions before the replaced range stay,
    /// positions after it shift, and positions inside it or on its ends move to the end of the
    /// replacement.
    func map(_ position: TextPosition) -> TextPosition {
        if position < replaced.start {
            let utf16 = old.utf16Offsets[position.offset]
            return TextPosition(new.graphemeOffset(forUTF16Offset: utf16, rounding: .down) ?? 0)
        }
        if position > replaced.end {
            let utf16 = old.utf16Offsets[position.offset] + utf16Delta
            return TextPosition(new.graphemeOffset(forUTF16Offset: utf16, rounding: .up) ?? new.count)
        }
        return inserted.end
    }

    /// `map` applied to both ends.
    func map(_ range: TextRange) -> TextRange { TextRange(start: map(range.start), end: map(range.end)) }
}
