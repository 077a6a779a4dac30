import KeyboardLayout

extension KeyboardController {
    /// The open candidate menu with its geometry (nil when closed or its candidate left the screen).
    public var candidateMenu: CandidateMenu? {
        guard let index = state.candidateMenu, composer.isComposing, composer.candidates.indices.contains(index) else { return nil }
        return CandidateMenu(candidateIndex: index, text: composer.candidates[index].text, layout: candidateLayout, bounds: fittedLayout.size)
    }

    /// Opens, acts on or closes the candidate menu (long press on a pinyin candidate → 删除; a held
    /// candidate of another form is committed).
    func performCandidateMenuAction(_ action: KeyboardAction) {
        if case .command(.openCandidateMenu(let index)) = action, source !== composer, source.hasInput { return pickCandidate(index) }
        // Only a word or sentence from the engine can be forgotten (not an emoji suggestion).
        if case .command(.openCandidateMenu(let index)) = action, composer.pick(forCandidateAt: index) != nil {
            state.candidateMenu = index
            return
        }
        state.candidateMenu = nil
        if case .command(.deleteCandidate(let index)) = action, composer.forget(candidateAt: index, in: document) { state.highlightedCandidate = 0 }
    }
}
