import Foundation

/// A thread-safe FIFO between a pushing producer (an AVAudioEngine tap, a browser's WebSocket) and the
/// recorder that pulls: `push` from any thread, `read` drains what has arrived.
public final class CapturedAudioBuffer: AudioSource, @unchecked Sendable {
    /// The format every pushed chunk must have, and every chunk read has.
    public let format: PCMFormat
    private let lock = NSLock()
    private var samples: [Int16] = []
    private var readIndex = 0
    private var ended = false

    /// An empty buffer for chunks of `format`.
    public init(format: PCMFormat) { self.format = format }

    /// Appends a chunk; throws if its format differs or the buffer was finished.
    public func push(_ chunk: PCMChunk) throws {
        guard chunk.format == format else {
            throw VoiceNoteError.invalidAudio("chunk is \(chunk.format), buffer expects \(format)")
        }
        try lock.withLock {
            guard !ended else { throw VoiceNoteError.invalidState("audio pushed after the capture finished") }
            samples.append(contentsOf: chunk.samples)
        }
    }

    /// Marks the end of capture: once drained, `read` returns nil.
    public func finish() { lock.withLock { ended = true } }

    /// Frames pushed and not yet read.
    public var bufferedFrames: Int { lock.withLock { (samples.count - readIndex) / format.channels } }

    /// Up to `maxFrames` of what has arrived: possibly an empty chunk while the producer is behind, nil
    /// once the capture is finished and drained. Never blocks.
    public func read(maxFrames: Int) throws -> PCMChunk? {
        lock.withLock {
            let available = (samples.count - readIndex) / format.channels
            if available == 0 && ended { return nil }
            let frames = min(max(0, maxFrames), available)
            let end = readIndex + frames * format.channels
            let chunk = Array(samples[readIndex..<end])
            readIndex = end
            if readIndex > 1 << 16 && readIndex * 2 > samples.count {
                samples.removeFirst(readIndex)
                readIndex = 0
            }
            return try? PCMChunk(samples: chunk, format: format)
        }
    }
}
