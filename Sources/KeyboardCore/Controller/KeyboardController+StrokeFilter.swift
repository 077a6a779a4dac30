import KeyboardLayout
import PinyinEngine

/// 笔画筛选 on the keyboard: the bar's 笔 control opens a stroke row (the `stroke-filter` layout)
/// over the pinyin keys; while it is open (`KeyboardState.strokeRow`, its one owner) its stroke keys
/// (`char:1`…`char:5`) narrow the candidates, ⌫ drops the last stroke (closing the row when none
/// is left) and 完成 (`return`) closes it keeping the filter. A pick, or the composition ending, closes it.
extension KeyboardController {
    /// The bar's 笔 control now: open while the row is, shown while composing pinyin, else none.
    var strokeFilterControl: CandidateBarLayout.StrokeFilter? {
        if state.strokeRow != nil { return .open }
        return canFilterByStrokes ? .closed : nil
    }

    /// Whether 笔画筛选 applies: pinyin (26-key, 双拼, 9-key) is being composed on the Chinese letters.
    private var canFilterByStrokes: Bool {
        source === composer && composer.hasInput && state.keyboard.mode == .chinese && state.keyboard.page == .letters
    }

    /// Takes `action` when it belongs to the stroke row (the 笔 control; the row's keys while it is
    /// open); returns false for anything else. A candidate picked closes the row and goes on as usual.
    func performStrokeRow(_ action: KeyboardAction) -> Bool {
        if action == .command(.toggleStrokeFilter) {
            state.strokeRow == nil ? openStrokeRow() : setStrokeRow(nil)
            return true
        }
        guard let typed = state.strokeRow else { return false }
        guard canFilterByStrokes else {
            // The composition ended under the row (the host moved the caret): a touch on it only closes it.
            setStrokeRow(nil)
            return true
        }
        switch action {
        case .character(let digit) where digit.count == 1 && "12345".contains(digit):
            guard typed.count < StrokePattern.maximumLength else { return true }
            filterByStrokeRow(typed + digit)
        case .backspace: typed.isEmpty ? setStrokeRow(nil) : filterByStrokeRow(String(typed.dropLast()))
        case .returnKey: setStrokeRow(nil)
        case .command(.selectCandidate):
            setStrokeRow(nil)
            return false
        default: return false
        }
        return true
    }

    /// After an action: with no input left the candidate grid closes, and so does the row once
    /// there is nothing left to filter (the composition ended or was committed); the keys shown follow.
    func closeCandidateViewsWhenIdle() {
        if !source.hasInput { state.isCandidateGridExpanded = false }
        if state.strokeRow != nil, !canFilterByStrokes { state.strokeRow = nil }
        if (state.strokeRow != nil) != (fittedLayout.layoutID == .strokeFilter) { showLayout() }
    }

    /// Opens the row with no strokes typed: every candidate is shown again, the grid closes.
    private func openStrokeRow() {
        guard canFilterByStrokes else { return }
        filterCandidates(byStrokes: StrokePattern([]))
        state.isCandidateGridExpanded = false
        setStrokeRow("")
    }

    /// The row's strokes are now `digits`: the candidates are filtered by them.
    private func filterByStrokeRow(_ digits: String) {
        state.strokeRow = digits
        filterCandidates(byStrokes: (try? StrokePattern(parsing: digits)) ?? StrokePattern([]))
    }

    /// Opens (`""`) or closes (nil) the row, showing its layout or the keys again.
    private func setStrokeRow(_ digits: String?) {
        state.strokeRow = digits
        showLayout()
    }
}
