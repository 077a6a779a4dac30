import Foundation

/// The queue's crash-safe memory: every pending and failed item, written atomically (temporary file
/// + rename) after each change, so a restart resumes where the app stopped.
public struct UploadJournal: Sendable, Hashable {
    /// What is stored.
    public struct Contents: Codable, Sendable, Hashable {
        /// Format version.
        public var version = 1
        /// The sequence the next enqueued item gets.
        public var nextSequence = 0
        /// Pending and failed items, in sequence order.
        public var items: [UploadItem] = []
    }

    /// The journal file.
    public let url: URL

    /// A journal at `url` (created on first save).
    public init(url: URL) { self.url = url }

    /// Reads the journal; an absent file is an empty journal, a damaged one a `corruptJournal` error.
    public func load() throws -> Contents {
        guard FileManager.default.fileExists(atPath: url.path) else { return Contents() }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw VoiceNoteError.corruptJournal(path: url.path, reason: "unreadable: \(error.localizedDescription)")
        }
        let contents: Contents
        do { contents = try JSONDecoder().decode(Contents.self, from: data) } catch {
            throw VoiceNoteError.corruptJournal(path: url.path, reason: "not valid JSON for the journal (\(error))")
        }
        guard contents.version == 1 else {
            throw VoiceNoteError.corruptJournal(path: url.path, reason: "version \(contents.version) is not 1")
        }
        return contents
    }

    /// Writes the journal atomically.
    public func save(_ contents: Contents) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(contents).write(to: url, options: .atomic)
        } catch {
            throw VoiceNoteError.fileFailed(path: url.path, reason: "cannot save the upload journal: \(error.localizedDescription)")
        }
    }
}
