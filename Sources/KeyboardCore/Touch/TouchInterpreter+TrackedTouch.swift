import KeyboardLayout

extension TouchInterpreter {
    /// One finger's story so far.
    struct TrackedTouch: Sendable {
        enum Kind: Sendable { case character, shift, delete, space, button, emoji }
        let id: Int
        let start: LayoutPoint
        let startTime: Double
        var point: LayoutPoint
        var target: TouchTarget
        var kind: Kind
        /// When the finger reached the current key (long press counts from here).
        var enteredTime: Double
        var callout: OpenCallout?
        var swipedUp = false
        var spaceDragging = false
        var spaceDragOriginX = 0.0
        var spaceSteps = 0
        var deleteRepeats = 0
        /// Whether characters were typed while this (shift) touch was held.
        var chorded = false
        /// Whether this emoji-grid touch became a sideways swipe (it turns the page, types nothing).
        var pageSwiping = false
        /// Whether this touch was held into a long press that acted (a candidate's menu, the
        /// 中/英 key's form switcher): its release does nothing more.
        var longPressed = false
        /// The path of a touch that began on a letter key, and whether it became a gesture.
        var gesture = GestureTrack()

        /// What holding this button or key does, until it fired: a candidate's or a clipboard
        /// item's menu, the 中/英 key's form switcher (a key with a callout of its own opens that
        /// instead; one slid, flicked or drawn across does nothing held).
        var holdAction: KeyboardAction? {
            guard !longPressed else { return nil }
            switch (kind, target) {
            case (.button, .button(_, let action)):
                return action.holdAction
            case (.character, .key(let key)) where key.key.alternates.isEmpty && callout == nil && !swipedUp && !gesture.isGesture:
                return key.key.action.holdAction
            default:
                return nil
            }
        }

        var targetID: String? {
            switch target {
            case .key(let key): key.id
            case .button(let id, _): id
            case .nothing: nil
            }
        }
    }
}
