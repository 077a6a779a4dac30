import KeyboardLayout
@testable import KeyboardCore

extension TouchOutput {
    /// A press with no touch point, as the tests write the outputs they expect.
    static func perform(_ action: KeyboardAction, _ gesture: KeyboardGesture, keyID: String) -> TouchOutput {
        .perform(KeyPress(action, gesture, keyID: keyID))
    }

    /// The output without the touch point a tapped letter carries (tests of gestures compare the rest).
    var withoutTouchPoint: TouchOutput {
        guard case .perform(var press) = self else { return self }
        press.touchPoint = nil
        return .perform(press)
    }
}
