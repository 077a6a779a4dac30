import Testing

@testable import TextInputModel

@Test func insertTextTypesAtTheCaretAndReplacesTheSelection() {
    var store = TextStore("ac", selectedTextRange: .caret(at: 1))
    store.insertText("b")
    #expect(store.text == "abc" && store.selectedTextRange == .caret(at: 2))
    store.selectedTextRange = TextRange(0..<2)
    store.insertText("你好")
    #expect(store.text == "你好c" && store.selectedTextRange == .caret(at: 2))
    store.selectedTextRange = TextRange(0..<1)
    store.insertText("")
    #expect(store.text == "好c" && store.selectedTextRange == .caret(at: 0))
}

@Test func deleteBackwardRemovesOneWholeGraphemeCluster() {
    var store = TextStore("a👨‍👩‍👧‍👦🇨🇳e\u{301}")
    store.deleteBackward()
    #expect(store.text == "a👨‍👩‍👧‍👦🇨🇳")
    store.deleteBackward()
    #expect(store.text == "a👨‍👩‍👧‍👦")
    store.deleteBackward()
    #expect(store.text == "a")
    store.deleteBackward()
    store.deleteBackward()
    #expect(store.text == "" && store.selectedTextRange == .caret(at: 0))
}

@Test func deleteBackwardDeletesTheSelectionOrNothingAtTheStart() {
    var store = TextStore("hello", selectedTextRange: TextRange(1..<4))
    store.deleteBackward()
    #expect(store.text == "ho" && store.selectedTextRange == .caret(at: 1))
    store.selectedTextRange = .caret(at: 0)
    store.deleteBackward()
    #expect(store.text == "ho" && store.selectedTextRange == .caret(at: 0))
}

@Test func replaceMovesTheSelectionLikeAnEditByTheHost() {
    var store = TextStore("hello world", selectedTextRange: .caret(at: 8))
    let replaced = store.replace(TextRange(0..<5), with: "hi")
    #expect(replaced)
    #expect(store.text == "hi world" && store.selectedTextRange == .caret(at: 5))
    let replacedAgain = store.replace(TextRange(6..<8), with: "!!!")
    #expect(replacedAgain)
    #expect(store.text == "hi wor!!!" && store.selectedTextRange == .caret(at: 5))
    store.selectedTextRange = TextRange(3..<6)
    let replacedOver = store.replace(TextRange(2..<7), with: "_")
    #expect(replacedOver)
    #expect(store.text == "hi_!!" && store.selectedTextRange == .caret(at: 3))
}

@Test func replaceOutsideTheTextChangesNothing() {
    var store = TextStore("abc")
    let replaced = store.replace(TextRange(2..<4), with: "x")
    #expect(!replaced)
    #expect(store == TextStore("abc"))
}

@Test func replaceCommitsMarkedText() {
    var store = TextStore("ab")
    store.setMarkedText("ni")
    let replaced = store.replace(TextRange(0..<1), with: "A")
    #expect(replaced)
    #expect(store.text == "Abni" && store.markedTextRange == nil)
}

@Test func insertedCombiningMarkMergesWithTheLetterBeforeIt() {
    var store = TextStore("xe")
    store.insertText("\u{301}")
    #expect(store.count == 2 && store.text == "xe\u{301}")
    #expect(store.selectedTextRange == .caret(at: 2))
    store.deleteBackward()
    #expect(store.text == "x")
}

@Test func insertedLineFeedMergesWithACarriageReturn() {
    var store = TextStore("a\r")
    store.insertText("\n")
    #expect(store.count == 2 && store.selectedTextRange == .caret(at: 2))
}

@Test func lonelyRegionalIndicatorsPairIntoAFlag() {
    var store = TextStore("🇨")
    store.insertText("🇳")
    #expect(store.count == 1 && store.text == "🇨🇳" && store.selectedTextRange == .caret(at: 1))
}

@Test func replaceAllPutsTheCaretAtTheEnd() {
    var store = TextStore("old", selectedTextRange: .caret(at: 0))
    store.setMarkedText("x")
    store.replaceAll(with: "新文本")
    #expect(store.text == "新文本" && store.selectedTextRange == .caret(at: 3) && store.markedTextRange == nil)
}
