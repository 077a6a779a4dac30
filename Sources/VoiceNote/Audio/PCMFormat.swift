/// The shape of linear PCM audio: frames per second and interleaved channels (16-bit signed samples).
public struct PCMFormat: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Frames per second, e.g. 16_000, 22_050, 44_100, 48_000.
    public var sampleRate: Int
    /// Interleaved channels per frame: 1 (mono) or 2 (stereo).
    public var channels: Int

    /// A format; check it with `validate()` before trusting values from outside.
    public init(sampleRate: Int, channels: Int) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// Mono at 16 kHz, the usual rate for speech.
    public static let speech = PCMFormat(sampleRate: 16_000, channels: 1)

    /// The sample rates LAME accepts as input (MPEG-1, -2 and -2.5 rates).
    public static let supportedSampleRates: Set<Int> = [8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000]

    /// Throws `VoiceNoteError.unsupportedFormat` unless the rate is an MP3 rate and there are 1 or 2 channels.
    public func validate() throws {
        guard Self.supportedSampleRates.contains(sampleRate) else {
            throw VoiceNoteError.unsupportedFormat("sample rate \(sampleRate) Hz is not an MP3 rate (8000…48000)")
        }
        guard channels == 1 || channels == 2 else {
            throw VoiceNoteError.unsupportedFormat("\(channels) channels (only 1 or 2 are supported)")
        }
    }

    /// Seconds of audio in `frames` frames.
    public func duration(ofFrames frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    /// Whole frames in `seconds` of audio (rounded to nearest).
    public func frames(in seconds: Double) -> Int { Int((seconds * Double(sampleRate)).rounded()) }

    /// `16000 Hz, mono` or `44100 Hz, 2 channels`.
    public var description: String { "\(sampleRate) Hz, \(channels == 1 ? "mono" : "\(channels) channels")" }
}
