import KeyboardLayout

extension KeyboardController {
    /// What to draw now besides `fittedLayout`: build it after each event (cheap: no fitting).
    public var renderState: KeyboardRenderState {
        let callout = interpreter.callout.map {
            KeyboardRenderState.Callout(keyID: $0.keyID, alternates: $0.alternates, highlightedIndex: $0.highlightedIndex)
        }
        let composing = composer.isComposing
        let traits = document.textInputTraits
        return KeyboardRenderState(
            layoutName: fittedLayout.layoutName, page: state.page, mode: state.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            candidates: composing ? composer.candidates.map(\.text) : [],
            highlightedCandidate: composing && !composer.candidates.isEmpty ? state.highlightedCandidate : nil,
            columnItems: composer.nineKeyChoices.isEmpty ? nil : composer.nineKeyChoices,
            returnKeyType: traits.returnKeyType.layoutReturnKeyType,
            isReturnKeyEnabled: !traits.enablesReturnKeyAutomatically || document.hasText,
            markedText: composing ? composer.markedText : nil,
            candidateGrid: state.isCandidateGridExpanded ? candidateGrid : nil,
            themeName: state.themeName, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.page == .emoji && fittedLayout.layoutName == KeyboardLayoutSet.emojiPlaceholderName ? .emoji : nil,
            emojiPage: state.page == .emoji && layout.page == .emoji && fittedLayout.layoutName != KeyboardLayoutSet.emojiPlaceholderName
                ? emojiSummary : nil)
    }

    /// The expanded candidate grid over the keys area, on its current page.
    public var candidateGrid: CandidateGrid? {
        guard composer.isComposing, !composer.candidates.isEmpty else { return nil }
        return CandidateGrid(
            candidates: composer.candidates.map(\.text), page: state.candidateGridPage, in: fittedLayout.keysArea)
    }
}
