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
