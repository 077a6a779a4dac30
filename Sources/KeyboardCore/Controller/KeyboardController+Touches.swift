import KeyboardLayout

extension KeyboardController {
    /// Forwards touches of any phase, each with its own (a browser's pointer events, UIKit's touch
    /// sets): those the active input form takes (a finger on the 手写 pad writes there), the others
    /// go to the interpreter. Returns what the interpreter made of them (actions and slides).
    @discardableResult
    public func handleTouches(_ touches: [Touch]) -> [TouchOutput] {
        syncDocumentIdentity()
        let keyTouches = (source as? any TouchWritingSource).map { pad in host.act(on: pad) { pad.write(touches, in: host, target: target(at:)) } } ?? touches
        if keyTouches.count < touches.count { state.resetCandidates() }
        return apply(interpreter.interpret(keyTouches, bounds: layouts.size, target: target(at:)))
    }

    /// Runs the timers due by `now` (long press, delete repeat); call it at `nextDeadline` or
    /// periodically (every 50 ms is plenty). Timers missed between calls fire in order; returns
    /// what they produced.
    @discardableResult
    public func tick(now: Double) -> [TouchOutput] {
        syncDocumentIdentity()
        defer {
            // A form's own timer (the 手写 pause commits the character written).
            if let timed = source as? any TimedSource, host.act(on: timed, { timed.advance(to: now, in: host) }) { state.resetCandidates() }
        }
        return apply(interpreter.advance(to: now, bounds: layouts.size))
    }

    /// The candidate bar (or the toolbar) and the overlay now, laid out (`ScreenLayout`: the same
    /// geometry `renderState` carries and touches hit) once per change of what they show.
    public var screen: ScreenLayout { screenLayouts.layout(of: ScreenContent(of: self), in: fittedLayout) }

    /// What a point belongs to now (see `TouchTargeting`).
    public func target(at point: LayoutPoint) -> TouchTarget { TouchTargeting(of: self).target(at: point) }

    /// Applies what the interpreter made of the touches, and returns it.
    func apply(_ outputs: [TouchOutput]) -> [TouchOutput] {
        for output in outputs {
            switch output {
            case .perform(let press): perform(press)
            case .slide: break
            case .shiftChordEnded: if state.shift == .once { state.shift = .off }
            case .gesture(let stroke):
                if gestures.type(stroke, into: source, keys: fittedLayout, shift: state.shift, in: host) { state.finishGesture() } else { stroke.fallback.map(perform) }
            }
        }
        return outputs
    }
}
