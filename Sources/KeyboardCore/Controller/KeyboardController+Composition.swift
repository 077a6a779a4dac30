import PinyinEngine

/// A pick of the engine's composition (what a `CompositionLearner` learns).
public typealias PinyinPick = Composition.Pick

extension KeyboardController {
    /// How to end a composition.
    enum CompositionEnd {
        /// Commit the letters as typed (return, 中/英).
        case raw
        /// Commit the best candidate (punctuation, digits).
        case best
        /// Drop it (escape).
        case discard
    }

    /// Ends the composition, if any.
    func endComposition(commit end: CompositionEnd) {
        defer {
            state.isCandidateGridExpanded = false
            state.candidateGridPage = 0
            state.highlightedCandidate = 0
        }
        guard composer.isComposing else { return }
        switch end {
        case .raw:
            let text = composer.composition.pickedText + composer.composition.remainingInput + composer.pendingDigits
            let picks = composer.picks
            composer.reset()
            commit(text, picks: picks)
        case .best:
            // Pick the first candidate until the input is used up; each pick consumes input, so
            // this ends, and the bound makes sure of it.
            var remaining = composer.rawInput.count + 1
            while composer.isComposing, remaining > 0 {
                switch composer.select(at: 0) {
                case .commit(let text, let picks):
                    commit(text, picks: picks)
                    return
                case .partial:
                    remaining -= 1
                case .none:
                    remaining = 0
                }
            }
            if composer.isComposing { endComposition(commit: .raw) }
        case .discard:
            composer.reset()
            syncMarkedText()
        }
    }

    /// Picks candidate `index`: a whole pick commits, a partial pick continues with the rest.
    func pickCandidate(_ index: Int) {
        guard composer.isComposing else { return }
        // An emoji picked from the candidate bar counts as a use, like one from the emoji page.
        let emoji = composer.candidates.indices.contains(index) && composer.candidates[index].source == .emoji
            ? composer.candidates[index].text : nil
        switch composer.select(at: index) {
        case .commit(let text, let picks):
            commit(text, picks: picks)
            if let emoji { emojiPage.record(emoji) }
            state.isCandidateGridExpanded = false
        case .partial:
            syncMarkedText()
        case .none:
            return
        }
        state.highlightedCandidate = 0
        state.candidateGridPage = 0
    }
}
