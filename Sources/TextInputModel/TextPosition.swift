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

    public init(integerLiteral value: Int) { offset = value }

    // Written out: a position is a plain number in JSON (the playground's protocol and saved
    // stores), where the synthesised coding would write `{"offset": n}`.
    public init(from decoder: any Decoder) throws {
        offset = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(offset)
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }

    public var description: String { String(offset) }
}
