import Foundation
import ShurufaTestSupport
import Testing

@testable import TextInputModel

@Test func contextIsTheTextAroundTheSelectionAndNilWhenEmpty() {
    let document = InMemoryTextDocument(text: "你好世界", selectedTextRange: TextRange(1..<3))
    #expect(document.documentContextBeforeInput == "你")
    #expect(document.documentContextAfterInput == "界")
    #expect(document.selectedText == "好世")
    let empty = InMemoryTextDocument()
    #expect(empty.documentContextBeforeInput == nil && empty.documentContextAfterInput == nil)
    #expect(empty.selectedText == nil && !empty.hasText)
}

@Test func contextLimitCutsTheVisibleTextShort() {
    let document = InMemoryTextDocument(text: "abcdefgh", selectedTextRange: .caret(at: 4), contextLimit: 2)
    #expect(document.documentContextBeforeInput == "cd")
    #expect(document.documentContextAfterInput == "ef")
}

@Test func keyboardTypesPinyinAsMarkedTextAndCommitsTheCandidate() {
    let document = InMemoryTextDocument()
    let keyboard = RecordingTextDocument(document)
    for pinyin in ["n", "ni", "ni'h", "ni'ha", "ni'hao"] { keyboard.setMarkedText(pinyin) }
    #expect(document.markedText == "ni'hao" && document.selectedTextRange == .caret(at: 6))
    keyboard.insertText("你好")
    #expect(document.text == "你好" && document.markedText == nil && document.selectedTextRange == .caret(at: 2))
    #expect(keyboard.calls.first == .setMarkedText("n", selectedRange: NSRange(location: 1, length: 0)))
    #expect(keyboard.calls.last == .insertText("你好"))
    #expect(keyboard.calls.count == 6)
    keyboard.clearCalls()
    #expect(keyboard.calls.isEmpty)
}

@Test func adjustTextPositionCountsUTF16UnitsAsIOSDoes() {
    let document = InMemoryTextDocument(text: "a👨‍👩‍👧‍👦b", selectedTextRange: .caret(at: 1))
    document.adjustTextPosition(byCharacterOffset: 11)
    #expect(document.selectedTextRange == .caret(at: 2))
    document.adjustTextPosition(byCharacterOffset: -11)
    #expect(document.selectedTextRange == .caret(at: 1))
    document.adjustTextPosition(byCharacterOffset: 1)  // lands inside the family: moves past it
    #expect(document.selectedTextRange == .caret(at: 2))
    document.adjustTextPosition(byCharacterOffset: -2)  // inside again, going back: before it
    #expect(document.selectedTextRange == .caret(at: 1))
    document.adjustTextPosition(byCharacterOffset: -100)
    #expect(document.selectedTextRange == .caret(at: 0))
    document.adjustTextPosition(byCharacterOffset: Int.max)
    #expect(document.selectedTextRange == .caret(at: 3))
}

@Test func adjustTextPositionCollapsesTheSelectionFromTheEndItMovesFrom() {
    let document = InMemoryTextDocument(text: "abcdef", selectedTextRange: TextRange(2..<4))
    document.adjustTextPosition(byCharacterOffset: 1)
    #expect(document.selectedTextRange == .caret(at: 5))
    let backwards = InMemoryTextDocument(text: "abcdef", selectedTextRange: TextRange(2..<4))
    backwards.adjustTextPosition(byCharacterOffset: -1)
    #expect(backwards.selectedTextRange == .caret(at: 1))
}

@Test func graphemeAdjustmentStepsOverEmojiAsOneCharacter() {
    let document = InMemoryTextDocument(text: "x🇨🇳👍🏽y", selectedTextRange: .caret(at: 1))
    let keyboard = RecordingTextDocument(document)
    keyboard.adjustTextPosition(byGraphemeOffset: 2)
    #expect(document.selectedTextRange == .caret(at: 3))
    #expect(keyboard.calls == [.adjustTextPosition(8)])
    keyboard.adjustTextPosition(byGraphemeOffset: -3)
    #expect(document.selectedTextRange == .caret(at: 0))
    keyboard.adjustTextPosition(byGraphemeOffset: -1)  // nothing before: no call
    #expect(keyboard.calls.count == 2)
}

@Test func markedTextSelectionInUTF16WidensToWholeClusters() {
    let document = InMemoryTextDocument(text: "a")
    document.setMarkedText("👍🏽b", selectedRange: NSRange(location: 1, length: 0))
    #expect(document.markedTextRange == TextRange(1..<3) && document.selectedTextRange == TextRange(1..<2))
    document.setMarkedText("xy", selectedRange: NSRange(location: NSNotFound, length: 0))
    #expect(document.text == "axy" && document.selectedTextRange == .caret(at: 3))
    document.setMarkedText("xy", selectedRange: NSRange(location: 9, length: 2))
    #expect(document.selectedTextRange == .caret(at: 3))
    let keyboard = RecordingTextDocument(document)
    keyboard.setMarkedText("中文", selectedGraphemeRange: 1..<2)
    #expect(document.selectedTextRange == TextRange(2..<3))
    #expect(keyboard.calls == [.setMarkedText("中文", selectedRange: NSRange(location: 1, length: 1))])
    document.setMarkedText("")
    #expect(document.text == "a" && document.markedTextRange == nil)
}

@Test func deleteBackwardAndUnmarkGoThroughTheStore() {
    let document = InMemoryTextDocument(text: "ok👍🏽")
    let keyboard = RecordingTextDocument(document)
    keyboard.deleteBackward()
    #expect(document.text == "ok")
    keyboard.setMarkedText("ma")
    keyboard.unmarkText()
    #expect(document.text == "okma" && document.markedText == nil)
    #expect(keyboard.calls == [.deleteBackward, .setMarkedText("ma", selectedRange: NSRange(location: 2, length: 0)), .unmarkText])
}

@Test func traitsAreReadableThroughTheProtocol() {
    let traits = TextInputTraits(
        keyboardType: .numberPad, returnKeyType: .send, autocapitalizationType: .none, autocorrectionType: .no,
        smartQuotesType: .no, smartDashesType: .yes, smartInsertDeleteType: .no, isSecureTextEntry: true,
        textContentType: .oneTimeCode, enablesReturnKeyAutomatically: true)
    let document: any TextDocument = InMemoryTextDocument(traits: traits)
    #expect(document.keyboardType == .numberPad && document.returnKeyType == .send)
    #expect(document.autocapitalizationType == AutocapitalizationType.none && document.autocorrectionType == .no)
    #expect(document.smartQuotesType == .no && document.smartDashesType == .yes && document.smartInsertDeleteType == .no)
    #expect(document.isSecureTextEntry && document.textContentType == .oneTimeCode)
    #expect(document.enablesReturnKeyAutomatically)
    #expect(document.spellCheckingType == .default && document.keyboardAppearance == .default)
}

@Test func extremeContextLimitsAndOffsetsDoNotCrash() {
    let document = InMemoryTextDocument(text: "abc", selectedTextRange: .caret(at: 1), contextLimit: Int.max)
    #expect(document.documentContextBeforeInput == "a" && document.documentContextAfterInput == "bc")
    document.contextLimit = -3
    #expect(document.documentContextBeforeInput == nil && document.documentContextAfterInput == nil)
    document.contextLimit = nil
    document.adjustTextPosition(byGraphemeOffset: Int.min)
    #expect(document.selectedTextRange == .caret(at: 0))
    document.adjustTextPosition(byGraphemeOffset: Int.max)
    #expect(document.selectedTextRange == .caret(at: 3))
    document.adjustTextPosition(byCharacterOffset: Int.min)
    #expect(document.selectedTextRange == .caret(at: 0))
    document.hostMoveCaret(to: 1)
    document.adjustTextPosition(byCharacterOffset: Int.max)
    #expect(document.selectedTextRange == .caret(at: 3))
}
