import Foundation
import TextInputModel

/// The host tells the controller when the document changed under it (`UIInputViewController`'s
/// `textDidChange` / `selectionDidChange`; `InMemoryTextDocument.inputDelegate` in tests).
extension KeyboardController: TextInputDelegate {
    public func selectionDidChange(_ document: any TextDocument) { documentDidChange() }
    public func textDidChange(_ document: any TextDocument) { documentDidChange() }

    /// Re-reads the document: a new field resets the keyboard (page and mode follow its traits,
    /// the old composition is dropped without touching the new field); a caret the host moved out
    /// of the marked text ends the composition cleanly; new traits update the return key and shift.
    public func documentDidChange() {
        if syncDocumentIdentity() { return }
        if composer.isComposing, !document.stillShows(markedText: shownMarkedText) {
            // The host moved the caret (committing the marked text as iOS does): forget the composition.
            composer.reset()
            shownMarkedText = nil
            state.isCandidateGridExpanded = false
            document.unmarkText()
        }
        if document.textInputTraits != appliedTraits {
            // The field's traits changed under the keyboard (secure entry turned on, another keyboard
            // type): what was typed stays as typed, and the keyboard is set up afresh for them.
            endComposition(commit: .raw)
            interpreter.reset()
            applyTraits(resetPage: true)
            return
        }
        applyTraits(resetPage: false)
    }

    /// Notices a new document identifier (a new field): resets and returns true.
    @discardableResult
    func syncDocumentIdentity() -> Bool {
        guard document.documentIdentifier != documentIdentifier else { return false }
        documentIdentifier = document.documentIdentifier
        composer.reset()
        shownMarkedText = nil
        interpreter.reset()
        applyTraits(resetPage: true)
        return true
    }

    /// Shows the composer's marked text in the document (only when it changed).
    func syncMarkedText() {
        let text = composer.isComposing ? composer.markedText : nil
        guard text != shownMarkedText else { return }
        if let text {
            document.setMarkedText(text)
        } else if shownMarkedText != nil {
            document.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        }
        shownMarkedText = text
    }

    /// Types committed text in place of the marked text.
    func commit(_ text: String, picks: [PinyinPick]) {
        document.insertText(text)
        shownMarkedText = nil
        if !picks.isEmpty, document.textInputTraits.allowsLearning {
            learner.learn(picks: picks, committed: text)
        }
    }

    /// Whether the field may learn and predict (not secure, not a credential).
    public var allowsLearning: Bool { document.textInputTraits.allowsLearning }
}
