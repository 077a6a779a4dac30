extension KeyboardController {
    /// A physical key press (see `HardwareKey.effect` for what each key does).
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        switch key.effect(
            isComposing: composer.isComposing, highlightedCandidate: state.highlightedCandidate, isSearchingEmoji: isSearchingEmoji) {
        case .perform(let action): perform(action)
        case .typeCharacter(let text):
            typeCharacter(text, appliesShift: false)
            lastActionWasSpace = false
            updateAutoCapitalization()
        case .moveHighlight(let delta):
            let count = composer.candidates.count
            guard count > 0 else { return }
            state.highlightedCandidate = min(max(0, state.highlightedCandidate + delta), count - 1)
        case .nothing: break
        }
    }
}
