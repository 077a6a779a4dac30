extension KeyboardController {
    /// A physical key press (see `HardwareKey.effect` for what each key does).
    public func keyPress(_ key: HardwareKey) {
        syncDocumentIdentity()
        switch key.effect(
            isComposing: source.hasInput, highlightedCandidate: state.highlightedCandidate, route: router.editRoute) {
        case .perform(let action): perform(KeyPress(action))
        case .typeCharacter(let text):
            typeCharacter(text, appliesShift: false)
            lastActionWasSpace = false
            updateAutoCapitalization()
        case .moveHighlight(let delta): state.moveHighlight(by: delta, count: barTexts.count)
        case .nothing: break
        }
    }
}
