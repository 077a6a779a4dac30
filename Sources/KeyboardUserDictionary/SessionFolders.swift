import Foundation
import UserDictionary

/// Where a server's per-keyboard dictionaries live: one folder per process,
/// `shurufa-sessions-<uuid>` (mode 0700) holding a `lock` file the process keeps locked (`flock`)
/// while it runs, and in it one folder per keyboard (0700) whose files are made 0600 — the
/// dictionaries hold the page's clipboard copies, and were once 0755 folders of 0644 files in
/// `$TMPDIR`. A folder whose lock nobody holds belongs to a process that died (kill -9 leaves its
/// sessions behind): making a new `SessionFolders` removes those first, empty ones without a lock
/// older than a minute, and the folders of the older layout (`shurufa-playground-<uuid>` holding a
/// dictionary directly).
final class SessionFolders: @unchecked Sendable {
    /// The prefix of each process's folder.
    static let prefix = "shurufa-sessions-"
    /// The prefix of each keyboard's folder inside the process's.
    static let keyboardPrefix = "keyboard-"
    /// The prefix of the per-keyboard folders of the layout before this one (no lock: swept).
    static let legacyPrefix = "shurufa-playground-"
    /// The process's folder.
    let url: URL
    /// The held lock's descriptor (closed when the folder is removed).
    private let lockDescriptor: Int32

    /// Removes the folders of dead processes in `parent`, then makes this process's (0700, locked).
    init(in parent: URL) throws {
        Self.removeAbandoned(in: parent)
        let url = parent.appendingPathComponent(Self.prefix + UUID().uuidString)
        guard mkdir(url.path, 0o700) == 0 else { throw Self.failure("cannot make \(url.path)") }
        let descriptor = open(url.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            try? FileManager.default.removeItem(at: url)
            throw Self.failure("cannot lock \(url.path)")
        }
        self.url = url
        lockDescriptor = descriptor
    }

    /// The process's folder goes when nothing uses it (the source and every keyboard it made hold
    /// it): its keyboards' folders first, the lock last. A file appearing meanwhile (SQLite's `-wal`
    /// of a dictionary closing as the process stops) is removed on the next pass, so the folder is
    /// not left behind empty, without the lock that marks it ours.
    deinit {
        for _ in 0..<5 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names where name != "lock" { try? FileManager.default.removeItem(at: url.appendingPathComponent(name)) }
            let onlyLockLeft = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).allSatisfy { $0 == "lock" }
            if onlyLockLeft {
                unlink(url.appendingPathComponent("lock").path)
                if rmdir(url.path) == 0 || errno == ENOENT { break }
            }
        }
        close(lockDescriptor)
    }

    /// How old an empty process folder (no lock file) must be to count as abandoned: a younger one
    /// may be another process's being made, between its `mkdir` and its lock.
    static let emptyFolderAge: TimeInterval = 60

    /// A new folder for one keyboard (0700) with its dictionary file made empty and 0600 (SQLite
    /// makes its `-wal` and `-shm` files with the database's mode).
    func makeKeyboardFolder(databaseName: String) throws -> URL {
        let folder = url.appendingPathComponent(Self.keyboardPrefix + UUID().uuidString)
        guard mkdir(folder.path, 0o700) == 0 else { throw Self.failure("cannot make \(folder.path)") }
        let descriptor = open(folder.appendingPathComponent(databaseName).path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw Self.failure("cannot make the dictionary in \(folder.path)")
        }
        // The mode asked for is cut by the umask, never widened: set it exactly.
        fchmod(descriptor, 0o600)
        close(descriptor)
        return folder
    }

    /// Removes, in `parent`, each process folder of ours whose lock no process holds, and each
    /// per-keyboard folder of the older layout. Anything else — another user's, a folder being made
    /// (no lock file yet), a name that is not ours — is left alone.
    static func removeAbandoned(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names {
            let folder = parent.appendingPathComponent(name)
            var info = stat()
            guard lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { continue }
            if name.hasPrefix(prefix), UUID(uuidString: String(name.dropFirst(prefix.count))) != nil {
                let descriptor = open(folder.appendingPathComponent("lock").path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
                guard descriptor >= 0 else {
                    // No lock: an empty folder left by a stop cut short goes once it is old enough
                    // (rmdir removes only an empty one).
                    let age = Date().timeIntervalSince1970 - Double(info.st_mtim.tv_sec)
                    if age > emptyFolderAge { rmdir(folder.path) }
                    continue
                }
                let abandoned = flock(descriptor, LOCK_EX | LOCK_NB) == 0
                if abandoned { try? FileManager.default.removeItem(at: folder) }
                close(descriptor)
            } else if name.hasPrefix(legacyPrefix), UUID(uuidString: String(name.dropFirst(legacyPrefix.count))) != nil,
                      FileManager.default.fileExists(atPath: folder.appendingPathComponent(UserDictionary.fileName).path) {
                try? FileManager.default.removeItem(at: folder)
            }
        }
    }

    private static func failure(_ message: String) -> NSError {
        NSError(domain: "SessionFolders", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(message): \(String(cString: strerror(errno)))"])
    }
}
