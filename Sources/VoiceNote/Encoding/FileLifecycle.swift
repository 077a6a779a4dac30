import Foundation

/// The few file moves the pipeline makes, each named so failures say which path.
enum FileLifecycle {
    /// Moves `source` to `destination`, replacing what was there.
    static func replace(_ destination: URL, with source: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) {
            do { try manager.removeItem(at: destination) } catch {
                throw VoiceNoteError.fileFailed(path: destination.path, reason: "cannot replace: \(error.localizedDescription)")
            }
        }
        do { try manager.moveItem(at: source, to: destination) } catch {
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "cannot move \(source.lastPathComponent) into place: \(error.localizedDescription)")
        }
    }

    /// Removes a file if it exists; a missing file is not an error.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
