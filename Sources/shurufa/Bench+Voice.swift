import Foundation
import VoiceNote

/// `shurufa bench voice [--seconds S] [--runs N] [--from IN.wav]`: streaming MP3 encoding speed (× real
/// time, median over runs) for the encoder alone and for a whole recorder session (PCM file + MP3 file +
/// level meter), plus the p99 time to handle one 1 024-frame chunk (what a live tap must absorb).
func benchVoice(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let seconds = Double(try reader.option("--seconds") ?? "60") ?? -1
    let runs = Int(try reader.option("--runs") ?? "5") ?? -1
    let from = try reader.option("--from")
    guard try reader.positionals().isEmpty, seconds > 0, seconds <= 600, runs > 0, runs <= 100 else {
        throw UsageError("usage: shurufa bench voice [--seconds 1…600] [--runs 1…100] [--from IN.wav]")
    }
    var inputs: [(label: String, chunks: [PCMChunk])] = []
    if let from {
        let source = try WAVFileSource(url: URL(fileURLWithPath: from))
        inputs.append(("\(from) (\(source.format))", try VoiceBench.chunks(of: source)))
    } else {
        for format in [PCMFormat(sampleRate: 16_000, channels: 1), PCMFormat(sampleRate: 22_050, channels: 1),
                       PCMFormat(sampleRate: 44_100, channels: 1), PCMFormat(sampleRate: 48_000, channels: 2)] {
            inputs.append(("synthetic speech-like \(format)", try VoiceBench.speechLike(seconds: seconds, format: format)))
        }
    }
    print("bench voice: \(runs) runs each, chunks of 1024 frames, MP3Settings.voice (VBR 6, q 5, mono)")
    for input in inputs {
        let format = input.chunks[0].format
        let audioSeconds = format.duration(ofFrames: input.chunks.reduce(0) { $0 + $1.frameCount })
        var encoderFactors: [Double] = [], sessionFactors: [Double] = [], chunkMicros: [Double] = []
        for _ in 0..<runs {
            let encoder = try MP3StreamEncoder(input: format)
            var bytes = 0
            let start = BenchClock.now()
            for chunk in input.chunks { try encoder.encode(chunk) { bytes += $0.count } }
            try encoder.finish { bytes += $0.count }
            encoderFactors.append(audioSeconds / (Double(BenchClock.now() - start) / 1e9))
            precondition(bytes > 0)

            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-bench-voice-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let clock = ManualRecorderClock()
            var configuration = RecorderConfiguration.standard
            configuration.maximumDuration = audioSeconds + 1
            configuration.countdownStart = audioSeconds
            let session = try RecorderSession(format: format, files: RecordingFiles(directory: folder, id: UUID()),
                                              configuration: configuration, clock: clock)
            let sessionStart = BenchClock.now()
            _ = session.press()
            for chunk in input.chunks {
                let t0 = BenchClock.now()
                clock.advance(by: chunk.duration)
                _ = session.append(chunk)
                chunkMicros.append(Double(BenchClock.now() - t0) / 1e3)
            }
            _ = session.release()
            sessionFactors.append(audioSeconds / (Double(BenchClock.now() - sessionStart) / 1e9))
            guard session.state == .finished else { throw UsageError("bench session ended \(session.state)") }
        }
        print(input.label + String(format: ", %.1f s of audio", audioSeconds))
        print(String(format: "  encoder alone: median %.0f× real time (min %.0f×)",
                     BenchClock.quantile(encoderFactors, 0.5), encoderFactors.min() ?? 0))
        print(String(format: "  whole session (WAV + MP3 files, levels): median %.0f× real time (min %.0f×)",
                     BenchClock.quantile(sessionFactors, 0.5), sessionFactors.min() ?? 0))
        print(String(format: "  per 1024-frame chunk: median %.0f µs, p99 %.0f µs (chunk lasts %.0f µs)",
                     BenchClock.quantile(chunkMicros, 0.5), BenchClock.quantile(chunkMicros, 0.99), 1_024 / Double(format.sampleRate) * 1e6))
    }
    let memory = BenchClock.memory()
    print("memory: peak RSS \(memory.peakRSS) kB")
    return 0
}

/// Input for the voice benchmark.
enum VoiceBench {
    /// A voiced, syllable-rate-modulated harmonic signal with a little noise: close enough to speech for an encoder.
    static func speechLike(seconds: Double, format: PCMFormat) throws -> [PCMChunk] {
        var generator = SystemRandomNumberGenerator()
        let frames = format.frames(in: seconds)
        var chunks: [PCMChunk] = []
        var frame = 0
        while frame < frames {
            let count = min(1_024, frames - frame)
            var samples: [Int16] = []
            samples.reserveCapacity(count * format.channels)
            for i in frame..<(frame + count) {
                let t = Double(i) / Double(format.sampleRate)
                let pitch = 120 + 30 * sin(2 * .pi * 0.7 * t)
                let envelope = max(0, sin(2 * .pi * 4 * t))  // about four syllables a second
                var value = 0.0
                for harmonic in 1...8 { value += sin(2 * .pi * pitch * Double(harmonic) * t) / Double(harmonic) }
                value = 0.25 * envelope * value + 0.01 * Double.random(in: -1...1, using: &generator)
                let sample = Int16(max(-32_768, min(32_767, value * 32_767)))
                for _ in 0..<format.channels { samples.append(sample) }
            }
            chunks.append(try PCMChunk(samples: samples, format: format))
            frame += count
        }
        return chunks
    }

    /// A whole file, read in 1 024-frame chunks (read before timing starts).
    static func chunks(of source: WAVFileSource) throws -> [PCMChunk] {
        var chunks: [PCMChunk] = []
        while let chunk = try source.read(maxFrames: 1_024) { chunks.append(chunk) }
        guard !chunks.isEmpty else { throw UsageError("\(source.url.path): no audio") }
        return chunks
    }
}
