import Foundation

/// A message from the voice page, one JSON object per text message: `press` (with `source` `mic`
/// or `sample`, and the microphone's `sampleRate`), `pcm` (base64 16-bit little-endian mono in
/// `data`), `slide` (`distance` in points above the press), `release` or `cancel`.
public enum VoiceCommand: Hashable, Sendable {
    /// Where the audio comes from: `mic`, the page streams its microphone as `pcm` messages; `sample`,
    /// the server synthesizes a voice-like tone.
    public enum Source: String, Hashable, Sendable { case mic, sample }
    /// The record button went down: start a note from `source` at `sampleRate` Hz (one MP3 supports; 16,000 if absent).
    case press(source: Source, sampleRate: Int)
    /// Microphone audio: 16-bit little-endian mono samples (an even number of bytes).
    case pcm([UInt8])
    /// The finger moved: `distance` points above where it pressed (past the threshold arms cancelling).
    case slide(distance: Double)
    /// The finger lifted: finish the note (or cancel, if armed).
    case release
    /// Cancel the note outright; nothing is kept.
    case cancel

    /// The sample rates MP3 (MPEG-1, 2 and 2.5) supports.
    static let mp3SampleRates = [8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000]

    private struct Raw: Decodable {
        var type: String?
        var source: String?
        var sampleRate: Double?
        var data: String?
        var distance: Double?
    }

    /// Decodes one message or fails saying what is wrong.
    public static func decode(_ text: String) throws(VoiceMessageError) -> VoiceCommand {
        guard text.utf8.count <= 1 << 20 else { throw VoiceMessageError("message over 1 MiB") }
        guard let raw = try? JSONDecoder().decode(Raw.self, from: Data(text.utf8)) else {
            throw VoiceMessageError("not a JSON object with a \"type\"")
        }
        switch raw.type {
        case "press":
            guard let source = Source(rawValue: raw.source ?? "sample") else {
                throw VoiceMessageError("press.source must be mic or sample")
            }
            // Compared as a Double first: converting an out-of-range number (1e19) to Int traps.
            let rate = raw.sampleRate ?? 16_000
            guard let supported = Self.mp3SampleRates.first(where: { Double($0) == rate }) else {
                throw VoiceMessageError("press.sampleRate must be one of 8000…48000 Hz that MP3 supports")
            }
            return .press(source: source, sampleRate: supported)
        case "pcm":
            guard let data = raw.data, let bytes = Data(base64Encoded: data), bytes.count % 2 == 0 else {
                throw VoiceMessageError("pcm.data must be base64 of 16-bit samples")
            }
            return .pcm([UInt8](bytes))
        case "slide":
            guard let distance = raw.distance, distance.isFinite, abs(distance) <= 100_000 else {
                throw VoiceMessageError("slide.distance must be a finite number of points")
            }
            return .slide(distance: distance)
        case "release": return .release
        case "cancel": return .cancel
        case let other?: throw VoiceMessageError("unknown type '\(other.prefix(40))'; expected press, pcm, slide, release or cancel")
        case nil: throw VoiceMessageError("a message needs a \"type\"")
        }
    }
}

/// Why a voice message was refused.
public struct VoiceMessageError: Error, Hashable, Sendable {
    /// What was wrong, for the page to show.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}

/// What the voice page is told, one JSON object per text message.
public enum VoiceReply: Hashable, Sendable {
    /// Recording started.
    case started
    /// A level-meter reading, in dBFS: the RMS and the peak of the last stretch of audio.
    case level(rms: Double, peak: Double)
    /// Whole seconds left before the note stops by itself.
    case countdown(Int)
    /// The finger slid past the threshold: releasing now cancels (松开手指，取消发送).
    case cancelArmed
    /// The finger slid back: releasing sends again.
    case cancelDisarmed
    /// The note is ready at `/voice/<id>.mp3`.
    case finished(id: UUID, duration: Double, bytes: Int)
    /// The note was cancelled; nothing is kept.
    case cancelled
    /// 录音时间太短.
    case tooShort(duration: Double)
    /// The recorder failed (the message says why); nothing is kept.
    case failed(String)
    /// The last message was refused (bad JSON, pcm while the sample records, a press while recording…); the session goes on.
    case error(String)

    /// The HTTP path of a finished note.
    public static func path(of id: UUID) -> String { "/voice/\(id.uuidString.lowercased()).mp3" }

    /// The JSON text.
    public func json() -> String {
        let object: [String: Any]
        switch self {
        case .started: object = ["type": "started"]
        case .level(let rms, let peak): object = ["type": "level", "rms": rms, "peak": peak]
        case .countdown(let left): object = ["type": "countdown", "secondsLeft": left]
        case .cancelArmed: object = ["type": "cancelArmed", "message": "松开手指，取消发送"]
        case .cancelDisarmed: object = ["type": "cancelDisarmed"]
        case .finished(let id, let duration, let bytes):
            object = ["type": "finished", "url": Self.path(of: id), "duration": duration, "bytes": bytes]
        case .cancelled: object = ["type": "cancelled"]
        case .tooShort(let duration): object = ["type": "tooShort", "duration": duration, "message": "录音时间太短"]
        case .failed(let message): object = ["type": "failed", "message": message]
        case .error(let message): object = ["type": "error", "message": message]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
