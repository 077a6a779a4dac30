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
        let candidates = candidateLayout
        var render = KeyboardRenderState(
            layoutName: fittedLayout.layoutName, page: state.page, mode: state.mode, shift: state.shift,
            pressedKeys: interpreter.pressedIDs, callout: callout,
            candidates: shownCandidates,
            highlightedCandidate: composing && !composer.candidates.isEmpty ? state.highlightedCandidate : nil,
            candidateBar: candidates.bar,
            columnItems: composer.nineKeyChoices.isEmpty ? nil : composer.nineKeyChoices,
            returnKeyType: traits.returnKeyType,
            isReturnKeyEnabled: isReturnKeyEnabled,
            markedText: composing ? composer.markedText : nil,
            candidateGrid: candidates.grid,
            themeName: state.themeName, isDraggingSpace: interpreter.isDraggingSpace,
            placeholder: state.page == .emoji && fittedLayout.layoutName == KeyboardLayoutSet.emojiPlaceholderName ? .emoji : nil,
            emojiPage: state.page == .emoji && layout.page == .emoji && fittedLayout.layoutName != KeyboardLayoutSet.emojiPlaceholderName
                ? emojiPage.summary : nil,
            candidateMenu: candidateMenu)
        render.keyHints = state.mode == .chinese ? composer.keyHints : nil
        return render
    }

    /// The candidate bar and grid now (the same geometry `renderState` carries and touches hit).
    public var candidateLayout: CandidateLayout {
        CandidateLayout(
            candidates: shownCandidates,
            gridOpen: state.isCandidateGridExpanded, gridPage: state.candidateGridPage, in: fittedLayout)
    }

    /// The candidate bar's texts: the candidates while composing, else the 联想 predictions.
    var shownCandidates: [String] {
        composer.isComposing ? composer.candidates.map(\.text) : composer.predictions.map(\.text)
    }

    /// False while the field is empty and asks `enablesReturnKeyAutomatically` (and nothing is composed).
    public var isReturnKeyEnabled: Bool {
        !document.textInputTraits.enablesReturnKeyAutomatically || document.hasText || composer.isComposing
    }
}
