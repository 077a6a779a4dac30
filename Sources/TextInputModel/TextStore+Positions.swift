import Foundation

extension TextStore {
    /// The range between two positions, or nil when either is outside the document.
    public func textRange(from start: TextPosition, to end: TextPosition) -> TextRange? {
        guard isValid(start), isValid(end) else { return nil }
        return TextRange(start: start, end: end)
    }

    /// The position `offset` grapheme clusters after `position` (before it when negative), or nil
    /// when that falls outside the document.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        guard isValid(position) else { return nil }
        let (sum, overflow) = position.offset.addingReportingOverflow(offset)
        return !overflow && isValid(TextPosition(sum)) ? TextPosition(sum) : nil
    }

    /// The position `offset` steps from `position` in `direction`: characters for forward,
    /// backward, left and right; lines (paragraphs) for up and down, keeping the column where the
    /// target line is long enough. Nil when that falls outside the document.
    public func position(from position: TextPosition, in direction: TextDirection, offset: Int) -> TextPosition? {
        guard isValid(position) else { return nil }
        switch direction {
        case .forward, .right: return self.position(from: position, offset: offset)
        case .backward, .left:
            guard offset != Int.min else { return nil }
            return self.position(from: position, offset: -offset)
        case .up, .down:
            let lines = lineRanges()
            guard let line = lines.firstIndex(where: { $0.contains(position) }) else { return nil }
            let (target, overflow) =
                direction == .down ? line.addingReportingOverflow(offset) : line.subtractingReportingOverflow(offset)
            guard !overflow, lines.indices.contains(target) else { return nil }
            let column = position.offset - lines[line].start.offset
            return TextPosition(lines[target].start.offset + Swift.min(column, lines[target].length))
        }
    }

    /// Grapheme clusters from `from` to `to` (negative when `to` comes first).
    public func offset(from: TextPosition, to: TextPosition) -> Int { to.offset - from.offset }

    /// How two positions are ordered, like `UITextInput.compare(_:to:)`.
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        if position < other { return .orderedAscending }
        if position > other { return .orderedDescending }
        return .orderedSame
    }

    /// The range from `position` to its farthest extent in `direction`: to the start (left,
    /// backward) or end (right, forward) of its line, or to the start (up) or end (down) of the
    /// document. Nil when the position is outside the document. (The UITextInput article's sample
    /// returned one character here and ran past both ends of the text.)
    public func characterRange(byExtending position: TextPosition, in direction: TextDirection) -> TextRange? {
        guard isValid(position) else { return nil }
        switch direction {
        case .up: return TextRange(start: beginningOfDocument, end: position)
        case .down: return TextRange(start: position, end: endOfDocument)
        case .left, .backward, .right, .forward:
            guard let line = lineRanges().first(where: { $0.contains(position) }) else { return nil }
            return direction.isTowardsEnd
                ? TextRange(start: position, end: line.end) : TextRange(start: line.start, end: position)
        }
    }

    /// The end of `range` farthest in `direction`: its start for left, backward and up, its end
    /// otherwise.
    public func position(within range: TextRange, farthestIn direction: TextDirection) -> TextPosition {
        direction.isTowardsEnd ? range.end : range.start
    }

    /// The lines (paragraphs) of the text, newlines excluded; an empty text has one empty line,
    /// and a text ending in a newline ends with an empty line.
    func lineRanges() -> [TextRange] {
        var lines: [TextRange] = []
        var start = 0
        var offset = 0
        for character in text {
            if character.isNewline {
                lines.append(TextRange(start..<offset))
                start = offset + 1
            }
            offset += 1
        }
        lines.append(TextRange(start..<offset))
        return lines
    }
}
