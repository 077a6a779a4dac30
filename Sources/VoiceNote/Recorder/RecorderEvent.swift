import Foundation

/// Something the UI should show, stamped with seconds since the press.
public struct RecorderEvent: Codable, Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Codable, Sendable, Hashable {
        /// The button went down and recording started.
        case started
        /// A level-meter reading for the animation.
        case level(LevelReading)
        /// Whole seconds left before the automatic stop (shown from `countdownStart`).
        case countdown(secondsLeft: Int)
        /// The finger slid up past the threshold: "松开手指，取消发送".
        case cancelArmed
        /// The finger slid back down: recording continues normally.
        case cancelDisarmed
        /// Released in time: the note is ready.
        case finished(RecordedNote)
        /// The maximum was reached: the note stopped by itself and is ready.
        case maxReached(RecordedNote)
        /// Cancelled; nothing is kept.
        case cancelled
        /// Shorter than the minimum: "录音时间太短"; nothing is kept.
        case tooShort(duration: Double)
        /// An error ended the session; nothing is kept.
        case failed(message: String)
    }

    /// Seconds since the press (clock time).
    public var time: Double
    /// What happened.
    public var kind: Kind

    /// An event at `time`.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// One line, e.g. `12.350 level -23.1 dBFS`.
    public var description: String {
        let stamp = String(format: "%7.3f", time)
        switch kind {
        case .started: return "\(stamp) started"
        case .level(let reading): return "\(stamp) level \(String(format: "%.1f", reading.rms)) dBFS (peak \(String(format: "%.1f", reading.peak)))"
        case .countdown(let left): return "\(stamp) countdown \(left)"
        case .cancelArmed: return "\(stamp) cancel-armed"
        case .cancelDisarmed: return "\(stamp) cancel-disarmed"
        case .finished(let note): return "\(stamp) finished \(note.summary)"
        case .maxReached(let note): return "\(stamp) max-reached \(note.summary)"
        case .cancelled: return "\(stamp) cancelled"
        case .tooShort(let duration): return "\(stamp) too-short \(String(format: "%.3f", duration)) s (录音时间太短)"
        case .failed(let message): return "\(stamp) failed: \(message)"
        }
    }
}
