import VoiceNote

/// What the chat's hold-to-record button shows for the recorder's state (the seed's 按住 说话 button).
public struct VoiceButtonAppearance: Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// Drawn pressed.
    public var isHighlighted: Bool
    /// The overlay over the conversation while recording (nil: none).
    public var overlay: Overlay?
    /// Whether the button reacts to a press.
    public var isEnabled: Bool

    /// The recording overlay.
    public enum Overlay: Hashable, Sendable {
        /// 手指上滑，取消发送, with seconds left once the countdown has started (`countdownStart` seconds in).
        case recording(secondsLeft: Int?)
        /// 松开手指，取消发送.
        case releaseToCancel
        /// 说话时间太短.
        case tooShort
    }

    /// The appearance for `state`, `elapsed` seconds into the recording.
    public static func appearance(
        for state: RecorderState,
        elapsed: Double = 0,
        configuration: RecorderConfiguration = .standard,
        microphoneAllowed: Bool = true
    ) -> VoiceButtonAppearance {
        guard microphoneAllowed else {
            return VoiceButtonAppearance(title: "麦克风未授权", isHighlighted: false, overlay: nil, isEnabled: false)
        }
        switch state {
        case .idle, .finished, .cancelled, .maxReached, .failed:
            return VoiceButtonAppearance(title: "按住 说话", isHighlighted: false, overlay: nil, isEnabled: true)
        case .tooShort:
            return VoiceButtonAppearance(title: "按住 说话", isHighlighted: false, overlay: .tooShort, isEnabled: true)
        case .recording:
            let left = configuration.maximumDuration - elapsed
            let countdown = elapsed >= configuration.countdownStart ? max(0, Int(left.rounded(.up))) : nil
            return VoiceButtonAppearance(title: "松开 发送", isHighlighted: true, overlay: .recording(secondsLeft: countdown), isEnabled: true)
        case .cancelArmed:
            return VoiceButtonAppearance(title: "松开手指，取消发送", isHighlighted: true, overlay: .releaseToCancel, isEnabled: true)
        }
    }
}
