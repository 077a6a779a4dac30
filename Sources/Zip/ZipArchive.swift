import Foundation

/// The little of zip a word list or a keyboard skin needs: the entries of the central directory,
/// and each streamed out (stored or deflated), with every name checked (no absolute path, no `..`),
/// the inflated size capped and the CRC checked; and writing a one-entry zip. No zip64, no encryption.
public struct ZipArchive {
    /// An entry of the central directory.
    public struct Entry: Hashable, Sendable {
        /// Its path inside the archive (checked by `ZipArchive.isSafe`); a folder's ends in `/`.
        public var name: String
        /// How it is packed: 0 stored, 8 deflated (the two read).
        public var method: Int
        /// The general-purpose flags (bit 0: encrypted).
        public var flags: Int
        /// The CRC-32 of its unpacked bytes.
        public var crc: UInt32
        /// Its packed size in bytes.
        public var compressedSize: Int
        /// Its unpacked size in bytes, as the directory claims it (reading stops past it).
        public var size: Int
        /// Where its local header starts.
        public var localHeader: Int
    }

    /// The most entries read (a word list's zip holds one or two, a skin's a few dozen).
    public static let maximumEntries = 256
    /// The largest entry unpacked.
    public static let maximumEntrySize = 64 << 20
    /// The largest central directory read.
    static let maximumDirectoryBytes = 1 << 20

    private let source: any ZipSource
    /// The entries, in the central directory's order.
    public let entries: [Entry]

    /// Reads the central directory of the zip in memory; throws for anything that is not a plain, safe zip.
    public init(data: Data) throws {
        try self.init(DataSource(data: data))
    }

    /// Reads the central directory from `source`; throws a `ZipError` for anything that is not a
    /// plain, safe zip (and the source's own errors as they are).
    public init(_ source: some ZipSource) throws {
        self.source = source
        let tailLength = min(source.count, 65_557)
        let tail = try source.bytes(at: source.count - tailLength, count: tailLength)
        guard tail.count >= 22, let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
            tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06
        }) else { throw ZipError.malformed(format: "zip", reason: "no end of central directory") }
        let count = Self.value(tail, end + 10, 2), directorySize = Self.value(tail, end + 12, 4), directoryOffset = Self.value(tail, end + 16, 4)
        guard count <= Self.maximumEntries else { throw ZipError.unsafe(reason: "it lists \(count) entries") }
        guard directoryOffset + directorySize <= source.count, directorySize <= Self.maximumDirectoryBytes else {
            throw ZipError.truncated(format: "zip", offset: directoryOffset, reading: "its central directory")
        }
        let directory = try source.bytes(at: directoryOffset, count: directorySize)
        var at = 0
        func need(_ length: Int, _ what: String) throws {
            guard at + length <= directory.count else { throw ZipError.truncated(format: "zip", offset: directoryOffset + at, reading: what) }
        }
        var entries: [Entry] = []
        for _ in 0..<count {
            try need(46, "a central directory entry")
            guard Self.value(directory, at, 4) == 0x0201_4B50 else { throw ZipError.malformed(format: "zip", reason: "a broken central directory") }
            let nameLength = Self.value(directory, at + 28, 2), extraLength = Self.value(directory, at + 30, 2)
            let commentLength = Self.value(directory, at + 32, 2)
            let fixed = at
            at += 46
            try need(nameLength, "an entry's name")
            let name = String(decoding: directory[at ..< at + nameLength], as: UTF8.self)
            at += nameLength
            try need(extraLength + commentLength, "an entry's extra fields")
            at += extraLength + commentLength
            guard Self.isSafe(name) else { throw ZipError.unsafe(reason: "the entry \"\(name.prefix(80))\" would be written outside it") }
            let entry = Entry(name: name, method: Self.value(directory, fixed + 10, 2), flags: Self.value(directory, fixed + 8, 2),
                              crc: UInt32(Self.value(directory, fixed + 16, 4)), compressedSize: Self.value(directory, fixed + 20, 4),
                              size: Self.value(directory, fixed + 24, 4), localHeader: Self.value(directory, fixed + 42, 4))
            guard entry.compressedSize != 0xFFFF_FFFF, entry.size != 0xFFFF_FFFF, entry.localHeader != 0xFFFF_FFFF else {
                throw ZipError.unsafe(reason: "zip64 entries are not read")
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// The little-endian number of `size` bytes at `at`.
    private static func value(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }

    /// A name that stays inside the archive: relative, no `..` part, no backslash or drive.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains(":"), !name.contains("\0") else { return false }
        return !name.split(separator: "/").contains("..")
    }

    /// Streams `entry`'s bytes to `emit` in chunks; throws past `maximumEntrySize`, past the size
    /// the directory gives, or when the CRC differs (and whatever `emit` throws, as it is).
    public func read(_ entry: Entry, _ emit: ([UInt8]) throws -> Void) throws {
        guard entry.flags & 1 == 0 else { throw ZipError.unsafe(reason: "\(entry.name) is encrypted") }
        guard entry.size <= Self.maximumEntrySize else {
            throw ZipError.unsafe(reason: "\(entry.name) would unpack to \(entry.size) bytes (at most \(Self.maximumEntrySize))")
        }
        let header = try source.bytes(at: entry.localHeader, count: 30)
        guard header.count == 30 else { throw ZipError.truncated(format: "zip", offset: entry.localHeader, reading: "a local header") }
        guard Self.value(header, 0, 4) == 0x0403_4B50 else { throw ZipError.malformed(format: "zip", reason: "a broken local header") }
        var position = entry.localHeader + 30 + Self.value(header, 26, 2) + Self.value(header, 28, 2)
        guard position <= source.count, source.count - position >= entry.compressedSize else {
            throw ZipError.truncated(format: "zip", offset: position, reading: "\(entry.name)'s data")
        }
        var crc = CRC32()
        var produced = 0
        func pass(_ chunk: [UInt8]) throws {
            produced += chunk.count
            guard produced <= entry.size else { throw ZipError.unsafe(reason: "\(entry.name) unpacks past the \(entry.size) bytes it claims") }
            crc.update(chunk)
            try emit(chunk)
        }
        var left = entry.compressedSize
        func nextChunk() throws -> [UInt8] {
            let chunk = try source.bytes(at: position, count: min(left, 65_536))
            guard !chunk.isEmpty else { throw ZipError.truncated(format: "zip", offset: position, reading: "\(entry.name)'s data") }
            position += chunk.count
            left -= chunk.count
            return chunk
        }
        switch entry.method {
        case 0:
            while left > 0 { try pass(try nextChunk()) }
        case 8:
            let inflater = try Inflater(.raw, limit: min(entry.size, Self.maximumEntrySize), what: "the zip's \(entry.name)")
            defer { inflater.close() }
            while left > 0, !inflater.finished { try inflater.inflate(try nextChunk(), pass) }
            try inflater.finish()
        default:
            throw ZipError.malformed(format: "zip", reason: "\(entry.name) is packed by method \(entry.method) (read: stored, deflate)")
        }
        guard produced == entry.size, crc.value == entry.crc else {
            throw ZipError.malformed(format: "zip", reason: "\(entry.name) does not match its size and checksum")
        }
    }

    /// A zip holding one file, `name`, deflated.
    public static func single(name: String, contents: [UInt8]) throws -> Data {
        let packed = try Zlib.deflateRaw(contents)
        let crc = Zlib.crc32(contents), nameBytes = Array(name.utf8)
        func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let common = le(20, 2) + le(0x0800, 2) + le(8, 2) + le(0, 2) + le(0x21, 2) + le(Int(crc), 4) + le(packed.count, 4)
            + le(contents.count, 4) + le(nameBytes.count, 2) + le(0, 2)
        var out = le(0x0403_4B50, 4) + common + nameBytes + packed
        let directory = le(0x0201_4B50, 4) + le(20, 2) + common + le(0, 2) + le(0, 2) + le(0, 2) + le(0o100644 << 16, 4) + le(0, 4) + nameBytes
        let directoryOffset = out.count
        out += directory
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2) + le(directory.count, 4) + le(directoryOffset, 4) + le(0, 2)
        return Data(out)
    }
}

/// zip's CRC-32, updated chunk by chunk.
struct CRC32 {
    private(set) var value: UInt32 = 0
    mutating func update(_ bytes: [UInt8]) { value = Zlib.crc32(bytes, start: value) }
}
