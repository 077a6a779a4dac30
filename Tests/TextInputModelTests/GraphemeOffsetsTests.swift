import Testing

@testable import TextInputModel

/// "a", a ZWJ family (11 UTF-16 units), a flag (4), e + combining acute (2), 你 (1).
private let mixed = "a👨‍👩‍👧‍👦🇨🇳e\u{301}你"

@Test func offsetsCountGraphemesAndUTF16Units() {
    let offsets = GraphemeOffsets(mixed)
    #expect(offsets.count == 5)
    #expect(offsets.utf16Count == mixed.utf16.count)
    #expect(offsets.utf16Offsets == [0, 1, 12, 16, 18, 19])
}

@Test func utf16OffsetsInsideAClusterRoundToItsEdges() {
    let offsets = GraphemeOffsets(mixed)
    #expect(offsets.graphemeOffset(forUTF16Offset: 5) == 1)
    #expect(offsets.graphemeOffset(forUTF16Offset: 5, rounding: .up) == 2)
    #expect(offsets.graphemeOffset(forUTF16Offset: 12, rounding: .up) == 2)
    #expect(offsets.graphemeOffset(forUTF16Offset: 19) == 5)
    #expect(offsets.isBoundary(utf16Offset: 16) && !offsets.isBoundary(utf16Offset: 14))
}

@Test func offsetsOutsideTheStringAreNil() {
    let offsets = GraphemeOffsets(mixed)
    #expect(offsets.graphemeOffset(forUTF16Offset: -1) == nil)
    #expect(offsets.graphemeOffset(forUTF16Offset: 20) == nil)
    #expect(offsets.utf16Offset(forGraphemeOffset: 6) == nil)
    #expect(offsets.utf16Offset(forGraphemeOffset: -1) == nil)
    #expect(offsets.utf16Range(forGraphemeRange: 4..<6) == nil)
    #expect(!offsets.isBoundary(utf16Offset: 25))
}

@Test func utf16RangesWidenToWholeClusters() {
    let offsets = GraphemeOffsets(mixed)
    #expect(offsets.graphemeRange(forUTF16Range: 3..<13) == 1..<3)
    #expect(offsets.graphemeRange(forUTF16Range: 16..<17) == 3..<4)
    #expect(offsets.utf16Range(forGraphemeRange: 1..<3) == 1..<16)
}

@Test func emptyStringHasOneBoundary() {
    let offsets = GraphemeOffsets("")
    #expect(offsets.count == 0 && offsets.utf16Count == 0)
    #expect(offsets.graphemeOffset(forUTF16Offset: 0) == 0)
}
