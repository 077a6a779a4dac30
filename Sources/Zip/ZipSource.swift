import Foundation

/// Bytes a zip is read from, a piece at a time (a file is never read whole): its size, and the
/// bytes at an offset. A reader of files conforms with its own errors, which pass through unchanged.
public protocol ZipSource {
    /// The size in bytes.
    var count: Int { get }
    /// `count` bytes from `offset`, fewer at the end (none past it).
    func bytes(at offset: Int, count: Int) throws -> [UInt8]
}

/// Bytes in memory as a `ZipSource`.
struct DataSource: ZipSource {
    let data: Data
    var count: Int { data.count }

    func bytes(at offset: Int, count wanted: Int) -> [UInt8] {
        let end = min(count, offset + max(0, wanted))
        guard offset >= 0, offset < end else { return [] }
        return Array(data[data.startIndex + offset ..< data.startIndex + end])
    }
}
