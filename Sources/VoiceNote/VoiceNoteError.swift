import Foundation

/// Everything that can go wrong in the voice-note pipeline, each with a message that names the problem.
public enum VoiceNoteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A sample rate or channel count the pipeline cannot take.
    case unsupportedFormat(String)
    /// Samples that do not make sense (a partial frame, a format mismatch).
    case invalidAudio(String)
    /// A WAV file that cannot be read: the path and why.
    case invalidWAV(path: String, reason: String)
    /// A file that could not be created, written or moved: the path and why.
    case fileFailed(path: String, reason: String)
    /// LAME refused a setting or failed to encode.
    case encoderFailed(String)
    /// A call that makes no sense in the recorder's current state.
    case invalidState(String)
    /// The upload journal is unreadable: the path and why.
    case corruptJournal(path: String, reason: String)

    /// The message for a person: the stage that failed, and the file when there is one.
    public var description: String {
        switch self {
        case .unsupportedFormat(let reason): "unsupported audio format: \(reason)"
        case .invalidAudio(let reason): "invalid audio: \(reason)"
        case .invalidWAV(let path, let reason): "\(path): not a readable WAV file: \(reason)"
        case .fileFailed(let path, let reason): "\(path): \(reason)"
        case .encoderFailed(let reason): "MP3 encoder: \(reason)"
        case .invalidState(let reason): "recorder: \(reason)"
        case .corruptJournal(let path, let reason): "\(path): corrupt upload journal: \(reason)"
        }
    }
}
