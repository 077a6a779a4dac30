import KeyboardLayout

/// Where the software keyboard is, from the six keyboard notifications (WWDC 2017 session 242):
/// the frame comes in screen coordinates, the last Show or Hide decides whether it is up, and a
/// keyboard that does not sit on the bottom edge of the screen (undocked, split or floating on an
/// iPad) covers nothing, so the view keeps its full height.
public struct KeyboardFrameTracker: Hashable, Sendable {
    /// Whether the last Show/Hide notification was a Show.
    public private(set) var isShown = false
    /// The keyboard's frame from the last notification, in screen coordinates.
    public private(set) var frame: LayoutRect?
    /// Seconds the keyboard takes for its current move, to animate alongside it.
    public private(set) var animationDuration = 0.0

    /// How far from the bottom edge a keyboard may end and still count as docked (points).
    public var dockTolerance: Double

    /// A tracker that has seen no notification; a keyboard ending within `dockTolerance` points of the
    /// screen's bottom counts as docked.
    public init(dockTolerance: Double = 0.5) {
        self.dockTolerance = dockTolerance
    }

    /// Takes one notification in.
    public mutating func receive(_ notification: KeyboardNotification) {
        if let visible = notification.name.visibility { isShown = visible }
        frame = notification.frameEnd
        animationDuration = notification.animationDuration
    }

    /// Whether the keyboard sits on the bottom edge of `screen` across its full width (docked).
    public func isDocked(in screen: LayoutRect) -> Bool {
        guard let frame, frame.width > 0, frame.height > 0 else { return false }
        return abs(frame.maxY - screen.maxY) <= dockTolerance
            && frame.minX <= screen.minX + dockTolerance
            && frame.maxX >= screen.maxX - dockTolerance
    }

    /// How many points at the bottom of `view` (its frame in screen coordinates, after
    /// `convert(_:to:)`) the keyboard covers right now: 0 when it is hidden, undocked, split,
    /// floating or off screen.
    public func overlap(with view: LayoutRect, screen: LayoutRect) -> Double {
        guard isShown, let frame, isDocked(in: screen), frame.minY < screen.maxY else { return 0 }
        let top = max(frame.minY, view.minY)
        let horizontal = min(frame.maxX, view.maxX) - max(frame.minX, view.minX)
        guard horizontal > 0 else { return 0 }
        return max(0, view.maxY - top)
    }
}
