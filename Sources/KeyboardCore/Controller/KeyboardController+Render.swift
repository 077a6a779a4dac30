import KeyboardLayout

extension KeyboardController {
    /// What to draw now besides `fittedLayout`, geometry of the candidate bar and grid included:
    /// build it after each event (cheap: no fitting). Touches are hit-tested against the same geometry.
    public var renderState: KeyboardRenderState {
        let callout = interpreter.callout.map {
            KeyboardRenderState.Callout(keyID: $0.keyID, alternates: $0.alternates, highlightedIndex: $0.highlightedIndex)
        }
        let composing = composer.isComposing
        let traits = document.textInputTraits
        var state = KeyboardRenderState(
            layoutName: fittedLayout.layoutName, page: state.page, mode: state.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            candidates: composing ? composer.candidates.map(\.text) : [],
            highlightedCandidate: composing && !composer.candidates.isEmpty ? state.highlightedCandidate : nil,
            columnItems: composer.nineKeyChoices.isEmpty ? nil : composer.nineKeyChoices,
            returnKeyType: traits.returnKeyType.layoutReturnKeyType,
            isReturnKeyEnabled: isReturnKeyEnabled,
            markedText: composing ? composer.markedText : nil,
            candidateGrid: state.isCandidateGridExpanded ? candidateGrid : nil,
            themeName: state.themeName, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.page == .emoji && fittedLayout.layoutName == KeyboardLayoutSet.emojiPlaceholderName ? .emoji : nil,
            emojiPage: state.page == .emoji && layout.page == .emoji && fittedLayout.layoutName != KeyboardLayoutSet.emojiPlaceholderName
                ? emojiPage.summary : nil)
        state.layOutCandidateBar(in: fittedLayout)
        return state
    }

    /// The candidate bar's geometry now (the same `renderState` carries).
    public var candidateBarLayout: CandidateBarLayout? {
        guard let frame = fittedLayout.candidateBarFrame, frame.height > 0 else { return nil }
        let candidates = composer.isComposing ? composer.candidates.map(\.text) : []
        return CandidateBarLayout(candidates: candidates, in: frame, isGridOpen: state.isCandidateGridExpanded && candidateGrid != nil)
    }

    /// False while the field is empty and asks `enablesReturnKeyAutomatically` (and nothing is composed).
    public var isReturnKeyEnabled: Bool {
        !document.textInputTraits.enablesReturnKeyAutomatically || document.hasText || composer.isComposing
    }

    /// The expanded candidate grid over the keys area, on its current page.
    public var candidateGrid: CandidateGrid? {
        guard composer.isComposing, !composer.candidates.isEmpty else { return nil }
        let fontSize = CandidateBarLayout.fontSize(forBarHeight: fittedLayout.candidateBarFrame?.height ?? 40)
        return CandidateGrid(
            candidates: composer.candidates.map(\.text), page: state.candidateGridPage, in: fittedLayout.keysArea, fontSize: fontSize)
    }
}
