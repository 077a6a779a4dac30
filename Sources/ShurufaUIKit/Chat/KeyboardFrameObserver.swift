#if canImport(UIKit)
import ChatInput
import KeyboardLayout
import UIKit

/// Feeds the six keyboard notifications into a `KeyboardFrameTracker` and reports, for one view,
/// how much of it the keyboard covers (WWDC 2017 session 242). The tracker decides; this maps.
@MainActor public final class KeyboardFrameObserver {
    /// What the notifications so far say: shown or not, the frame, the animation's duration.
    public private(set) var tracker = KeyboardFrameTracker()
    /// Called on every notification with the new overlap and the keyboard's animation duration.
    public var onChange: ((CGFloat, TimeInterval) -> Void)?
    private weak var view: UIView?
    // Only written in init; read again in deinit to unregister.
    nonisolated(unsafe) private var tokens: [any NSObjectProtocol] = []

    /// Observes the keyboard notifications for `view` (held weakly) until the observer is released.
    public init(view: UIView) {
        self.view = view
        let names: [(Notification.Name, KeyboardNotification.Name)] = [
            (UIResponder.keyboardWillShowNotification, .willShow), (UIResponder.keyboardDidShowNotification, .didShow),
            (UIResponder.keyboardWillHideNotification, .willHide), (UIResponder.keyboardDidHideNotification, .didHide),
            (UIResponder.keyboardWillChangeFrameNotification, .willChangeFrame),
            (UIResponder.keyboardDidChangeFrameNotification, .didChangeFrame),
        ]
        for (system, name) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: system, object: nil, queue: .main) { [weak self] note in
                let info = note.userInfo ?? [:]
                MainActor.assumeIsolated { self?.receive(name, info) }
            })
        }
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

    /// The overlap with the observed view now.
    public var overlap: CGFloat {
        guard let view, let screen = view.window?.screen else { return 0 }
        let frame = view.convert(view.bounds, to: screen.coordinateSpace)
        return CGFloat(tracker.overlap(with: LayoutRect(frame), screen: LayoutRect(screen.bounds)))
    }

    private func receive(_ name: KeyboardNotification.Name, _ info: [AnyHashable: Any]) {
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        tracker.receive(KeyboardNotification(
            name: name, frameBegin: LayoutRect(begin), frameEnd: LayoutRect(end), animationDuration: duration, isLocal: isLocal))
        onChange?(overlap, duration)
    }
}

extension LayoutRect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}
#endif
