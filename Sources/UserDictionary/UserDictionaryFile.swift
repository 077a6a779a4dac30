import Foundation

/// What is at a user dictionary's path, looked at before SQLite opens it, so that nothing but a
/// corrupt dictionary of ours is ever moved aside. A directory, a FIFO, a device, a file the
/// process may not read and write, a text file (`--user-dict notes.txt`) or another program's
/// SQLite database is a clear error that changes nothing.
enum UserDictionaryFile {
    /// Ours, in the SQLite header's application id (offset 68): "SHRF". Files made before it was
    /// set carry 0 and are recognised by their schema (`userWord` in the first pages).
    static let applicationID: UInt32 = 0x5348_5246

    /// What opening found.
    enum Kind: Equatable {
        /// Nothing there: a new dictionary is made.
        case missing
        /// An empty file: SQLite makes a new database in it.
        case empty
        /// An SQLite database of ours (by its application id, or by its schema in an older file).
        case ours
    }

    /// Looks at `path` (following a link, as SQLite does) and reads its first bytes; throws
    /// `UserDictionaryError.cannotOpen` for anything that is not a dictionary of ours.
    /// With `writable` false (a read-only command), only read access is needed: a 0444 file is fine.
    static func inspect(_ path: String, writable: Bool = true) throws -> Kind {
        func refuse(_ reason: String) -> UserDictionaryError {
            .cannotOpen(path: path, reason: "\(reason); nothing was changed")
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return .missing }
            throw refuse(String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("it is a directory, not a user dictionary file")
        case S_IFIFO: throw refuse("it is a FIFO, not a user dictionary file")
        case S_IFCHR, S_IFBLK: throw refuse("it is a device, not a user dictionary file")
        default: throw refuse("it is not a regular file")
        }
        // Read and write access, as SQLite will need (O_NONBLOCK: a FIFO swapped in meanwhile does not block).
        let descriptor = open(path, (writable ? O_RDWR : O_RDONLY) | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw refuse("it cannot be opened for reading\(writable ? " and writing" : ""): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 65_536)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw refuse("it cannot be read: \(String(cString: strerror(errno)))") }
        if count == 0 { return .empty }
        head.removeSubrange(count...)
        guard count >= 100, head.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw refuse("it is not an SQLite database (is the path right?)")
        }
        let id = head[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        if id == applicationID { return .ours }
        if id == 0 {
            // Older files carry no id but our schema. In WAL mode the newest pages (the id and the
            // schema of a file just made) may still be in the `-wal` file beside it.
            if containsSchema(head) || walMarksOurs(path + "-wal") { return .ours }
            // Schema cookie 0: no table was ever made, there is nothing to keep (a file being made).
            if head[40..<44].allSatisfy({ $0 == 0 }) { return .empty }
        }
        throw refuse("it is an SQLite database of another program (application id \(String(format: "0x%08X", id)))")
    }

    /// Makes an empty file at `path` readable and writable by its owner alone (0600), when nothing
    /// is there: the dictionary holds what the user typed and copied (the clipboard), and SQLite
    /// gives its `-wal` and `-shm` files the mode of the database. A file already there (another
    /// process's, made meanwhile) is left as it is.
    static func createPrivately(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, S_IRUSR | S_IWUSR)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether the WAL file beside a database holds our schema or a page 1 with our application id.
    static func walMarksOurs(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 1 << 20), !bytes.isEmpty else { return false }
        let array = [UInt8](bytes)
        if containsSchema(array) { return true }
        let magic = Array("SQLite format 3\0".utf8)
        var index = 0
        while index + 72 <= array.count {
            if array[index] == magic[0], array[index..<(index + 16)].elementsEqual(magic),
               array[(index + 68)..<(index + 72)].reduce(UInt32(0), { $0 << 8 | UInt32($1) }) == applicationID {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the first pages hold our schema's text (sqlite_master stores each `CREATE TABLE`).
    static func containsSchema(_ bytes: [UInt8]) -> Bool {
        let needle = Array("CREATE TABLE \"userWord\"".utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
