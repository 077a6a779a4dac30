import KeyboardLayout

extension KeyboardController {
    /// Forwards touches of any phase, each with its own (a browser's pointer events, UIKit's touch
    /// sets): those the active input form takes (a finger on the 手写 pad writes there), the others go to the interpreter.
    public func handleTouches(_ touches: [Touch]) {
        syncDocumentIdentity()
        let keyTouches = (source as? any TouchWritingSource)?.write(touches, in: host, target: target(at:)) ?? touches
        if keyTouches.count < touches.count { state.resetCandidates() }
        apply(interpreter.interpret(keyTouches, bounds: layouts.size, target: target(at:)))
    }

    /// Runs the timers due by `now` (long press, delete repeat); call it at `nextDeadline` or
    /// periodically (every 50 ms is plenty). Timers missed between calls fire in order.
    public func tick(now: Double) {
        syncDocumentIdentity()
        apply(interpreter.advance(to: now, bounds: layouts.size))
        // A form's own timer (the 手写 pause commits the character written).
        if source.advance(to: now, in: host) { state.resetCandidates() }
    }

    /// The candidate bar and grid now (the same geometry `renderState` carries and touches hit): the
    /// pad's candidates while writing, else the composer's candidates or 联想, with the grid when
    /// expanded; laid out once until one of these changes (`CandidateLayoutCache`).
    public var candidateLayout: CandidateLayout {
        candidateLayoutCache.layout(
            candidates: barTexts, gridOpen: state.isCandidateGridExpanded, gridPage: state.candidateGridPage, strokeFilter: strokeFilterControl,
            in: fittedLayout)
    }

    /// The bar's 笔 control now: open while the stroke row is, shown while the active form offers
    /// 笔画筛选 on the Chinese letters, else none.
    var strokeFilterControl: CandidateBarLayout.StrokeFilter? {
        if let applied = state.strokeRow { return .open(applied: applied) }
        let letters = state.keyboard.mode == .chinese && state.keyboard.page == .letters
        return letters && source.display.filtersByStrokes ? .closed : nil
    }

    /// The open candidate menu with its geometry (nil when closed or its candidate left the bar).
    public var candidateMenu: CandidateMenu? {
        guard let index = state.candidateMenu, source.hasInput, source.candidateTexts.indices.contains(index) else { return nil }
        return CandidateMenu(candidateIndex: index, text: source.candidateTexts[index], layout: candidateLayout, bounds: fittedLayout.size)
    }

    /// What a point belongs to now (see `TouchTargeting`).
    public func target(at point: LayoutPoint) -> TouchTarget { TouchTargeting(of: self).target(at: point) }

    /// Applies what the interpreter made of the touches.
    func apply(_ outputs: [TouchOutput]) {
        lastTouchOutputs = outputs
        for output in outputs {
            switch output {
            case .perform(let press): perform(press)
            case .slide: break
            case .shiftChordEnded: if state.shift == .once { state.shift = .off }
            }
        }
    }
}
