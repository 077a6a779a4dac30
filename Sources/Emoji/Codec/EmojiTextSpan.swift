/// Where an emoji or a `[名称]` tag sits in a text, so a rich text view can draw an image there.
public struct EmojiTextSpan: Sendable, Hashable {
    /// What the span holds.
    public enum Kind: Sendable, Hashable {
        /// An emoji character that the vocabulary names (`name`), e.g. 😂 → 笑哭了.
        case emoji(String, name: String)
        /// A bracket token; `emoji` is nil when the name is unknown or the tag is escaped (stays text).
        case tag(name: String, emoji: String?)
    }

    /// What the span holds: a named emoji, or a bracket tag (known or not).
    public let kind: Kind
    /// Offsets in UTF-16 code units (NSRange / UITextInput positions).
    public let utf16Range: Range<Int>
    /// Offsets in grapheme clusters (Swift `Character`s, what a user sees as characters).
    public let graphemeRange: Range<Int>

    /// A span; the ranges are taken as given (the scanner computes them from one string).
    public init(kind: Kind, utf16Range: Range<Int>, graphemeRange: Range<Int>) {
        self.kind = kind
        self.utf16Range = utf16Range
        self.graphemeRange = graphemeRange
    }
}

/// Converts scalar offsets of one string into UTF-16 and grapheme offsets.
struct TextOffsets {
    private var utf16: [Int] = [0]
    private var grapheme: [Int] = []
    private var graphemeCount = 0

    init(_ text: String) {
        utf16.reserveCapacity(text.unicodeScalars.count + 1)
        for character in text {
            for scalar in character.unicodeScalars {
                utf16.append(utf16.last! + scalar.utf16.count)
                grapheme.append(graphemeCount)
            }
            graphemeCount += 1
        }
    }

    /// UTF-16 and grapheme ranges covering scalars `range` (graphemes widened to whole clusters).
    func ranges(_ range: Range<Int>) -> (utf16: Range<Int>, graphemes: Range<Int>) {
        let utf16Range = utf16[range.lowerBound]..<utf16[range.upperBound]
        guard !range.isEmpty else {
            let at = range.lowerBound < grapheme.count ? grapheme[range.lowerBound] : graphemeCount
            return (utf16Range, at..<at)
        }
        return (utf16Range, grapheme[range.lowerBound]..<(grapheme[range.upperBound - 1] + 1))
    }
}
