import KeyboardLayout
import TextInputModel

/// The host tells the controller when the document changed under it (`UIInputViewController`'s
/// `textDidChange` / `selectionDidChange`; `InMemoryTextDocument.inputDelegate` in tests).
extension KeyboardController: TextInputDelegate {
    /// The host moved the selection (`UIInputViewController.selectionDidChange`).
    public func selectionDidChange(_ document: any TextDocument) { documentDidChange() }
    /// The host changed the text or the field (`UIInputViewController.textDidChange`).
    public func textDidChange(_ document: any TextDocument) { documentDidChange() }

    /// Re-reads the document: a new field resets the keyboard (page and mode follow its traits, the old
    /// composition dropped); a caret moved out of the marked text ends it, one moved inside it (a tap
    /// in the marked text) moves the composition's caret there; new traits update return and shift.
    public func documentDidChange() {
        if syncDocumentIdentity() { return }
        if !host.follow(source) {
            state.resetCandidates()
            closeCandidateViewsWhenIdle()
        }
        let traitsChanged = focus.noticeNewTraits()
        if traitsChanged {
            // The field's traits changed under the keyboard (secure entry turned on, another keyboard
            // type): what was typed stays as typed (input not in the document, the pad's ink, is
            // dropped), and the keyboard is set up afresh for them.
            if source.composingText == nil { source.abandon() }
            endComposition(commit: .raw)
        }
        applyTraits(resetPage: traitsChanged)
    }

    /// Notices a new document identifier (a new field): resets and returns true.
    @discardableResult
    func syncDocumentIdentity() -> Bool {
        guard focus.noticeNewField() else { return false }
        source.abandon()
        commits.forgetMarkedText()
        applyTraits(resetPage: true)
        return true
    }

    /// Whether the return key acts now (see `TextDocument.isReturnKeyEnabled(composing:)`).
    public var isReturnKeyEnabled: Bool { document.isReturnKeyEnabled(composing: source.hasInput) }

    /// Shift follows the field's auto-capitalisation in English (see `FieldFocus.shift(in:)`).
    func updateAutoCapitalization() { state.shift = focus.shift(in: state) }

    /// Reads the traits again; with `resetPage` the page and mode follow them (a new field, or
    /// the field's traits changed: `textDidChange` after the host set them).
    func applyTraits(resetPage: Bool) {
        if resetPage {
            interpreter.reset()
            let initial = focus.initialSelection
            state.enterField(page: initial.page, mode: initial.mode)
            lastActionWasSpace = false
        }
        showLayout()
        updateAutoCapitalization()
    }
}
