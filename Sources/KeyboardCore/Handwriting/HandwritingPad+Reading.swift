import TextInputModel

/// The ink's current reading as the document's marked text: while writing, the field shows what
/// the bar's first candidate would type (as pinyin shows its letters), so the writer sees the
/// character take shape where it will land. A commit replaces it; the rest of a phrase written on
/// shows its own reading after the part committed.
extension HandwritingPad {
    /// The reading shown while writing: the first candidate (nil with no candidates yet or nothing written).
    var reading: String? { isWriting ? candidates.first?.text : nil }

    /// Shows the current reading as marked text (removes it when there is none).
    func showReading(in host: SourceHost) {
        marked.show(reading, in: host.document)
    }

    /// The text before the caret without the reading shown (what the writing follows).
    func textBeforeReading(in host: SourceHost) -> String {
        let before = host.textBeforeCaret
        guard let shown = marked.shown, before.hasSuffix(shown) else { return before }
        return String(before.dropLast(shown.count))
    }

    /// Carries out a commit the pad makes on its own (a pause, a key ending the writing, a first
    /// character picked alone): the commit replaces the marked reading, and what is still written
    /// shows its reading after it.
    func apply(_ commit: Commit, in host: SourceHost) {
        marked.forget()
        host.commits.apply(commit)
        showReading(in: host)
    }
}
