import KeyboardLayout

extension KeyboardController {
    /// Forwards touches of any phase, each with its own (a browser's pointer events, UIKit's touch sets).
    public func handleTouches(_ touches: [Touch]) {
        syncDocumentIdentity()
        apply(interpreter.interpret(touches, bounds: layouts.size, target: target(at:)))
    }

    /// Runs the timers due by `now` (long press, delete repeat); call it at `nextDeadline` or
    /// periodically (every 50 ms is plenty). Timers missed between calls fire in order.
    public func tick(now: Double) {
        syncDocumentIdentity()
        apply(interpreter.advance(to: now, bounds: layouts.size))
    }

    /// The candidate bar and grid now (the same geometry `renderState` carries and touches hit).
    public var candidateLayout: CandidateLayout {
        CandidateLayout(
            candidates: composer.barTexts, gridOpen: state.isCandidateGridExpanded, gridPage: state.candidateGridPage, in: fittedLayout)
    }

    /// What a point belongs to now (see `TouchTargeting`).
    public func target(at point: LayoutPoint) -> TouchTarget {
        let candidates = candidateLayout
        return TouchTargeting(
            fitted: fittedLayout, candidateBar: candidates.bar, openGrid: candidates.grid,
            emojiControls: state.keyboard.page == .emoji ? emojiPage.controls : [:], nineKeyChoices: composer.nineKeyChoices,
            candidateMenu: candidateMenu
        ).target(at: point)
    }

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
