import Foundation

/// The files one recording touches: the PCM written alongside, the MP3 while it grows, the finished MP3.
/// Only `mp3` survives a kept note; nothing survives a discarded one.
public struct RecordingFiles: Codable, Sendable, Hashable {
    /// The finished MP3.
    public var mp3: URL
    /// The MP3 while it is being encoded (renamed to `mp3` on success).
    public var partialMP3: URL
    /// The PCM written while recording (the article's .caf), deleted once the MP3 is done.
    public var pcm: URL

    /// Files for an MP3 at `mp3`, with the working files beside it.
    public init(mp3: URL) {
        self.mp3 = mp3
        partialMP3 = mp3.appendingPathExtension("partial")
        pcm = mp3.appendingPathExtension("pcm.wav")
    }

    /// Files named `voice-<id>.mp3` in `directory`.
    public init(directory: URL, id: UUID) {
        self.init(mp3: directory.appendingPathComponent("voice-\(id.uuidString.lowercased()).mp3"))
    }

    /// Every path the recording may create.
    public var all: [URL] { [mp3, partialMP3, pcm] }
}
