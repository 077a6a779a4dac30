/// The grapheme-cluster boundaries of a string with the UTF-16 offset of each: the bridge between
/// positions a person sees (one emoji is one) and the offsets `NSRange` and text layout use.
///
/// Built once per string in O(n); grapheme → UTF-16 is O(1), UTF-16 → grapheme is O(log n).
public struct GraphemeOffsets: Sendable {
    /// `utf16Offsets[g]` is where grapheme `g` starts in UTF-16 code units; the last entry is the
    /// UTF-16 length, so there are `count + 1` entries.
    public let utf16Offsets: [Int]
    /// `indices[g]` is where grapheme `g` starts in the string; the last is `endIndex`.
    let indices: [String.Index]

    /// Which way to go when a UTF-16 offset falls inside a grapheme cluster.
    public enum Rounding: Sendable, Hashable {
        /// To the start of the cluster.
        case down
        /// To the end of the cluster.
        case up
    }

    /// The boundaries of `text`.
    public init(_ text: String) {
        var utf16Offsets = [0]
        var indices = [text.startIndex]
        var utf16 = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            utf16 += text.utf16.distance(from: index, to: next)
            utf16Offsets.append(utf16)
            indices.append(next)
            index = next
        }
        self.utf16Offsets = utf16Offsets
        self.indices = indices
    }

    /// Grapheme clusters in the string.
    public var count: Int { utf16Offsets.count - 1 }

    /// UTF-16 code units in the string.
    public var utf16Count: Int { utf16Offsets[utf16Offsets.count - 1] }

    /// The UTF-16 offset of grapheme boundary `graphemeOffset`, or nil outside `0...count`.
    public func utf16Offset(forGraphemeOffset graphemeOffset: Int) -> Int? {
        guard graphemeOffset >= 0, graphemeOffset <= count else { return nil }
        return utf16Offsets[graphemeOffset]
    }

    /// The grapheme boundary at `utf16Offset`, rounded when the offset falls inside a cluster
    /// (a surrogate pair, a ZWJ sequence, a flag); nil outside `0...utf16Count`.
    public func graphemeOffset(forUTF16Offset utf16Offset: Int, rounding: Rounding = .down) -> Int? {
        guard utf16Offset >= 0, utf16Offset <= utf16Count else { return nil }
        // First boundary >= utf16Offset.
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if utf16Offsets[mid] < utf16Offset { low = mid + 1 } else { high = mid }
        }
        if utf16Offsets[low] == utf16Offset || rounding == .up { return low }
        return low - 1
    }

    /// Whether `utf16Offset` is a grapheme boundary (not inside a cluster) within the string.
    public func isBoundary(utf16Offset: Int) -> Bool {
        guard let grapheme = graphemeOffset(forUTF16Offset: utf16Offset) else { return false }
        return utf16Offsets[grapheme] == utf16Offset
    }

    /// The UTF-16 range of graphemes `range`, or nil when it is not within `0...count`.
    public func utf16Range(forGraphemeRange range: Range<Int>) -> Range<Int>? {
        guard let lower = utf16Offset(forGraphemeOffset: range.lowerBound),
            let upper = utf16Offset(forGraphemeOffset: range.upperBound)
        else { return nil }
        return lower..<upper
    }

    /// The smallest grapheme range covering UTF-16 range `range` (whole clusters, like
    /// `rangeOfComposedCharacterSequences(for:)`), or nil when it is not within the string.
    public func graphemeRange(forUTF16Range range: Range<Int>) -> Range<Int>? {
        guard let lower = graphemeOffset(forUTF16Offset: range.lowerBound, rounding: .down),
            let upper = graphemeOffset(forUTF16Offset: range.upperBound, rounding: .up)
        else { return nil }
        return lower..<upper
    }

    /// The string index of grapheme boundary `graphemeOffset` (which must be within `0...count`).
    func index(at graphemeOffset: Int) -> String.Index { indices[graphemeOffset] }
}
