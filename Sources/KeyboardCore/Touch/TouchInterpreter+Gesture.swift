import KeyboardLayout

extension TouchInterpreter {
    /// The path of the gesture a finger is drawing now (`GestureRule`), for the trail; nil when none.
    public var gestureTrail: [LayoutPoint]? {
        touches.first { $0.gesture.isGesture }.map { $0.gesture.samples.map(\.point) }
    }
}

extension TouchInterpreter.TrackedTouch {
    /// The finished gesture of this touch: its path, the letter keys it entered, and the key under the lift as a slide's press.
    var stroke: GestureStroke {
        var fallback: KeyPress?
        if case .key(let key) = target, key.key.typesLetter { fallback = KeyPress(key.key.action, .release, keyID: key.id) }
        return GestureStroke(samples: gesture.samples, keyIDs: gesture.keys, fallback: fallback, endTime: gesture.endTime)
    }
}
