import Foundation

/// The few file moves the pipeline makes, each named so failures say which path.
enum FileLifecycle {
    /// Moves `source` to `destination`, replacing what was there.
    static func replace(_ destination: URL, with source: URL) throws {
        let manager = FileManager.default
        try checkDestination(destination)
        if manager.fileExists(atPath: destination.path) {
            do { try manager.removeItem(at: destination) } catch {
                throw VoiceNoteError.fileFailed(path: destination.path, reason: "cannot replace: \(error.localizedDescription)")
            }
        }
        do { try manager.moveItem(at: source, to: destination) } catch {
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "cannot move \(source.lastPathComponent) into place: \(error.localizedDescription)")
        }
    }

    /// Refuses an output path that is a directory or anything but a regular file (a regular file there
    /// may be replaced), or that is the same file as `input` (by device and inode, so links count too).
    static func checkDestination(_ destination: URL, input: URL? = nil) throws {
        var target = stat()
        guard lstat(destination.path, &target) == 0 else { return }  // nothing there yet
        guard (target.st_mode & S_IFMT) == S_IFREG else {
            let kind = (target.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "not a regular file"
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "is \(kind); refusing to replace it")
        }
        var source = stat()
        if let input, stat(input.path, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "is the input file; refusing to overwrite it")
        }
    }

    /// Removes a file if it exists; a missing file is not an error.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
