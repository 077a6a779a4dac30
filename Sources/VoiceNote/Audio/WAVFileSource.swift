import Foundation

/// Reads a WAV file chunk by chunk (never all at once): 8/16/24/32-bit integer or 32/64-bit float PCM,
/// mono or stereo, converted to 16-bit. Used by tests, the CLI and the playground's bundled sample.
public final class WAVFileSource: AudioSource {
    /// The file's sample rate and channels; samples come out as 16-bit whatever the file holds.
    public let format: PCMFormat
    /// Frames in the file's data chunk (what `read` will return in total).
    public let frameCount: Int
    /// The file being read.
    public let url: URL
    private let handle: FileHandle
    private let encoding: WAVSampleEncoding
    private var framesLeft: Int

    /// Opens `url` and parses its header; throws `VoiceNoteError.invalidWAV` naming the problem.
    public init(url: URL) throws {
        self.url = url
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw VoiceNoteError.invalidWAV(path: url.path, reason: "cannot open the file")
        }
        do {
            let header = try WAVHeader.read(from: handle, path: url.path)
            self.handle = handle
            self.format = header.format
            self.encoding = header.encoding
            self.frameCount = header.frameCount
            self.framesLeft = header.frameCount
        } catch {
            try? handle.close()
            throw error
        }
    }

    deinit { try? handle.close() }

    /// Seconds of audio in the file.
    public var duration: Double { format.duration(ofFrames: frameCount) }

    /// The next up-to-`maxFrames` frames (at least 1 asked), nil at the end of the data (a truncated last
    /// frame is dropped). Throws `VoiceNoteError.invalidWAV` if the read fails.
    public func read(maxFrames: Int) throws -> PCMChunk? {
        guard framesLeft > 0 else { return nil }
        let frames = min(max(1, maxFrames), framesLeft)
        let bytesPerFrame = encoding.bytesPerSample * format.channels
        let data: Data
        do {
            data = try handle.read(upToCount: frames * bytesPerFrame) ?? Data()
        } catch {
            throw VoiceNoteError.invalidWAV(path: url.path, reason: "read failed: \(error.localizedDescription)")
        }
        let whole = data.count / bytesPerFrame
        guard whole > 0 else {
            framesLeft = 0
            return nil
        }
        framesLeft = data.count < frames * bytesPerFrame ? 0 : framesLeft - whole
        let samples = data.withUnsafeBytes { encoding.decode($0, count: whole * format.channels) }
        return try PCMChunk(samples: samples, format: format)
    }
}
