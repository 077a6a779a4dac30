import Foundation

extension TextStore {
    /// The UTF-16 offset of `position` (what `NSRange` and text layout count), or nil when the
    /// position is outside the document.
    public func utf16Offset(of position: TextPosition) -> Int? {
        graphemes.utf16Offset(forGraphemeOffset: position.offset)
    }

    /// The position at UTF-16 offset `utf16Offset`, rounded to a grapheme boundary when it falls
    /// inside a cluster; nil outside `0...utf16Count`.
    public func position(utf16Offset: Int, rounding: GraphemeOffsets.Rounding = .down) -> TextPosition? {
        graphemes.graphemeOffset(forUTF16Offset: utf16Offset, rounding: rounding).map { TextPosition($0) }
    }

    /// `range` as an `NSRange` in UTF-16 code units, or nil when it is outside the document.
    public func nsRange(for range: TextRange) -> NSRange? {
        guard let utf16 = graphemes.utf16Range(forGraphemeRange: range.offsets) else { return nil }
        return NSRange(location: utf16.lowerBound, length: utf16.count)
    }

    /// The smallest range of whole grapheme clusters covering `nsRange`, or nil when it is
    /// `NSNotFound`, negative, or outside the text.
    public func textRange(for nsRange: NSRange) -> TextRange? {
        guard nsRange.location != NSNotFound, nsRange.location >= 0, nsRange.length >= 0,
            nsRange.location <= utf16Count, nsRange.length <= utf16Count - nsRange.location,
            let graphemeRange = graphemes.graphemeRange(
                forUTF16Range: nsRange.location..<(nsRange.location + nsRange.length))
        else { return nil }
        return TextRange(graphemeRange)
    }
}
