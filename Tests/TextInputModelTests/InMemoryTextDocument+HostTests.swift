import Foundation
import Testing

@testable import TextInputModel

/// Records what the host told it, as a keyboard controller would react to it.
private final class RecordingDelegate: TextInputDelegate {
    var events: [String] = []
    func selectionWillChange(_ document: any TextDocument) { events.append("selectionWill") }
    func selectionDidChange(_ document: any TextDocument) { events.append("selectionDid") }
    func textWillChange(_ document: any TextDocument) { events.append("textWill") }
    func textDidChange(_ document: any TextDocument) { events.append("textDid:\(document.documentContextBeforeInput ?? "")") }
}

@Test func hostChangesNotifyTheDelegateAndKeyboardEditsDoNot() {
    let document = InMemoryTextDocument(text: "abc")
    let delegate = RecordingDelegate()
    document.inputDelegate = delegate
    document.insertText("d")
    document.deleteBackward()
    document.setMarkedText("x")
    document.unmarkText()
    document.adjustTextPosition(byCharacterOffset: -1)
    #expect(delegate.events.isEmpty)
    document.hostMoveCaret(to: 0)
    document.hostReplaceAllText(with: "new")
    #expect(delegate.events == ["selectionWill", "selectionDid", "textWill", "textDid:new"])
}

@Test func hostMovingTheCaretOutOfTheMarkedTextCommitsIt() {
    let document = InMemoryTextDocument(text: "我")
    document.setMarkedText("ni'hao")
    document.hostMoveCaret(to: 0)
    #expect(document.markedTextRange == nil && document.text == "我ni'hao" && document.selectedTextRange == .caret(at: 0))
}

@Test func hostFocusingAnotherFieldReplacesEverything() {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    let document = InMemoryTextDocument(text: "old", documentIdentifier: first)
    document.setMarkedText("zh")
    let delegate = RecordingDelegate()
    document.inputDelegate = delegate
    document.hostFocusNewDocument(
        identifier: second, text: "email@", traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .next))
    #expect(document.documentIdentifier == second)
    #expect(document.text == "email@" && document.markedTextRange == nil && document.selectedTextRange == .caret(at: 6))
    #expect(document.keyboardType == .emailAddress && document.returnKeyType == .next)
    #expect(delegate.events == ["textWill", "textDid:email@"])
}

@Test func hostReplacingTextOrTraitsNotifiesAsATextChange() {
    let document = InMemoryTextDocument(text: "hello world", selectedTextRange: .caret(at: 11))
    let delegate = RecordingDelegate()
    document.inputDelegate = delegate
    #expect(document.hostReplace(TextRange(0..<5), with: "bye"))
    #expect(document.text == "bye world" && document.selectedTextRange == .caret(at: 9))
    #expect(!document.hostReplace(TextRange(0..<50), with: "x"))
    document.hostSetTraits(TextInputTraits(returnKeyType: .search))
    #expect(document.returnKeyType == .search)
    #expect(delegate.events == ["textWill", "textDid:bye world", "textWill", "textDid:bye world"])
}

@Test func hostSelectionIsVisibleToTheKeyboard() {
    let document = InMemoryTextDocument(text: "one two")
    document.hostSelect(TextRange(start: 7, end: 4))
    #expect(document.selectedText == "two" && document.documentContextBeforeInput == "one ")
}

@Test func documentHoldsItsDelegateWeakly() {
    let document = InMemoryTextDocument()
    do {
        let delegate = RecordingDelegate()
        document.inputDelegate = delegate
        #expect(document.inputDelegate != nil)
    }
    #expect(document.inputDelegate == nil)
}
