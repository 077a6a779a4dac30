import FileOutput
import FileOutput
import Foundation

/// Moving finished files into place and removing working files.
enum FileLifecycle {
    /// Moves `source` over `destination` with one rename: atomic, so a reader sees the old file or
    /// the new one, never a half. A directory (or anything but a regular file) at `destination` is
    /// refused, never removed.
    static func replace(_ destination: URL, with source: URL) throws {
        // `OutputPath`'s policy: a regular file may be replaced (the command line checked `--force`),
        // a directory, a device, a FIFO or a link never.
        do {
            try OutputPath(destination, existing: .replaceRegularFile).check()
        } catch let error as OutputPathError {
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "\(error)")
        }
        guard rename(source.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "cannot move \(source.lastPathComponent) into place: \(reason)")
        }
    }

    /// Removes a file if it exists; a missing file is not an error.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
