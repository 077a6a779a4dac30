import Testing

@testable import TextInputModel

@Test func compositionMarksPinyinThenCommitsTheCandidate() {
    var store = TextStore("我说")
    store.setMarkedText("ni")
    #expect(store.markedText == "ni" && store.markedTextRange == TextRange(2..<4))
    store.setMarkedText("ni'hao")
    #expect(store.text == "我说ni'hao" && store.selectedTextRange == .caret(at: 8))
    store.insertText("你好")
    #expect(store.text == "我说你好" && store.markedTextRange == nil && store.selectedTextRange == .caret(at: 4))
}

@Test func markedSelectionIsClampedInsideTheMarkedText() {
    var store = TextStore("ab", selectedTextRange: .caret(at: 1))
    store.setMarkedText("xyz", selectedRange: 1..<9)
    #expect(store.markedTextRange == TextRange(1..<4))
    #expect(store.selectedTextRange == TextRange(2..<4))
    store.setMarkedText("xyz", selectedRange: -3..<(-1))
    #expect(store.selectedTextRange == .caret(at: 1))
}

@Test func markedTextReplacesTheSelection() {
    var store = TextStore("hello", selectedTextRange: TextRange(1..<4))
    store.setMarkedText("ni")
    #expect(store.text == "hnio" && store.markedTextRange == TextRange(1..<3))
}

@Test func emptyMarkedTextRemovesItAndEndsMarking() {
    var store = TextStore("ab")
    store.setMarkedText("zhong")
    store.setMarkedText("")
    #expect(store.text == "ab" && store.markedTextRange == nil && store.selectedTextRange == .caret(at: 2))
    store.setMarkedText("z")
    store.setMarkedText(nil)
    #expect(store.text == "ab" && store.markedTextRange == nil)
}

@Test func unmarkTextKeepsTextAndSelection() {
    var store = TextStore()
    store.setMarkedText("hao", selectedRange: 1..<1)
    store.unmarkText()
    #expect(store.text == "hao" && store.markedTextRange == nil && store.selectedTextRange == .caret(at: 1))
}

@Test func selectingOutsideTheMarkedTextCommitsItInsideKeepsIt() {
    var store = TextStore("ab")
    store.setMarkedText("xyz")
    store.selectedTextRange = .caret(at: 3)
    #expect(store.markedTextRange == TextRange(2..<5))
    store.selectedTextRange = .caret(at: 1)
    #expect(store.markedTextRange == nil && store.text == "abxyz")
}

@Test func deleteBackwardEditsInsideTheMarkedText() {
    var store = TextStore("a")
    store.setMarkedText("xyz")
    store.deleteBackward()
    #expect(store.text == "axy" && store.markedTextRange == TextRange(1..<3))
    store.selectedTextRange = .caret(at: 1)
    #expect(store.markedTextRange == TextRange(1..<3))
    store.deleteBackward()
    #expect(store.text == "xy" && store.markedTextRange == TextRange(0..<2))
    store.selectedTextRange = .caret(at: 2)
    store.deleteBackward()
    store.deleteBackward()
    #expect(store.text == "" && store.markedTextRange == nil)
}

@Test func markedTextThatMergesWithTheLetterBeforeItCoversTheCluster() {
    var store = TextStore("e")
    store.setMarkedText("\u{301}")
    #expect(store.markedTextRange == TextRange(0..<1) && store.selectedTextRange == .caret(at: 1))
}
