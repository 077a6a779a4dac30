import KeyboardLayout

/// Turns touches into actions: tap types on release; a new touch ends the one still down (rolled
/// over typing); sliding from key to key types the key under the finger at release; a long press
/// opens the callout and sliding picks an alternate; delete deletes on press, repeats when held
/// and then deletes words; shift acts on press and a double tap locks caps; dragging the space bar
/// moves the caret; a flick up types the key's secondary symbol. On the emoji page a cell types
/// its emoji on release, a long press opens its skin tones, and a sideways swipe turns the page.
/// A candidate held as long as a long press opens its menu (删除) instead of being picked, and a
/// clipboard item held opens its menu (pin, delete) instead of being inserted; the 中/英 key held
/// opens the form switcher instead of switching language. A path drawn from
/// a letter key across other letters is a 滑行 gesture (`GestureRule` says when): it types no key,
/// and its lift hands the whole path on.
///
/// A pure state machine: time comes only from the touches' timestamps and `advance(to:)`, so tests
/// drive it with any clock. It never touches the document; it returns `TouchOutput`s.
public struct TouchInterpreter: Sendable {
    /// The thresholds.
    public var configuration: TouchConfiguration
    /// When a letter-key path is a gesture.
    public var gestureRule = GestureRule()
    /// The fingers down, in the order they came.
    private(set) var touches: [TrackedTouch] = []
    /// Touches ended early by a rollover; their later events are ignored.
    private var retired: Set<Int> = []
    /// When shift was last pressed, for double taps.
    private var lastShiftPress: Double?
    /// The latest time seen.
    public private(set) var now: Double = -Double.infinity

    /// An interpreter with no finger down, using `configuration`'s thresholds.
    public init(configuration: TouchConfiguration = TouchConfiguration()) {
        self.configuration = configuration
    }

    // MARK: State read by the controller

    /// Ids of keys and buttons under a finger.
    public var pressedIDs: Set<String> {
        var ids = Set<String>()
        for touch in touches where !touch.gesture.isGesture { if let id = touch.targetID { ids.insert(id) } }
        return ids
    }

    /// The open callout, if a finger holds one.
    public var callout: OpenCallout? { touches.lazy.compactMap(\.callout).first }

    /// Whether a finger is dragging the caret along the space bar.
    public var isDraggingSpace: Bool { touches.contains { $0.spaceDragging } }

    /// Whether any finger is down.
    public var hasActiveTouches: Bool { !touches.isEmpty }

    /// The next time something happens without a touch (a long press, a delete repeat): the host
    /// calls `tick` then. Nil when nothing is pending.
    public var nextDeadline: Double? {
        var deadline: Double?
        for touch in touches {
            var next: Double?
            switch touch.kind {
            case .character, .emoji:
                if touch.callout == nil, !touch.swipedUp, !touch.gesture.isGesture, case .key(let key) = touch.target, !key.key.alternates.isEmpty {
                    next = touch.enteredTime + configuration.longPressDelay
                } else if touch.holdAction != nil {
                    next = touch.enteredTime + configuration.longPressDelay
                }
            case .delete:
                next = repeatTime(touch, touch.deleteRepeats)
            case .button:
                if touch.holdAction != nil { next = touch.enteredTime + configuration.longPressDelay }
            default:
                break
            }
            if let next { deadline = min(deadline ?? next, next) }
        }
        return deadline
    }

    /// Forgets every finger (the keyboard went away or changed page under them).
    public mutating func reset() {
        for touch in touches { retired.insert(touch.id) }
        touches.removeAll()
    }

    // MARK: Events

    /// Fires the timers due by `time` (long presses, delete repeats), in order.
    public mutating func advance(to time: Double, bounds: LayoutSize) -> [TouchOutput] {
        var output: [TouchOutput] = []
        advance(to: time, bounds: bounds, into: &output)
        return output
    }

    /// Touches of any phase in order, each hit-tested by `target` where it is (a cancelled touch
    /// needs no target): what they make, in order.
    public mutating func interpret(_ touches: [Touch], bounds: LayoutSize, target: (LayoutPoint) -> TouchTarget) -> [TouchOutput] {
        var outputs: [TouchOutput] = []
        for touch in touches {
            switch touch.phase {
            case .began: outputs += began(touch, target: target(touch.point), bounds: bounds)
            case .moved: outputs += moved(touch, target: target(touch.point), bounds: bounds)
            case .ended: outputs += ended(touch, target: target(touch.point), bounds: bounds)
            case .cancelled: outputs += cancelled(touch, bounds: bounds)
            }
        }
        return outputs
    }

    /// A finger came down on `target`.
    public mutating func began(_ touch: Touch, target: TouchTarget, bounds: LayoutSize) -> [TouchOutput] {
        var output: [TouchOutput] = []
        advance(to: touch.timestamp, bounds: bounds, into: &output)
        retired.remove(touch.id)
        if let index = touches.firstIndex(where: { $0.id == touch.id }) {
            // A repeated "began" for a finger already down: treat the old one as cancelled.
            touches.remove(at: index)
        }
        // Roll over: a new finger ends the others, except a held shift (a chord).
        var index = 0
        while index < touches.count {
            if touches[index].kind == .shift {
                index += 1
                continue
            }
            let finished = touches.remove(at: index)
            retired.insert(finished.id)
            finish(finished, into: &output)
        }
        var tracked = TrackedTouch(
            id: touch.id, start: touch.point, startTime: touch.timestamp, point: touch.point, target: target,
            kind: Self.kind(of: target), enteredTime: touch.timestamp)
        switch tracked.kind {
        case .shift:
            if let last = lastShiftPress, touch.timestamp - last <= configuration.doubleTapInterval {
                output.append(.perform(KeyPress(.capsLock, .doubleTap, keyID: tracked.targetID ?? "shift")))
                lastShiftPress = nil
            } else {
                output.append(.perform(KeyPress(.shift, .press, keyID: tracked.targetID ?? "shift")))
                lastShiftPress = touch.timestamp
            }
        case .delete:
            output.append(.perform(KeyPress(.backspace, .press, keyID: tracked.targetID ?? "delete")))
        default:
            break
        }
        if tracked.kind == .character, case .key(let key) = target { tracked.gesture = GestureTrack(startingAt: touch.point, time: touch.timestamp, on: key) }
        touches.append(tracked)
        return output
    }

    /// A finger moved; `target` is what is under it now.
    public mutating func moved(_ touch: Touch, target: TouchTarget, bounds: LayoutSize) -> [TouchOutput] {
        var output: [TouchOutput] = []
        advance(to: touch.timestamp, bounds: bounds, into: &output)
        guard let index = touches.firstIndex(where: { $0.id == touch.id }) else { return output }
        var tracked = touches[index]
        tracked.point = touch.point
        switch tracked.kind {
        case .space:
            dragSpace(&tracked, into: &output)
        case .character:
            if tracked.callout == nil { tracked.gesture.follow(touch.point, at: touch.timestamp, over: target, rule: gestureRule) }
            if var callout = tracked.callout {
                callout.follow(touch.point)
                tracked.callout = callout
            } else if tracked.gesture.isGesture {
                slide(&tracked, to: target, at: touch.timestamp, into: &output)
            } else if isSwipeUp(tracked), case .key(let key) = tracked.target, key.key.swipeUp != nil {
                tracked.swipedUp = true
            } else if !tracked.swipedUp {
                slide(&tracked, to: target, at: touch.timestamp, into: &output)
            }
        case .button:
            if tracked.targetID != Self.id(of: target) { tracked.target = .nothing }
        case .emoji:
            if var callout = tracked.callout {
                callout.follow(touch.point)
                tracked.callout = callout
            } else if !tracked.pageSwiping, isPageSwipe(tracked) {
                tracked.pageSwiping = true
                tracked.target = .nothing
            } else if tracked.targetID != Self.id(of: target) {
                // Off the cell without a swipe: no tap and no long press (a swipe may still follow).
                tracked.target = .nothing
            }
        case .shift, .delete:
            break
        }
        touches[index] = tracked
        return output
    }

    /// A finger lifted.
    public mutating func ended(_ touch: Touch, target: TouchTarget, bounds: LayoutSize) -> [TouchOutput] {
        var output = moved(touch, target: target, bounds: bounds)
        guard let index = touches.firstIndex(where: { $0.id == touch.id }) else {
            retired.remove(touch.id)
            return output
        }
        finish(touches.remove(at: index), liftedAt: touch.point, into: &output)
        return output
    }

    /// The system took a finger away (a call came in): nothing is typed.
    public mutating func cancelled(_ touch: Touch, bounds: LayoutSize) -> [TouchOutput] {
        var output: [TouchOutput] = []
        advance(to: touch.timestamp, bounds: bounds, into: &output)
        retired.remove(touch.id)
        touches.removeAll { $0.id == touch.id }
        return output
    }

    // MARK: Pieces

    private static func kind(of target: TouchTarget) -> TrackedTouch.Kind {
        switch target {
        case .key(let key) where key.key.role == .emoji:
            .emoji
        case .key(let key):
            switch key.key.action {
            case .shift: .shift
            case .backspace: .delete
            case .space: .space
            default: .character
            }
        case .button, .nothing: .button
        }
    }

    private static func id(of target: TouchTarget) -> String? {
        switch target {
        case .key(let key): key.id
        case .button(let id, _): id
        case .nothing: nil
        }
    }

    /// The time of delete repeat number `n` (0-based) for a held delete touch.
    private func repeatTime(_ touch: TrackedTouch, _ n: Int) -> Double {
        touch.startTime + configuration.deleteRepeatDelay + Double(n) * configuration.deleteRepeatInterval
    }

    private mutating func advance(to time: Double, bounds: LayoutSize, into output: inout [TouchOutput]) {
        guard time.isFinite else { return }
        now = max(now, time)
        let epsilon = 1e-9
        for index in touches.indices {
            var touch = touches[index]
            switch touch.kind {
            case .delete:
                while repeatTime(touch, touch.deleteRepeats) <= time + epsilon {
                    let at = repeatTime(touch, touch.deleteRepeats)
                    let words = at - touch.startTime >= configuration.deleteWordsAfter - epsilon
                    output.append(.perform(KeyPress(words ? .deleteWordBackward : .backspace, .repeatPress, keyID: touch.targetID ?? "delete")))
                    touch.deleteRepeats += 1
                }
            case .character, .emoji:
                if touch.callout == nil, !touch.swipedUp, !touch.gesture.isGesture, case .key(let key) = touch.target, !key.key.alternates.isEmpty,
                   touch.enteredTime + configuration.longPressDelay <= time + epsilon {
                    let geometry = CalloutGeometry(keyFrame: key.frame, count: key.key.alternates.count, bounds: bounds)
                    // The globe key's menu opens with nothing picked: a release without a slide keeps the fit.
                    let isMenu = key.key.action == .nextKeyboard
                    touch.callout = OpenCallout(
                        keyID: key.id, alternates: key.key.alternates, geometry: geometry,
                        highlightedIndex: isMenu ? nil : geometry.index(atX: touch.point.x), anchor: isMenu ? touch.point : nil)
                } else if let hold = touch.holdAction, touch.enteredTime + configuration.longPressDelay <= time + epsilon {
                    output.append(.perform(KeyPress(hold, .longPress, keyID: touch.targetID ?? "")))
                    touch.longPressed = true
                }
            case .button:
                if let hold = touch.holdAction, touch.enteredTime + configuration.longPressDelay <= time + epsilon {
                    output.append(.perform(KeyPress(hold, .longPress, keyID: touch.targetID ?? "candidate")))
                    touch.longPressed = true
                }
            default:
                break
            }
            touches[index] = touch
        }
    }

    private func isPageSwipe(_ touch: TrackedTouch) -> Bool {
        let dx = abs(touch.point.x - touch.start.x)
        return dx >= configuration.pageSwipeDistance && dx > abs(touch.start.y - touch.point.y)
    }

    private func isSwipeUp(_ touch: TrackedTouch) -> Bool {
        let dy = touch.start.y - touch.point.y
        let dx = abs(touch.point.x - touch.start.x)
        return dy >= configuration.swipeUpDistance && dy > dx
    }

    private mutating func slide(_ tracked: inout TrackedTouch, to target: TouchTarget, at time: Double, into output: inout [TouchOutput]) {
        guard let from = tracked.targetID, let to = Self.id(of: target), from != to else { return }
        // Sliding onto shift, delete or space does not turn the touch into one of those.
        guard case .key = target, Self.kind(of: target) == .character else { return }
        output.append(.slide(touchID: tracked.id, from: from, to: to))
        tracked.target = target
        tracked.enteredTime = time
    }

    private func dragSpace(_ tracked: inout TrackedTouch, into output: inout [TouchOutput]) {
        let dx = tracked.point.x - tracked.start.x
        if !tracked.spaceDragging {
            guard abs(dx) >= configuration.spaceDragThreshold else { return }
            tracked.spaceDragging = true
            tracked.spaceDragOriginX = tracked.start.x + (dx > 0 ? configuration.spaceDragThreshold : -configuration.spaceDragThreshold)
        }
        let travelled = tracked.point.x - tracked.spaceDragOriginX
        let steps = Int((travelled / configuration.spaceDragStep).rounded(.towardZero))
        if steps != tracked.spaceSteps {
            output.append(.perform(KeyPress(.moveCursor(steps - tracked.spaceSteps), .spaceDrag, keyID: tracked.targetID ?? "space")))
            tracked.spaceSteps = steps
        }
    }

    /// What a finger does when it lifts at `liftedAt` (or is rolled over: no point, so a letter
    /// typed by the rollover carries no touch point).
    private mutating func finish(_ touch: TrackedTouch, liftedAt: LayoutPoint? = nil, into output: inout [TouchOutput]) {
        let id = touch.targetID ?? ""
        switch touch.kind {
        case .shift:
            if touch.chorded { output.append(.shiftChordEnded) }
        case .delete:
            break
        case .space:
            if !touch.spaceDragging { output.append(.perform(KeyPress(.space, .release, keyID: id))) }
        case .button:
            if !touch.longPressed, case .button(_, let action) = touch.target { output.append(.perform(KeyPress(action, .release, keyID: id))) }
        case .emoji:
            if let callout = touch.callout {
                if let index = callout.highlightedIndex, callout.alternates.indices.contains(index) {
                    output.append(.perform(KeyPress(.insertEmoji(callout.alternates[index]), .calloutPick, keyID: callout.keyID)))
                }
            } else if touch.pageSwiping {
                let delta = touch.point.x < touch.start.x ? 1 : -1
                output.append(.perform(KeyPress(.emojiPage(delta), .swipe, keyID: "emoji-grid")))
            } else if case .key(let key) = touch.target, case .character(let emoji) = key.key.action {
                output.append(.perform(KeyPress(.insertEmoji(emoji), .release, keyID: id)))
            }
        case .character:
            if touch.longPressed { return }
            if touch.gesture.isGesture {
                output.append(.gesture(touch.stroke))
                return markChorded()
            }
            guard case .key(let key) = touch.target else { return }
            if let callout = touch.callout {
                if let index = callout.highlightedIndex, callout.alternates.indices.contains(index) {
                    output.append(.perform(KeyPress(key.key.calloutAction(callout.alternates[index]), .calloutPick, keyID: id)))
                }
            } else if touch.swipedUp, let symbol = key.key.swipeUp {
                output.append(.perform(KeyPress(.insertText(symbol), .swipeUp, keyID: id)))
            } else {
                output.append(.perform(KeyPress(key.key.action, .release, keyID: id, touchPoint: liftedAt.flatMap { key.touchPoint(of: $0) })))
            }
            markChorded()
        }
    }

    /// Notes on a held shift that a character was typed under it.
    private mutating func markChorded() {
        for index in touches.indices where touches[index].kind == .shift { touches[index].chorded = true }
    }
}
