import CLAME

/// LAME fed chunk by chunk as audio arrives: each call returns the MP3 bytes ready so far, so a
/// recording is encoded while it is being made and never read back. One encoder per stream; not
/// thread-safe (keep it inside one task or actor).
public final class MP3StreamEncoder {
    /// The PCM format the encoder expects.
    public let input: PCMFormat
    /// The settings it was opened with.
    public let settings: MP3Settings
    private let lame: OpaquePointer
    private var output: [UInt8]
    private var finished = false
    /// Largest number of frames handed to LAME in one call (bounds the output buffer).
    private static let framesPerCall = 8_192

    /// Opens LAME for `input`; throws `VoiceNoteError` for an unsupported format or rejected settings.
    public init(input: PCMFormat, settings: MP3Settings = .voice) throws {
        try input.validate()
        try settings.validate()
        guard let lame = lame_init() else { throw VoiceNoteError.encoderFailed("lame_init failed") }
        self.input = input
        self.settings = settings
        self.lame = lame
        output = [UInt8](repeating: 0, count: Self.framesPerCall * 5 / 4 + 7_200)
        lame_set_errorf(lame, silentReport)
        lame_set_debugf(lame, silentReport)
        lame_set_msgf(lame, silentReport)
        lame_set_num_channels(lame, Int32(input.channels))
        lame_set_in_samplerate(lame, Int32(input.sampleRate))
        if let rate = settings.outputSampleRate { lame_set_out_samplerate(lame, Int32(rate)) }
        lame_set_mode(lame, settings.mono || input.channels == 1 ? MONO : JOINT_STEREO)
        lame_set_quality(lame, Int32(settings.quality))
        switch settings.bitrate {
        case .constant(let kbps):
            lame_set_VBR(lame, vbr_off)
            lame_set_brate(lame, Int32(kbps))
        case .variable(let quality):
            lame_set_VBR(lame, vbr_default)
            lame_set_VBR_quality(lame, Float(quality))
        }
        lame_set_bWriteVbrTag(lame, settings.writesLAMETag ? 1 : 0)
        lame_set_write_id3tag_automatic(lame, 0)
        let status = lame_init_params(lame)
        guard status >= 0 else {
            lame_close(lame)
            throw VoiceNoteError.encoderFailed("LAME rejected the settings (\(status)) for \(input)")
        }
    }

    deinit { lame_close(lame) }

    /// Samples LAME adds before the audio (skipped by gapless decoders using the LAME tag).
    public var encoderDelay: Int { Int(lame_get_encoder_delay(lame)) }

    /// Output sample rate LAME settled on.
    public var outputSampleRate: Int { Int(lame_get_out_samplerate(lame)) }

    /// Encodes a chunk, passing each run of ready MP3 bytes to `sink` (often none for a short chunk).
    public func encode(_ chunk: PCMChunk, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !finished else { throw VoiceNoteError.invalidState("encode after finish") }
        guard chunk.format == input else {
            throw VoiceNoteError.invalidAudio("chunk is \(chunk.format), encoder expects \(input)")
        }
        let channels = input.channels
        try chunk.samples.withUnsafeBufferPointer { samples in
            var frame = 0
            let total = chunk.frameCount
            while frame < total {
                let frames = min(Self.framesPerCall, total - frame)
                let start = samples.baseAddress! + frame * channels
                let written = output.withUnsafeMutableBufferPointer { out in
                    channels == 1
                        ? lame_encode_buffer(lame, start, start, Int32(frames), out.baseAddress, Int32(out.count))
                        : lame_encode_buffer_interleaved(lame, UnsafeMutablePointer(mutating: start), Int32(frames), out.baseAddress, Int32(out.count))
                }
                guard written >= 0 else { throw VoiceNoteError.encoderFailed("lame_encode_buffer returned \(written)") }
                if written > 0 { try output.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0.prefix(Int(written)))) } }
                frame += frames
            }
        }
    }

    /// Encodes a chunk and returns the MP3 bytes ready so far.
    public func encode(_ chunk: PCMChunk) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encode(chunk) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Flushes the last frames (padding included) to `sink`; the encoder takes no more audio after this.
    public func finish(into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !finished else { return }
        finished = true
        let written = output.withUnsafeMutableBufferPointer { lame_encode_flush(lame, $0.baseAddress, Int32($0.count)) }
        guard written >= 0 else { throw VoiceNoteError.encoderFailed("lame_encode_flush returned \(written)") }
        if written > 0 { try output.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0.prefix(Int(written)))) } }
    }

    /// The final Xing/LAME tag frame to write over the stream's first frame (empty when tags are off);
    /// valid after `finish`.
    public func lameTagFrame() -> [UInt8] {
        guard settings.writesLAMETag else { return [] }
        let size = lame_get_lametag_frame(lame, nil, 0)
        guard size > 0 else { return [] }
        var frame = [UInt8](repeating: 0, count: size)
        let written = frame.withUnsafeMutableBufferPointer { lame_get_lametag_frame(lame, $0.baseAddress, size) }
        return Array(frame.prefix(written))
    }
}

/// LAME reports through printf-style callbacks; a library must not write to the host's stderr.
private func silentReport(_ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?) {}
