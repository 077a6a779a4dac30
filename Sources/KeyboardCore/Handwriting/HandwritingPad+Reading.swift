import TextInputModel

/// The ink's current reading as the document's marked text: while writing, the field shows what
/// the bar's first candidate would type (as pinyin shows its letters, `composingText`, which the
/// commit stage shows), so the writer sees the character take shape where it will land. A commit
/// replaces it; the rest of a phrase written on shows its own reading after the part committed.
extension HandwritingPad {
    /// The reading shown while writing: the first candidate (nil with no candidates yet or nothing written).
    var reading: String? { isWriting ? candidates.first?.text : nil }

    /// Commits the first candidate on the pad's own account (a pause, a writing at its bounds, a
    /// key ending it), offering the others as the commit's alternatives; false when there is none.
    @discardableResult
    func commitFirst(in host: SourceHost) -> Bool {
        let offered = candidates
        guard var commit = commit(0, in: host, predicting: false) else { return false }
        if !isWriting {
            commit.alternatives = offered.map(\.text)
            commit.alternativeReadings = offered.map(\.readAs)
        }
        host.commits.apply(commit)
        return true
    }
}
