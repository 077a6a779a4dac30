import PinyinEngine

extension KeyboardController {
    /// Ends the composition, if any.
    func endComposition(commit end: CompositionEnd) {
        defer { state.resetCandidates() }
        let finished: (text: String, picks: [PinyinPick])?
        switch end {
        case .raw: finished = composer.finishRaw()
        case .best: finished = composer.finishBest()
        case .discard:
            composer.reset()
            syncMarkedText()
            return
        }
        if let finished { commit(finished.text, picks: finished.picks) }
    }

    /// Picks candidate `index`: a whole pick commits, a partial pick continues with the rest.
    func pickCandidate(_ index: Int) {
        guard composer.isComposing else {
            // 联想: a prediction commits as it is, and the next words are predicted after it.
            if let text = composer.selectPrediction(at: index) { document.insertText(text) }
            return
        }
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
