import Foundation

/// One level-meter reading over a window of audio, in dBFS (0 = full scale; a full-scale sine reads -3);
/// `LevelMeter.measure(_:)` makes these.
public struct LevelReading: Codable, Sendable, Hashable {
    /// Where the window ends, in seconds of audio since the start.
    public var position: Double
    /// Root-mean-square level in dBFS, never below the configured floor.
    public var rms: Double
    /// Peak sample level in dBFS, never below the configured floor.
    public var peak: Double
}

/// Turns PCM into one reading per `interval` of audio (about 50 ms), whatever the chunk sizes.
public struct LevelMeter: Sendable, Hashable {
    /// Frames per reading.
    public let windowFrames: Int
    /// The quietest value reported.
    public let floor: Double
    private let format: PCMFormat
    private var sumOfSquares = 0.0
    private var peakSample = 0
    private var framesInWindow = 0
    private var framesMeasured = 0

    /// A meter for `format` with readings every `interval` seconds, clamped at `floor` dBFS.
    public init(format: PCMFormat, interval: Double = 0.05, floor: Double = -80) {
        self.format = format
        self.floor = floor
        windowFrames = max(1, Int((interval * Double(format.sampleRate)).rounded()))
    }

    /// Measures a chunk; returns the readings for every window it completed.
    public mutating func measure(_ chunk: PCMChunk) -> [LevelReading] {
        var readings: [LevelReading] = []
        let channels = format.channels
        chunk.samples.withUnsafeBufferPointer { samples in
            var index = 0
            while index < samples.count {
                let frames = min(windowFrames - framesInWindow, (samples.count - index) / channels)
                var sum: Int64 = 0
                var peak = peakSample
                for sample in samples[index..<(index + frames * channels)] {
                    let value = Int(sample)
                    sum += Int64(value * value)
                    peak = max(peak, abs(value))
                }
                sumOfSquares += Double(sum)
                peakSample = peak
                framesInWindow += frames
                framesMeasured += frames
                index += frames * channels
                if framesInWindow == windowFrames {
                    let mean = sumOfSquares / Double(windowFrames * channels)
                    readings.append(LevelReading(
                        position: format.duration(ofFrames: framesMeasured),
                        rms: decibels(mean.squareRoot()), peak: decibels(Double(peakSample))))
                    sumOfSquares = 0
                    peakSample = 0
                    framesInWindow = 0
                }
            }
        }
        return readings
    }

    private func decibels(_ amplitude: Double) -> Double {
        guard amplitude > 0 else { return floor }
        return max(floor, 20 * log10(amplitude / 32_768))
    }
}
