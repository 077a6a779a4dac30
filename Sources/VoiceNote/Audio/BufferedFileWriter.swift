import Foundation

/// Appends bytes to a new file through a small buffer, and can patch bytes already written
/// (a WAV header's sizes, an MP3's LAME tag) without ever reading the file back.
final class BufferedFileWriter {
    let url: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private let capacity: Int
    private(set) var bytesWritten = 0
    private var closed = false

    /// Creates (or truncates) the file at `url`.
    init(url: URL, capacity: Int = 64 * 1024) throws {
        self.url = url
        self.capacity = capacity
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw VoiceNoteError.fileFailed(path: url.path, reason: "cannot create the file")
        }
        do {
            handle = try FileHandle(forWritingTo: url)
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw VoiceNoteError.fileFailed(path: url.path, reason: "cannot open for writing: \(error.localizedDescription)")
        }
        buffer.reserveCapacity(capacity)
    }

    deinit { if !closed { try? handle.close() } }

    func write<C: Collection>(_ bytes: C) throws where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        bytesWritten += bytes.count
        if buffer.count >= capacity { try flush() }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: bytes)
        bytesWritten += bytes.count
        if buffer.count >= capacity { try flush() }
    }

    func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw VoiceNoteError.fileFailed(path: url.path, reason: "write failed: \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Overwrites bytes at `offset` (which must already be written), then returns to the end.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        try flush()
        do {
            try handle.seek(toOffset: UInt64(offset))
            try handle.write(contentsOf: bytes)
            try handle.seekToEnd()
        } catch {
            throw VoiceNoteError.fileFailed(path: url.path, reason: "patch failed: \(error.localizedDescription)")
        }
    }

    func close() throws {
        guard !closed else { return }
        defer { closed = true }
        try flush()
        do { try handle.close() } catch {
            throw VoiceNoteError.fileFailed(path: url.path, reason: "close failed: \(error.localizedDescription)")
        }
    }
}
