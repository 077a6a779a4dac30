import Testing

@testable import TextInputModel

@Test func newStorePutsTheCaretAfterTheLastCharacter() {
    let store = TextStore("你好👍🏽")
    #expect(store.count == 3)
    #expect(store.selectedTextRange == .caret(at: 3))
    #expect(store.endOfDocument == TextPosition(3))
    #expect(store.beginningOfDocument == TextPosition(0))
}

@Test func selectionIsClampedIntoTheText() {
    var store = TextStore("abc", selectedTextRange: TextRange(start: -4, end: 9))
    #expect(store.selectedTextRange == TextRange(0..<3))
    store.selectedTextRange = .caret(at: 7)
    #expect(store.selectedTextRange == .caret(at: 3))
}

@Test func textInRangeCountsGraphemesAndRejectsRangesOutside() {
    let store = TextStore("a🇨🇳b")
    #expect(store.text(in: TextRange(1..<2)) == "🇨🇳")
    #expect(store.text(in: TextRange(0..<3)) == "a🇨🇳b")
    #expect(store.text(in: TextRange(2..<4)) == nil)
    #expect(store.text(in: TextRange(start: -1, end: 1)) == nil)
}

@Test func storeEqualityIgnoresHowItGotThere() {
    var typed = TextStore()
    typed.insertText("ab")
    #expect(typed == TextStore("ab"))
    typed.selectedTextRange = .caret(at: 1)
    #expect(typed != TextStore("ab"))
}
