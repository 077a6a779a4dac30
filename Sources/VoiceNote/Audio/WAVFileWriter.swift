import Foundation

/// Writes 16-bit PCM to a WAV file as it arrives; the header's sizes are patched in on `finish()`.
/// (The article's recorder writes a .caf; WAV is the same idea and every Linux tool reads it.)
public final class WAVFileWriter {
    /// The file being written.
    public let url: URL
    /// The format every appended chunk must have.
    public let format: PCMFormat
    private let file: BufferedFileWriter
    /// Frames written so far.
    public private(set) var frameCount = 0

    /// Creates the file and writes a header with placeholder sizes.
    public init(url: URL, format: PCMFormat) throws {
        self.url = url
        self.format = format
        file = try BufferedFileWriter(url: url)
        try file.write(Self.header(format: format, dataBytes: 0))
    }

    /// Appends a chunk's samples.
    public func append(_ chunk: PCMChunk) throws {
        guard chunk.format == format else {
            throw VoiceNoteError.invalidAudio("chunk is \(chunk.format), WAV file is \(format)")
        }
        try chunk.samples.withUnsafeBufferPointer { samples in
            #if _endian(big)
            try file.write(samples.flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
            #else
            try file.write(UnsafeRawBufferPointer(samples))
            #endif
        }
        frameCount += chunk.frameCount
    }

    /// Patches the header's sizes and closes the file.
    public func finish() throws {
        let dataBytes = frameCount * format.channels * 2
        try file.overwrite(Self.header(format: format, dataBytes: dataBytes), at: 0)
        try file.close()
    }

    /// Closes without patching (the file is about to be deleted).
    func abandon() { try? file.close() }

    static func header(format: PCMFormat, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func u32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 } }
        func u16(_ value: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { bytes += $0 } }
        bytes += Array("RIFF".utf8); u32(36 + dataBytes); bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8); u32(16); u16(1); u16(format.channels); u32(format.sampleRate)
        u32(format.sampleRate * format.channels * 2); u16(format.channels * 2); u16(16)
        bytes += Array("data".utf8); u32(dataBytes)
        return bytes
    }
}
