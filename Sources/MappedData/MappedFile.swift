import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory map of a whole file. Pages are loaded on demand and stay clean (shared with
/// the page cache), so a keyboard extension pays for the data in its dirty-memory limit nothing.
public final class MappedFile: @unchecked Sendable {
    /// The file's path, for messages.
    public let path: String
    /// The mapped bytes (immutable for the map's life).
    public let bytes: UnsafeRawBufferPointer

    /// Maps `path`; throws `MappedDataError.unreadableFile` if it cannot.
    public init(path: String) throws(MappedDataError) {
        self.path = path
        // O_NONBLOCK: opening a FIFO must not wait for a writer; anything but a regular file is refused.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw MappedDataError.unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw MappedDataError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw MappedDataError.unreadableFile(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw MappedDataError.corruptFile(path: path, reason: "the file is empty") }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw MappedDataError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    /// Tells the kernel the pages in `range` are not needed now; they are read again on demand.
    /// Used after a one-pass scan (the checksum) so the scan does not keep the whole file resident.
    func release(_ range: Range<Int>) {
        guard let base = bytes.baseAddress, !range.isEmpty else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = range.lowerBound / page * page
        let end = min(bytes.count, range.upperBound)
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, Int32(MADV_DONTNEED))
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
