import Foundation
import Testing

@testable import TextInputModel

@Test func positionFromOffsetIsNilOutsideTheDocument() {
    let store = TextStore("你好👍🏽")
    #expect(store.position(from: 1, offset: 2) == TextPosition(3))
    #expect(store.position(from: 1, offset: -1) == TextPosition(0))
    #expect(store.position(from: 1, offset: 3) == nil)
    #expect(store.position(from: 1, offset: -2) == nil)
    #expect(store.position(from: 9, offset: 0) == nil)
    #expect(store.position(from: 2, in: .left, offset: 2) == TextPosition(0))
    #expect(store.position(from: 2, in: .forward, offset: 1) == TextPosition(3))
}

@Test func upAndDownMoveByLinesKeepingTheColumn() {
    let store = TextStore("abcd\nxy\n\nlong line")
    #expect(store.position(from: 3, in: .down, offset: 1) == TextPosition(7))  // column 3 clamps to "xy"'s end
    #expect(store.position(from: 6, in: .down, offset: 2) == TextPosition(10))
    #expect(store.position(from: 10, in: .up, offset: 3) == TextPosition(1))
    #expect(store.position(from: 2, in: .up, offset: 1) == nil)
    #expect(store.position(from: 10, in: .down, offset: 1) == nil)
}

@Test func offsetAndCompareOrderPositions() {
    let store = TextStore("abc")
    #expect(store.offset(from: 3, to: 1) == -2)
    #expect(store.compare(1, to: 2) == .orderedAscending)
    #expect(store.compare(2, to: 1) == .orderedDescending)
    #expect(store.compare(2, to: 2) == .orderedSame)
    #expect(store.textRange(from: 3, to: 1) == TextRange(1..<3))
    #expect(store.textRange(from: 0, to: 4) == nil)
}

@Test func characterRangeExtendsToTheLineOrDocumentEdge() {
    let store = TextStore("first\nsecond\nthird")
    #expect(store.characterRange(byExtending: 9, in: .left) == TextRange(6..<9))
    #expect(store.characterRange(byExtending: 9, in: .backward) == TextRange(6..<9))
    #expect(store.characterRange(byExtending: 9, in: .right) == TextRange(9..<12))
    #expect(store.characterRange(byExtending: 9, in: .forward) == TextRange(9..<12))
    #expect(store.characterRange(byExtending: 9, in: .up) == TextRange(0..<9))
    #expect(store.characterRange(byExtending: 9, in: .down) == TextRange(9..<18))
}

@Test func characterRangeStaysInsideTheTextAtItsEnds() {
    let store = TextStore("ab")
    #expect(store.characterRange(byExtending: 0, in: .left) == .caret(at: 0))
    #expect(store.characterRange(byExtending: 2, in: .right) == .caret(at: 2))
    #expect(store.characterRange(byExtending: 3, in: .right) == nil)
    #expect(store.characterRange(byExtending: -1, in: .left) == nil)
    #expect(TextStore().characterRange(byExtending: 0, in: .down) == .caret(at: 0))
}

@Test func farthestPositionWithinARangeFollowsTheDirection() {
    let store = TextStore("abcdef")
    let range = TextRange(2..<4)
    #expect(store.position(within: range, farthestIn: .left) == TextPosition(2))
    #expect(store.position(within: range, farthestIn: .up) == TextPosition(2))
    #expect(store.position(within: range, farthestIn: .right) == TextPosition(4))
    #expect(store.position(within: range, farthestIn: .down) == TextPosition(4))
}

@Test func extremeOffsetsGiveNilInsteadOfOverflowing() {
    let store = TextStore("a\nb")
    for direction in TextDirection.allCases {
        #expect(store.position(from: 1, in: direction, offset: Int.max) == nil, "\(direction)")
        #expect(store.position(from: 1, in: direction, offset: Int.min) == nil, "\(direction)")
    }
}
