/// How LAME encodes a voice note: bitrate mode, algorithm quality, output rate and channel mode.
public struct MP3Settings: Codable, Sendable, Hashable {
    /// Constant or variable bitrate.
    public enum Bitrate: Codable, Sendable, Hashable {
        /// A fixed bitrate in kbit/s (8…320, snapped by LAME to a legal MPEG bitrate).
        case constant(kbps: Int)
        /// Variable bitrate at a quality from 0 (best, largest) to 9 (smallest).
        case variable(quality: Int)
    }

    /// Constant or variable bitrate.
    public var bitrate: Bitrate
    /// LAME's algorithm quality, 0 (best, slowest) … 9 (fastest); 5 is LAME's "good speed" default for speech.
    public var quality: Int
    /// Output sample rate in Hz, or nil to let LAME choose from the input rate and bitrate.
    public var outputSampleRate: Int?
    /// Downmix to a single channel (what a voice note wants); otherwise keep the input's channels.
    public var mono: Bool
    /// Write the Xing/LAME tag frame (exact length, encoder delay and padding for gapless decoders).
    public var writesLAMETag: Bool

    /// Settings with every knob spelled out.
    public init(bitrate: Bitrate, quality: Int = 5, outputSampleRate: Int? = nil, mono: Bool = true, writesLAMETag: Bool = true) {
        self.bitrate = bitrate
        self.quality = quality
        self.outputSampleRate = outputSampleRate
        self.mono = mono
        self.writesLAMETag = writesLAMETag
    }

    /// Voice-note defaults: mono, VBR quality 6 (about 40–60 kbit/s for speech), algorithm quality 5.
    public static let voice = MP3Settings(bitrate: .variable(quality: 6))

    /// Throws `VoiceNoteError.encoderFailed` for values LAME would reject or silently clamp.
    public func validate() throws {
        guard (0...9).contains(quality) else { throw VoiceNoteError.encoderFailed("quality \(quality) is not in 0…9") }
        switch bitrate {
        case .constant(let kbps):
            guard (8...320).contains(kbps) else { throw VoiceNoteError.encoderFailed("bitrate \(kbps) kbit/s is not in 8…320") }
        case .variable(let vbr):
            guard (0...9).contains(vbr) else { throw VoiceNoteError.encoderFailed("VBR quality \(vbr) is not in 0…9") }
        }
        if let rate = outputSampleRate, !PCMFormat.supportedSampleRates.contains(rate) {
            throw VoiceNoteError.encoderFailed("output sample rate \(rate) Hz is not an MP3 rate")
        }
    }
}
