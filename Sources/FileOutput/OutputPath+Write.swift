import Foundation

extension OutputPath {
    /// Checks the policy, then writes `data`: see `write(_:)` with a body.
    public func write(_ data: Data) throws {
        try write { descriptor in try Self.writeAll(data, to: descriptor, path: path) }
    }

    /// Checks the policy, creates a new temporary file beside the target (`O_EXCL`, never
    /// following a link), lets `body` write it, syncs it, checks the target again (it may have
    /// changed meanwhile) and renames the temporary file over it, then syncs the folder. On any
    /// failure the temporary file is removed and the target is as it was.
    public func write(_ body: (Int32) throws -> Void) throws {
        try check()
        let temporary = temporaryURL()
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputPathError.failed(path: path, reason: Self.errnoText()) }
        var closed = false
        do {
            try body(descriptor)
            var existingFile = stat()
            if lstat(path, &existingFile) == 0, (existingFile.st_mode & S_IFMT) == S_IFREG {
                _ = fchmod(descriptor, existingFile.st_mode & 0o7777)  // a replaced file keeps its permissions
            }
            guard fsync(descriptor) == 0 else { throw OutputPathError.failed(path: path, reason: Self.errnoText()) }
            closed = true
            guard close(descriptor) == 0 else { throw OutputPathError.failed(path: path, reason: Self.errnoText()) }
            try check()
            try moveIntoPlace(temporary)
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary.path)
            throw error
        }
        syncFolder()
    }

    /// Renames `temporary` over a regular file (`--force`), or links it to a new name only: `link`
    /// fails if something appeared at the path since the check, so a file is never replaced unasked.
    private func moveIntoPlace(_ temporary: URL) throws {
        switch existing {
        case .replaceRegularFile:
            guard rename(temporary.path, path) == 0 else { throw OutputPathError.failed(path: path, reason: Self.errnoText()) }
        case .refuse:
            guard link(temporary.path, path) == 0 else {
                let code = errno
                if code == EEXIST { throw OutputPathError.refused(path: path, reason: "appeared while it was being written; --force replaces it") }
                throw OutputPathError.failed(path: path, reason: Self.errnoText(code))
            }
            unlink(temporary.path)
        }
    }

    /// The temporary file's name: hidden, beside the target (the same file system, so the rename is
    /// atomic), unique to the process and the call.
    public func temporaryURL() -> URL {
        let name = ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return url.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Makes the rename durable: the folder's entry is synced (best effort; some file systems refuse).
    private func syncFolder() {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }

    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw OutputPathError.failed(path: path, reason: errnoText())
                }
                offset += written
            }
        }
    }
}
