import KeyboardLayout

/// One of the six keyboard notifications UIKit posts (`UIResponder.keyboardWillShowNotification` …),
/// with what its `userInfo` carries, in platform-free values.
public struct KeyboardNotification: Hashable, Sendable {
    /// Which notification.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// The six notifications: will/did show, will/did hide, will/did change frame.
        case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

        /// Whether this is a Show or a Hide (the change-frame pair is neither).
        public var visibility: Bool? {
            switch self {
            case .willShow, .didShow: true
            case .willHide, .didHide: false
            case .willChangeFrame, .didChangeFrame: nil
            }
        }
    }

    /// Which notification this is.
    public var name: Name
    /// `keyboardFrameBeginUserInfoKey`, in screen coordinates.
    public var frameBegin: LayoutRect
    /// `keyboardFrameEndUserInfoKey`, in screen coordinates.
    public var frameEnd: LayoutRect
    /// `keyboardAnimationDurationUserInfoKey`, seconds.
    public var animationDuration: Double
    /// `keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app (false in Split View for the other app's keyboard).
    public var isLocal: Bool

    /// A notification; the begin frame is zero and the move a quarter second, in this app, unless told.
    public init(name: Name, frameBegin: LayoutRect = .zero, frameEnd: LayoutRect, animationDuration: Double = 0.25, isLocal: Bool = true) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.isLocal = isLocal
    }
}
