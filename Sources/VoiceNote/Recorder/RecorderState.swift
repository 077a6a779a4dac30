/// Where a hold-to-record session is: idle → recording ⇄ cancel-armed → one terminal state.
public enum RecorderState: String, Codable, Sendable, Hashable, CaseIterable {
    /// Not pressed yet.
    case idle
    /// Finger down, audio being recorded and encoded.
    case recording
    /// Still recording, but the finger slid up past the threshold: releasing now cancels.
    case cancelArmed
    /// Released after the minimum: the MP3 is ready.
    case finished
    /// Released while cancel was armed (or cancelled by the host): both files deleted.
    case cancelled
    /// Released before the minimum duration: both files deleted.
    case tooShort
    /// Stopped by itself at the maximum duration: the MP3 is ready.
    case maxReached
    /// An error stopped the session (disk, encoder, source): both files deleted.
    case failed

    /// Whether the session is over.
    public var isTerminal: Bool {
        switch self {
        case .idle, .recording, .cancelArmed: false
        case .finished, .cancelled, .tooShort, .maxReached, .failed: true
        }
    }

    /// Whether the session is capturing audio.
    public var isRecording: Bool { self == .recording || self == .cancelArmed }
}
