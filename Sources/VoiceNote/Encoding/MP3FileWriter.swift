import Foundation

/// Streams MP3 into a file as PCM arrives: encoded bytes are appended chunk by chunk; on `finish` the
/// encoder is flushed and the LAME tag is patched over the first frame (a write, never a re-read).
public final class MP3FileWriter {
    /// The file being written.
    public let url: URL
    private let encoder: MP3StreamEncoder
    private let file: BufferedFileWriter
    /// Frames of PCM encoded so far.
    public private(set) var frameCount = 0

    /// Creates the file and opens LAME for `format`; on failure no file is left behind.
    public init(url: URL, format: PCMFormat, settings: MP3Settings = .voice) throws {
        encoder = try MP3StreamEncoder(input: format, settings: settings)
        file = try BufferedFileWriter(url: url)
        self.url = url
    }

    /// The PCM format it expects.
    public var format: PCMFormat { encoder.input }

    /// MP3 bytes written so far (the tail is still inside LAME until `finish`).
    public var bytesWritten: Int { file.bytesWritten }

    /// Encodes a chunk and appends what LAME has ready.
    public func append(_ chunk: PCMChunk) throws {
        try encoder.encode(chunk) { try file.write($0) }
        frameCount += chunk.frameCount
    }

    /// Flushes LAME, writes the LAME tag and closes the file; returns the file's size in bytes.
    @discardableResult
    public func finish() throws -> Int {
        try encoder.finish { try file.write($0) }
        let tag = encoder.lameTagFrame()
        if !tag.isEmpty && file.bytesWritten >= tag.count { try file.overwrite(tag, at: 0) }
        try file.close()
        return file.bytesWritten
    }

    /// Closes without finishing (the file is about to be deleted).
    func abandon() { try? file.close() }
}

/// One-call streaming conversion from an `AudioSource` to an MP3 file.
public enum MP3Encoding {
    /// Reads `source` in chunks of `chunkFrames` and encodes each as it is read into `destination`,
    /// written under a temporary name beside it and renamed on success; on any failure nothing is left.
    /// Returns the frames encoded and the MP3's size in bytes.
    @discardableResult
    public static func encode(
        _ source: inout some AudioSource, to destination: URL, settings: MP3Settings = .voice, chunkFrames: Int = 4_096
    ) throws -> (frames: Int, bytes: Int) {
        let partial = destination.appendingPathExtension("partial")
        let writer = try MP3FileWriter(url: partial, format: source.format, settings: settings)
        do {
            while let chunk = try source.read(maxFrames: max(1, chunkFrames)) {
                try writer.append(chunk)
            }
            let bytes = try writer.finish()
            try FileLifecycle.replace(destination, with: partial)
            return (writer.frameCount, bytes)
        } catch {
            writer.abandon()
            FileLifecycle.remove(partial)
            throw error
        }
    }
}
