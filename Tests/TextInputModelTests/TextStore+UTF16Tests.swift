import Foundation
import Testing

@testable import TextInputModel

@Test func nsRangesCountUTF16UnitsOfWholeClusters() {
    let store = TextStore("a👍🏽b")
    #expect(store.utf16Count == 6)
    #expect(store.nsRange(for: TextRange(1..<2)) == NSRange(location: 1, length: 4))
    #expect(store.nsRange(for: TextRange(0..<4)) == nil)
    #expect(store.utf16Offset(of: 3) == 6)
    #expect(store.utf16Offset(of: 4) == nil)
}

@Test func nsRangeInsideAClusterWidensToTheCluster() {
    let store = TextStore("a👍🏽b")
    #expect(store.textRange(for: NSRange(location: 2, length: 1)) == TextRange(1..<2))
    #expect(store.textRange(for: NSRange(location: 5, length: 1)) == TextRange(2..<3))
    #expect(store.position(utf16Offset: 3) == TextPosition(1))
    #expect(store.position(utf16Offset: 3, rounding: .up) == TextPosition(2))
}

@Test func invalidNSRangesGiveNil() {
    let store = TextStore("abc")
    #expect(store.textRange(for: NSRange(location: NSNotFound, length: 0)) == nil)
    #expect(store.textRange(for: NSRange(location: 2, length: 5)) == nil)
    #expect(store.textRange(for: NSRange(location: -1, length: 1)) == nil)
    #expect(store.textRange(for: NSRange(location: Int.max - 1, length: Int.max)) == nil)
    #expect(store.position(utf16Offset: 4) == nil)
}
