import KeyboardLayout

/// What a point on the keyboard belongs to, decided by the controller (which knows whether the
/// candidate grid covers the keys) and handed to the touch interpreter.
public enum TouchTarget: Hashable, Sendable {
    /// A key of the fitted layout: full gesture handling (slide, long press, repeat, swipe up).
    case key(PlacedKey)
    /// A plain button (a candidate, a grid control, a 9-key column cell): acts on release if
    /// the finger lifts on the same button. `id` names it for the pressed state.
    case button(id: String, action: KeyboardAction)
    /// Nothing to do here.
    case nothing
}

/// What the interpreter made of a touch event.
public enum TouchOutput: Hashable, Sendable {
    /// A key or button acted: the press carries the action, the gesture, the key and where the finger landed.
    case perform(KeyPress)
    /// A finger slid from one key to another without lifting.
    case slide(touchID: Int, from: String, to: String)
    /// The shift key was let go after letters were typed while it was held: shift goes off.
    case shiftChordEnded
    /// A 滑行 gesture ended (`GestureRule`): its path, for the active input form to decode.
    case gesture(GestureStroke)
}
