import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Crash-safe whole-file replacement: write a temp file beside the target, fsync it, rename it
/// over the target (atomic on POSIX), then fsync the folder so the rename itself is durable.
enum DurableFile {
    static func replace(_ url: URL, with data: Data) throws {
        let directory = url.deletingLastPathComponent().path
        let temp = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func fail(_ step: String) -> EmojiRecentsStoreError {
            .writeFailed(path: url.path, reason: "\(step): \(String(cString: strerror(errno)))")
        }
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw fail("create \(temp)") }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        do {
            defer { close(descriptor) }
            try data.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw fail("write")
                    }
                    written += result
                }
            }
            guard fsync(descriptor) == 0 else { throw fail("fsync") }
        }
        guard rename(temp, url.path) == 0 else { throw fail("rename") }
        ok = true
        let folder = open(directory, O_RDONLY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }
}
