import Foundation
import VoiceNote

/// The sample fed when the page has no microphone: a voice-like tone (a 140 Hz fundamental with
/// harmonics, its loudness rising and falling four times a second), synthesized, never stored.
public struct VoiceSample: Sendable, Hashable {
    /// The sample rate and channels the tone is synthesized at (the press's sample rate, mono).
    public let format: PCMFormat

    /// A tone generator for `format`; nothing is synthesized until `chunk(from:count:)`.
    public init(format: PCMFormat) { self.format = format }

    /// `count` frames starting at frame `start`.
    public func chunk(from start: Int, count: Int) throws -> PCMChunk {
        let rate = Double(format.sampleRate)
        var samples: [Int16] = []
        samples.reserveCapacity(count * format.channels)
        for frame in start..<(start + count) {
            let t = Double(frame) / rate
            let envelope = 0.55 + 0.45 * sin(2 * Double.pi * 4 * t)
            var value = 0.0
            for harmonic in 1...4 { value += sin(2 * Double.pi * 140 * Double(harmonic) * t) / Double(harmonic) }
            let sample = Int16(max(-32_767, min(32_767, value * envelope * 9_000)))
            for _ in 0..<format.channels { samples.append(sample) }
        }
        return try PCMChunk(samples: samples, format: format)
    }
}
