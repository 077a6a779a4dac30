/// A run of interleaved 16-bit PCM frames as captured or read: the unit every stage passes along.
public struct PCMChunk: Sendable, Hashable {
    /// Interleaved samples (`frameCount * format.channels` of them).
    public var samples: [Int16]
    /// How to read `samples`.
    public var format: PCMFormat

    /// A chunk over interleaved samples; the count must be a whole number of frames.
    public init(samples: [Int16], format: PCMFormat) throws {
        guard format.channels > 0, samples.count % format.channels == 0 else {
            throw VoiceNoteError.invalidAudio("\(samples.count) samples is not a whole number of \(format.channels)-channel frames")
        }
        self.samples = samples
        self.format = format
    }

    /// A chunk from floating-point samples in -1…1 (what Web Audio and AVAudioEngine deliver); values are clipped.
    public init(floatSamples: [Float], format: PCMFormat) throws {
        try self.init(samples: floatSamples.map(PCMChunk.int16), format: format)
    }

    /// A chunk from little-endian 16-bit bytes (what a browser sends over a socket).
    public init(littleEndianBytes bytes: [UInt8], format: PCMFormat) throws {
        guard bytes.count % 2 == 0 else {
            throw VoiceNoteError.invalidAudio("\(bytes.count) bytes is not a whole number of 16-bit samples")
        }
        var samples = [Int16](repeating: 0, count: bytes.count / 2)
        for index in samples.indices {
            samples[index] = Int16(bitPattern: UInt16(bytes[2 * index]) | UInt16(bytes[2 * index + 1]) << 8)
        }
        try self.init(samples: samples, format: format)
    }

    /// Frames in the chunk.
    public var frameCount: Int { samples.count / max(1, format.channels) }

    /// Seconds of audio in the chunk.
    public var duration: Double { format.duration(ofFrames: frameCount) }

    /// The first `frames` frames (all of them if the chunk is shorter).
    public func prefix(frames: Int) -> PCMChunk {
        var copy = self
        copy.samples = Array(samples.prefix(max(0, frames) * format.channels))
        return copy
    }

    static func int16(_ value: Float) -> Int16 {
        guard value.isFinite else { return 0 }
        let scaled = (value * 32_767).rounded()
        return Int16(max(-32_768, min(32_767, scaled)))
    }
}
