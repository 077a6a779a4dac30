import Foundation

/// A finished voice note: the MP3 on disk and what the chat bubble shows, as the recorder
/// (`RecorderSession`) reports it; only the recorder makes one.
public struct RecordedNote: Codable, Sendable, Hashable {
    /// Identity of the note (also the upload's idempotency key).
    public var id: UUID
    /// The MP3 file.
    public var file: URL
    /// Seconds of audio encoded.
    public var duration: Double
    /// Size of the MP3 in bytes.
    public var byteCount: Int
    /// The PCM format that was encoded.
    public var format: PCMFormat

    var summary: String {
        "\(String(format: "%.3f", duration)) s, \(byteCount) bytes, \(file.path)"
    }
}
