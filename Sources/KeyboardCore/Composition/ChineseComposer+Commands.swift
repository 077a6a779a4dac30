import KeyboardLayout
import ChineseEngine
import StrokeInput

/// Pinyin's own commands: a 9-key digit and the column's pinyin choices, the syllable separator
/// (v模式's start on an empty composition), the candidate menu (long press → 删除, which the
/// learner forgets) and 笔画筛选's stroke row (the `stroke-filter` layout over the keys while
/// `Overlay.strokeRow` is open: its stroke keys narrow the candidates, ⌫ drops the last stroke or
/// closes the row, 完成 closes it keeping the filter).
extension ChineseComposer {
    /// Carries out pinyin's own commands (see the extension); false for any other action. An open
    /// candidate menu closes on any action but its own; an open stroke row takes its keys.
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool {
        if case .strokeRow(let typed) = overlay, let handled = performStrokeRow(action, typed: typed, overlay: &overlay, in: host) {
            return handled
        }
        switch action {
        case .nineKey(let digit, _): typeDigit(digit, after: host.document.documentContextBeforeInput)
        case .separator: typeSeparator(after: host.document.documentContextBeforeInput)
        case .command(.selectColumnItem(let index)): guard isComposing else { return true }; selectNineKeyChoice(at: index)
        case .command(.openCandidateMenu(let index)):
            guard isComposing else { return false }
            // Only a word or sentence from the engine can be forgotten (not an emoji suggestion).
            if pick(forCandidateAt: index) != nil { overlay = .candidateMenu(candidate: index) }
            return true
        case .command(.deleteCandidate(let index)):
            overlay = .none
            guard let pick = pick(forCandidateAt: index), host.commits.forget(pick, in: engine.lexicon.syllables) else { return true }
            reload()
        case .command(.closeCandidateMenu):
            overlay = .none
            return true
        case .command(.toggleStrokeFilter):
            guard isComposing, filter(byStrokes: StrokePattern([])) else { return true }
            overlay = .strokeRow(StrokePattern([]))
        default:
            if case .candidateMenu = overlay { overlay = .none }
            return false
        }
        return true
    }

    /// The stroke row's keys while it is open over `typed`: a stroke narrows the candidates, ⌫
    /// drops the last one (closing the row when none is left), 完成 and the 笔 control close it; a
    /// candidate picked closes it and goes on as usual (nil: not the row's).
    private func performStrokeRow(_ action: KeyboardAction, typed: StrokePattern, overlay: inout Overlay, in host: SourceHost) -> Bool? {
        guard isComposing else {
            // The composition ended under the row (the host moved the caret): a touch on it only closes it.
            overlay = .none
            return true
        }
        var pattern = typed
        switch action {
        case .stroke(let stroke):
            guard pattern.count < StrokePattern.maximumLength else { return true }
            pattern.strokes.append(stroke.stroke)
        case .backspace:
            guard !pattern.isEmpty else {
                overlay = .none
                return true
            }
            pattern.strokes.removeLast()
        case .returnKey, .command(.toggleStrokeFilter):
            overlay = .none
            return true
        case .command(.selectCandidate):
            overlay = .none
            return nil
        default: return nil
        }
        overlay = .strokeRow(pattern)
        filter(byStrokes: pattern)
        return true
    }
}
