/// A place between two grapheme clusters of a `TextStore`: 0 is before the first, `count` after the last.
///
/// Positions count what a person sees as one character, so a ZWJ family emoji or a flag is one step.
public struct TextPosition: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByIntegerLiteral
{
    /// Grapheme clusters before this position.
    public var offset: Int

    /// A position `offset` grapheme clusters from the beginning of the document.
    public init(_ offset: Int) { self.offset = offset }

    /// A position from an integer literal (`let caret: TextPosition = 3`), in grapheme clusters.
    public init(integerLiteral value: Int) { offset = value }

    /// Reads a bare JSON integer (not checked against any text: the store that uses it does that).
    public init(from decoder: any Decoder) throws {
        offset = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Writes the offset as a bare integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(offset)
    }

    /// Earlier in the text is smaller.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }

    /// The offset, as digits.
    public var description: String { String(offset) }
}
