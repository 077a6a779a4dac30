import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A theme file read from disk by what it is, not by what its name is: a link is followed, only a
/// regular file is read (a FIFO would wait for a writer for ever: `theme show`, `theme import` and
/// `layout render --theme` hung on one), and its size is the opened file's (`fstat`), checked before
/// a byte is read. The size of the link itself let a link to a 300 MB file through (62 s, 3.4 GB)
/// and had a linked 60 MB file read whole before it was refused.
enum ThemeFile {
    /// The bytes of the file at `url`, named `name` in errors; `limit` gives the most bytes the
    /// file may hold from its first four (a zip may be larger than a YAML file). Throws
    /// `unreadable` for anything but a regular file, `tooLarge` before reading past the limit.
    static func read(_ url: URL, name: String, limit: (_ head: Data) -> Int) throws -> Data {
        // O_NONBLOCK: opening a FIFO does not wait for a writer; it is refused by its type below.
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ThemeImportError.unreadable(file: name, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ThemeImportError.unreadable(file: name, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ThemeImportError.unreadable(file: name, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        do {
            let head = try handle.read(upToCount: 4) ?? Data()
            let most = limit(head)
            guard size <= most else { throw ThemeImportError.tooLarge(file: name, bytes: size, limit: most) }
            // Read to the end, one byte past the limit at most: a file that grew since is refused too.
            var data = head
            while data.count <= most, let chunk = try handle.read(upToCount: min(1 << 20, most + 1 - data.count)), !chunk.isEmpty {
                data.append(chunk)
            }
            guard data.count <= most else { throw ThemeImportError.tooLarge(file: name, bytes: data.count, limit: most) }
            return data
        } catch let error as ThemeImportError {
            throw error
        } catch {
            throw ThemeImportError.unreadable(file: name, reason: error.localizedDescription)
        }
    }

    /// Whether anything is at `url` (a link to nothing is nothing).
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0
    }
}
