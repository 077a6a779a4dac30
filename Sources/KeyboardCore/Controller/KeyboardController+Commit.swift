import KeyboardLayout

extension KeyboardController {
    /// Ends the active form's input, if any (see `CandidateSource.end(_:in:)`), committing what it
    /// makes through the stage; what showed its candidates closes.
    func endComposition(commit end: CompositionEnd) {
        host.end(source, end)
        state.resetCandidates()
    }

    /// Picks candidate `index` of the active form (its commit goes through the stage), or a 联想
    /// prediction when it has no input.
    func pickCandidate(_ index: Int) {
        guard source.hasInput else {
            if let text = sources.predictions.select(at: index) { commits.apply(Commit(text, followUp: .predicted)) }
            return
        }
        switch source.pick(index, in: host) {
        case .committed(let commit):
            commits.apply(commit)
            state.resetCandidates()
        case .continued(let commit):
            if let commit { commits.apply(commit) }
            if state.isCandidateGridExpanded { state.overlay = .candidateGrid(page: 0) }
            state.highlightedCandidate = 0
        case .nothing: return
        }
    }

    /// Commits text that comes from no input form (an emoji, a 常用语 phrase, a clip, text a key
    /// inserts) after ending the input in progress (its best candidates).
    func insert(_ commit: Commit) {
        guard !commit.text.isEmpty else { return }
        endComposition(commit: .best)
        commits.apply(commit)
        if state.keyboard.page == .emoji, !commit.emoji.isEmpty { showLayout() }
    }

    /// Routes an emoji page action to the page and shows what it then shows.
    func performEmojiPageAction(_ action: KeyboardAction) {
        guard state.keyboard.page == .emoji, emojiPage.perform(action, size: layouts.size) else { return }
        if action == .beginEmojiSearch || action == .endEmojiSearch { interpreter.reset() }
        showLayout()
    }
}
