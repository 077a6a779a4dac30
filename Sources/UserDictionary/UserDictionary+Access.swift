import Foundation
import GRDB

extension UserDictionary {
    /// How a dictionary file is opened.
    public enum Access: Hashable, Sendable {
        /// Reading and writing: a missing file is created, a corrupt one of ours is moved aside.
        case readWrite
        /// Reading only (listing, exporting, decoding without learning): no byte of the file is
        /// changed — no migration, no checkpoint, nothing moved aside — and a file the process may
        /// only read (mode 0444) opens. A missing or empty file is an error: there is nothing to read.
        /// Its writes fail.
        case readOnly
    }

    /// A read-only pool over the dictionary at `path`, after `UserDictionaryFile`'s look and
    /// SQLite's quick check; every failure is `cannotOpen`, naming the path, with nothing changed.
    static func openReadOnly(_ path: String) throws -> DatabasePool {
        switch try UserDictionaryFile.inspect(path, writable: false) {
        case .missing:
            throw UserDictionaryError.cannotOpen(path: path, reason: "there is no such file (a read-only command makes none)")
        case .empty:
            throw UserDictionaryError.cannotOpen(path: path, reason: "the file holds no dictionary yet; nothing was changed")
        case .ours:
            break
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            let check = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
            guard check == "ok" else {
                throw UserDictionaryError.cannotOpen(path: path, reason: "it fails SQLite's check (\(check ?? "no answer")); it was left as it is")
            }
            return pool
        } catch let error as UserDictionaryError {
            throw error
        } catch {
            throw UserDictionaryError.cannotOpen(path: path, reason: "\(error); nothing was changed")
        }
    }
}

extension UserDictionary {
    /// Closes the pool of a read-only open and removes the `-wal` and `-shm` its readers made
    /// beside a file that had none (`closeCleanly`).
    func closeTidily() {
        guard tidiesWALFiles else { return }
        try? pool.close()
        Self.closeCleanly(path)
    }

    /// Opens `path` for writing, reads, and closes it, where the process may write it: SQLite's
    /// last connection to close checkpoints the WAL (empty after a read-only command: nothing is
    /// written to the database) and removes it and its index, under SQLite's own locks, so a file
    /// another process has open keeps them. A file or folder the process may only read is left as it is.
    static func closeCleanly(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard Foundation.access(path, W_OK) == 0, Foundation.access(folder.isEmpty ? "." : folder, W_OK) == 0 else { return }
        var configuration = Configuration()
        configuration.busyMode = .timeout(1)
        guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else { return }
        _ = try? queue.read { db in try Int.fetchOne(db, sql: "PRAGMA schema_version") }
        try? queue.close()
    }
}
