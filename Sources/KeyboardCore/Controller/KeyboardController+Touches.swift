import KeyboardLayout

extension KeyboardController {
    /// Forwards touches of any phase (a browser's pointer events, UIKit's touch sets).
    public func handleTouches(_ touches: [Touch]) {
        syncDocumentIdentity()
        var outputs: [TouchOutput] = []
        let bounds = layouts.size
        for touch in touches {
            switch touch.phase {
            case .began: outputs += interpreter.began(touch, target: target(at: touch.point), bounds: bounds)
            case .moved: outputs += interpreter.moved(touch, target: target(at: touch.point), bounds: bounds)
            case .ended: outputs += interpreter.ended(touch, target: target(at: touch.point), bounds: bounds)
            case .cancelled: outputs += interpreter.cancelled(touch, bounds: bounds)
            }
        }
        apply(outputs)
    }

    /// Fingers came down.
    public func touchesBegan(_ touches: [Touch]) { handleTouches(touches.map { $0.with(.began) }) }
    /// Fingers moved.
    public func touchesMoved(_ touches: [Touch]) { handleTouches(touches.map { $0.with(.moved) }) }
    /// Fingers lifted.
    public func touchesEnded(_ touches: [Touch]) { handleTouches(touches.map { $0.with(.ended) }) }
    /// The system took fingers away.
    public func touchesCancelled(_ touches: [Touch]) { handleTouches(touches.map { $0.with(.cancelled) }) }

    /// Runs the timers due by `now` (long press, delete repeat); call it at `nextDeadline` or
    /// periodically (every 50 ms is plenty). Timers missed between calls fire in order.
    public func tick(now: Double) {
        syncDocumentIdentity()
        apply(interpreter.advance(to: now, bounds: layouts.size))
    }

    /// What a point belongs to now (see `TouchTargeting`).
    public func target(at point: LayoutPoint) -> TouchTarget {
        let candidates = candidateLayout
        return TouchTargeting(
            fitted: fittedLayout, candidateBar: candidates.bar, openGrid: candidates.grid,
            emojiControls: state.page == .emoji ? emojiPage.controls : [:], nineKeyChoices: composer.nineKeyChoices,
            candidateMenu: candidateMenu
        ).target(at: point)
    }

    /// Applies what the interpreter made of the touches.
    func apply(_ outputs: [TouchOutput]) {
        lastTouchOutputs = outputs
        for output in outputs {
            switch output {
            case .perform(let action, _, _):
                perform(action)
            case .slide:
                break
            case .shiftChordEnded:
                if state.shift == .once { state.shift = .off }
            }
        }
    }
}
