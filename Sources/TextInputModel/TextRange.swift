/// A span of grapheme clusters between two positions; `start <= end` always holds.
///
/// Unlike the UITextInput article's sample, an empty range (a caret) `isEmpty`.
public struct TextRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The earlier end.
    public let start: TextPosition
    /// The later end.
    public let end: TextPosition

    /// The range between two positions, in either order (like `textRange(from:to:)`).
    public init(start: TextPosition, end: TextPosition) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    /// The range covering grapheme offsets `range`.
    public init(_ range: Range<Int>) {
        self.init(start: TextPosition(range.lowerBound), end: TextPosition(range.upperBound))
    }

    /// An empty range: a caret at `position`.
    public static func caret(at position: TextPosition) -> TextRange {
        TextRange(start: position, end: position)
    }

    /// An empty range: a caret at grapheme offset `offset`.
    public static func caret(at offset: Int) -> TextRange { caret(at: TextPosition(offset)) }

    /// Whether the range is a caret (no characters between its ends).
    public var isEmpty: Bool { start == end }

    /// Grapheme clusters in the range.
    public var length: Int { end.offset - start.offset }

    /// The grapheme offsets the range covers.
    public var offsets: Range<Int> { start.offset..<end.offset }

    /// Whether `position` lies within the range or on one of its ends.
    public func contains(_ position: TextPosition) -> Bool { start <= position && position <= end }

    /// Whether `other` lies wholly within this range (ends included).
    public func contains(_ other: TextRange) -> Bool { start <= other.start && other.end <= end }

    private enum CodingKeys: String, CodingKey { case start, end }

    /// Reads `{"start": n, "end": m}`; an end before the start throws a `DecodingError` (ranges in
    /// files are not reordered silently).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(TextPosition.self, forKey: .start)
        let end = try container.decode(TextPosition.self, forKey: .end)
        guard start <= end else {
            throw DecodingError.dataCorruptedError(
                forKey: .end, in: container,
                debugDescription: "text range ends (\(end)) before it starts (\(start))")
        }
        self.start = start
        self.end = end
    }

    /// Writes `{"start": n, "end": m}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    /// Half-open notation, `[start, end)`.
    public var description: String { "[\(start), \(end))" }
}
