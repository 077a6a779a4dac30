import KeyboardLayout
import PinyinEngine

extension KeyboardController {
    /// Forwards touches of any phase (a browser's pointer events, UIKit's touch sets).
    public func handleTouches(_ touches: [Touch]) {
        syncDocumentIdentity()
        var outputs: [TouchOutput] = []
        var keyTouches: [Int: KeyTouch] = [:]
        let bounds = layouts.size
        for touch in touches {
            switch touch.phase {
            case .began: outputs += interpreter.began(touch, target: target(at: touch.point), bounds: bounds)
            case .moved: outputs += interpreter.moved(touch, target: target(at: touch.point), bounds: bounds)
            case .ended:
                let ended = interpreter.ended(touch, target: target(at: touch.point), bounds: bounds)
                // A letter typed by this touch carries where the finger landed on its key.
                for (offset, output) in ended.enumerated() {
                    if let keyTouch = keyTouch(at: touch.point, output: output) { keyTouches[outputs.count + offset] = keyTouch }
                }
                outputs += ended
            case .cancelled: outputs += interpreter.cancelled(touch, bounds: bounds)
            }
        }
        apply(outputs, keyTouches: keyTouches)
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

    /// The touch `point` relative to the centre of the key whose letter `outputs` type, in the
    /// key's widths (its hit frame: the key and half the gaps around it).
    func keyTouch(at point: LayoutPoint, output: TouchOutput) -> KeyTouch? {
        guard case .perform(.character(let text), _, let keyID) = output, text.count == 1,
              let key = fittedLayout.key(id: keyID), key.hitFrame.width > 0 else { return nil }
        let frame = key.hitFrame
        return KeyTouch(x: Float((point.x - frame.midX) / frame.width), y: Float((point.y - frame.midY) / frame.width))
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
    func apply(_ outputs: [TouchOutput], keyTouches: [Int: KeyTouch] = [:]) {
        lastTouchOutputs = outputs
        for (index, output) in outputs.enumerated() {
            switch output {
            case .perform(let action, _, _):
                pendingKeyTouch = keyTouches[index]
                perform(action)
                pendingKeyTouch = nil
            case .slide:
                break
            case .shiftChordEnded:
                if state.shift == .once { state.shift = .off }
            }
        }
    }
}
