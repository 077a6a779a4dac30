import Foundation
import TextInputModel

/// The document a fuzzed keyboard types into: every edit goes on to the in-memory field and is
/// also applied to a `FieldModel`, so after each action the field can be compared with what the
/// keyboard's edits make; the texts inserted during the action are kept for its checks.
final class ShadowedDocument: TextDocument {
    /// The field (what a host would show).
    let field: InMemoryTextDocument
    /// The field as the keyboard's edits make it.
    private(set) var model: FieldModel
    /// The texts inserted since `beginAction()`.
    private(set) var inserted: [String] = []
    /// Whether an edit other than marking happened since `beginAction()` (inserted, deleted, moved).
    private(set) var edited = false

    /// A shadow of `field` as it is now.
    init(_ field: InMemoryTextDocument) {
        self.field = field
        model = FieldModel(text: field.text)
    }

    /// An action begins: forget the last one's inserts.
    func beginAction() {
        inserted.removeAll()
        edited = false
    }

    /// The host changed the field itself (focus, caret): the model follows what it did.
    func hostChanged(_ change: (inout FieldModel) -> Void) { change(&model) }

    /// The field's text before the selection.
    var documentContextBeforeInput: String? { field.documentContextBeforeInput }
    /// The field's text after the selection.
    var documentContextAfterInput: String? { field.documentContextAfterInput }
    /// The field's selected text.
    var selectedText: String? { field.selectedText }
    /// Whether the field holds text.
    var hasText: Bool { field.hasText }
    /// The field's identity.
    var documentIdentifier: UUID { field.documentIdentifier }
    /// The field's traits.
    var textInputTraits: TextInputTraits { field.textInputTraits }

    /// Inserts into both.
    func insertText(_ text: String) {
        inserted.append(text)
        edited = true
        model.insert(text)
        field.insertText(text)
    }

    /// Deletes in both.
    func deleteBackward() {
        edited = true
        model.deleteBackward()
        field.deleteBackward()
    }

    /// Moves the caret in both.
    func adjustTextPosition(byCharacterOffset offset: Int) {
        edited = true
        model.moveCaret(utf16: offset)
        field.adjustTextPosition(byCharacterOffset: offset)
    }

    /// Marks in both.
    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        model.setMarked(markedText, selectedRange: selectedRange)
        field.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Unmarks in both.
    func unmarkText() {
        model.unmark()
        field.unmarkText()
    }

    /// Where the field and the model differ, nil when they agree.
    var difference: String? {
        model.difference(
            text: field.text, marked: field.markedText, selection: field.selectedTextRange.start.offset..<field.selectedTextRange.end.offset)
    }
}
