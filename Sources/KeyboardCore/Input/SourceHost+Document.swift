/// The document changed under the keyboard (the host's tap, its own edit): the marked text the
/// stage shows is followed there.
extension SourceHost {
    /// Follows the document for `source`'s input: a caret the host put inside the marked text (a
    /// tap there) becomes the input's caret (a form with none there has the marked text shown
    /// again, its caret after it); a caret moved out of it, or the marked text gone, ends the
    /// input as iOS does (the document keeps what it shows). False when the input was ended so.
    func follow(_ source: any CandidateSource) -> Bool {
        guard source.hasInput, let shown = source.composingText else { return true }
        guard let caret = document.caret(inMarkedText: shown, expected: commits.marked.caret) else {
            source.abandon()
            commits.forgetMarkedText()
            document.unmarkText()
            return false
        }
        if caret != commits.marked.caret, !act(on: source, { source.placeCaret(atMarked: caret) }) {
            commits.forgetMarkedText()
            commits.show(source)
        }
        return true
    }
}
