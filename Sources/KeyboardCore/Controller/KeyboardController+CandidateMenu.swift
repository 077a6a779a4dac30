extension KeyboardController {
    /// The open candidate menu with its geometry (nil when closed or its candidate left the screen).
    public var candidateMenu: CandidateMenu? {
        guard let index = state.candidateMenu, composer.isComposing, composer.candidates.indices.contains(index) else { return nil }
        return CandidateMenu(candidateIndex: index, text: composer.candidates[index].text, layout: candidateLayout,
                             bounds: fittedLayout.size)
    }

    /// Opens, acts on or closes the candidate menu (long press on a candidate → 删除).
    func performCandidateMenuAction(_ action: KeyboardAction) {
        switch action {
        case .openCandidateMenu(let index):
            // Only a word or sentence from the engine can be forgotten (not an emoji suggestion).
            state.candidateMenu = composer.pick(forCandidateAt: index) == nil ? nil : index
        case .deleteCandidate(let index):
            state.candidateMenu = nil
            guard document.textInputTraits.allowsLearning, let pick = composer.pick(forCandidateAt: index),
                  learner.forget(pick) else { return }
            composer.reload()
            state.highlightedCandidate = 0
            syncMarkedText()
        case .closeCandidateMenu:
            state.candidateMenu = nil
        default:
            break
        }
    }
}
