import Foundation

/// The little of zip a word list needs: finding one entry through the central directory and
/// streaming it out (stored or deflated), with every name checked (no absolute path, no `..`), the
/// inflated size capped and the CRC checked; and writing a one-entry zip. No zip64, no encryption.
struct ZipArchive {
    /// An entry of the central directory.
    struct Entry {
        var name: String
        var method: Int
        var flags: Int
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localHeader: Int
    }

    /// The most entries read (a word list's zip holds one or two).
    static let maximumEntries = 256
    /// The largest entry unpacked.
    static let maximumEntrySize = 64 << 20

    let input: WordListInput
    let entries: [Entry]

    /// Reads the central directory; throws for anything that is not a plain, safe zip.
    init(_ input: WordListInput) throws {
        self.input = input
        let tailLength = min(input.count, 65_557)
        let tail = try input.bytes(at: input.count - tailLength, count: tailLength)
        guard tail.count >= 22, let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
            tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06
        }) else { throw WordListError.malformed(format: "zip", reason: "no end of central directory") }
        func value(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int { (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let count = value(tail, end + 10, 2), directorySize = value(tail, end + 12, 4), directoryOffset = value(tail, end + 16, 4)
        guard count <= Self.maximumEntries else { throw WordListError.unsafeArchive(reason: "it lists \(count) entries") }
        guard directoryOffset + directorySize <= input.count, directorySize <= 1 << 20 else {
            throw WordListError.truncated(format: "zip", offset: directoryOffset, reading: "its central directory")
        }
        var cursor = ByteCursor(input, format: "zip", from: directoryOffset)
        var entries: [Entry] = []
        for _ in 0..<count {
            guard try cursor.uint32(reading: "a central directory entry") == 0x0201_4B50 else {
                throw WordListError.malformed(format: "zip", reason: "a broken central directory")
            }
            let fixed = Array(try cursor.bytes(42, reading: "a central directory entry"))
            let nameLength = value(fixed, 24, 2), extraLength = value(fixed, 26, 2), commentLength = value(fixed, 28, 2)
            let nameBytes = try cursor.bytes(nameLength, reading: "an entry's name")
            try cursor.seek(to: cursor.offset + extraLength + commentLength, reading: "an entry's extra fields")
            let name = String(decoding: nameBytes, as: UTF8.self)
            guard Self.isSafe(name) else { throw WordListError.unsafeArchive(reason: "the entry \"\(name.prefix(80))\" would be written outside it") }
            let entry = Entry(name: name, method: value(fixed, 6, 2), flags: value(fixed, 4, 2), crc: UInt32(value(fixed, 12, 4)),
                              compressedSize: value(fixed, 16, 4), size: value(fixed, 20, 4), localHeader: value(fixed, 38, 4))
            guard entry.compressedSize != 0xFFFF_FFFF, entry.size != 0xFFFF_FFFF, entry.localHeader != 0xFFFF_FFFF else {
                throw WordListError.unsafeArchive(reason: "zip64 entries are not read")
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// A name that stays inside the archive: relative, no `..` part, no backslash or drive.
    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains(":"), !name.contains("\0") else { return false }
        return !name.split(separator: "/").contains("..")
    }

    /// Streams `entry`'s bytes to `emit` in chunks; throws past `maximumEntrySize`, past the size
    /// the directory gives, or when the CRC differs.
    func read(_ entry: Entry, _ emit: ([UInt8]) throws -> Void) throws {
        guard entry.flags & 1 == 0 else { throw WordListError.unsafeArchive(reason: "\(entry.name) is encrypted") }
        guard entry.size <= Self.maximumEntrySize else {
            throw WordListError.unsafeArchive(reason: "\(entry.name) would unpack to \(entry.size) bytes (at most \(Self.maximumEntrySize))")
        }
        var cursor = ByteCursor(input, format: "zip", from: entry.localHeader)
        guard try cursor.uint32(reading: "a local header") == 0x0403_4B50 else { throw WordListError.malformed(format: "zip", reason: "a broken local header") }
        let fixed = Array(try cursor.bytes(26, reading: "a local header"))
        let nameLength = Int(fixed[22]) | Int(fixed[23]) << 8, extraLength = Int(fixed[24]) | Int(fixed[25]) << 8
        try cursor.seek(to: cursor.offset + nameLength + extraLength, reading: "\(entry.name)'s data")
        guard cursor.remaining >= entry.compressedSize else { throw WordListError.truncated(format: "zip", offset: cursor.offset, reading: "\(entry.name)'s data") }
        var crc = CRC32()
        var produced = 0
        func pass(_ chunk: [UInt8]) throws {
            produced += chunk.count
            guard produced <= entry.size else { throw WordListError.unsafeArchive(reason: "\(entry.name) unpacks past the \(entry.size) bytes it claims") }
            crc.update(chunk)
            try emit(chunk)
        }
        var left = entry.compressedSize
        switch entry.method {
        case 0:
            while left > 0 {
                let chunk = Array(try cursor.bytes(min(left, 65_536), reading: "\(entry.name)'s data"))
                left -= chunk.count
                try pass(chunk)
            }
        case 8:
            let inflater = try Inflater(.raw, limit: min(entry.size, Self.maximumEntrySize), what: "the zip's \(entry.name)")
            defer { inflater.close() }
            while left > 0, !inflater.finished {
                let chunk = Array(try cursor.bytes(min(left, 65_536), reading: "\(entry.name)'s data"))
                left -= chunk.count
                try inflater.inflate(chunk, pass)
            }
            try inflater.finish()
        default:
            throw WordListError.malformed(format: "zip", reason: "\(entry.name) is packed by method \(entry.method) (read: stored, deflate)")
        }
        guard produced == entry.size, crc.value == entry.crc else {
            throw WordListError.malformed(format: "zip", reason: "\(entry.name) does not match its size and checksum")
        }
    }

    /// A zip holding one file, `name`, deflated.
    static func single(name: String, contents: [UInt8]) throws -> Data {
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
