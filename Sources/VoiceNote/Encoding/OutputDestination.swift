import Foundation

/// Where a finished voice note may be written: a new path, or an existing regular file that is
/// not the input. A directory, a device or the input itself is refused before anything is written
/// (`voice encode in.wav -o SOME_DIR` once deleted the directory to put the MP3 in its place).
public enum OutputDestination {
    /// Throws unless `destination` may receive a note read from `input`.
    public static func check(_ destination: URL, notSameAs input: URL? = nil) throws {
        var target = stat()
        guard lstat(destination.path, &target) == 0 else { return }  // a new file
        guard (target.st_mode & S_IFMT) == S_IFREG else {
            let what = (target.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "not a regular file"
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "is \(what); refusing to replace it with a voice note")
        }
        var source = stat()
        if let input, stat(input.path, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
            throw VoiceNoteError.fileFailed(path: destination.path, reason: "is the input; refusing to overwrite it")
        }
    }
}
