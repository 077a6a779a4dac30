/// The container shared by the engine's binary files: a 64-byte header (magic `SHRFDATA`, a
/// 4-byte kind, format version, section count, payload length, payload checksum), a table of
/// sections (tag, offset, length) and 8-byte-aligned sections. Opening checks all of it, so a
/// truncated, foreign or corrupt file is a clear error and every later read is in bounds.
/// Failures are reported as `Failure`, so each reader (the pinyin engine, the handwriting model)
/// keeps its own error type over the one container.
public struct DataFile<Failure: DataFileFailure>: Sendable {
    /// The format version this build reads.
    public static var formatVersion: UInt32 { 1 }
    static var magic: [UInt8] { Array("SHRFDATA".utf8) }
    /// The header's size in bytes; the checksum covers everything after it.
    public static var headerSize: Int { 64 }

    /// The mapping behind the file.
    public let file: MappedFile
    /// The kind, e.g. `LEX1` or `LM02`.
    public let kind: String
    private let sections: [String: Range<Int>]

    /// Opens and validates `path`, which must be of `kind`.
    public init(path: String, kind expectedKind: String, verifyChecksum: Bool = true) throws {
        try self.init(path: path, kinds: [expectedKind], verifyChecksum: verifyChecksum)
    }

    /// Opens and validates `path`, which must be of one of `kinds` (a reader of several versions).
    public init(path: String, kinds expectedKinds: [String], verifyChecksum: Bool = true) throws {
        let file: MappedFile
        do { file = try MappedFile(path: path) } catch { throw Failure(error) }
        self.file = file
        let bytes = file.bytes
        func fail(_ reason: String) -> Failure { Failure(.corruptFile(path: path, reason: reason)) }
        guard bytes.count >= Self.headerSize else { throw fail("truncated: \(bytes.count) bytes, shorter than the header") }
        guard Array(bytes[0..<8]) == Self.magic else { throw fail("not a Shurufa data file (bad magic)") }
        kind = String(decoding: bytes[8..<12], as: UTF8.self)
        guard expectedKinds.contains(kind) else {
            throw fail("is a \(Self.shown(bytes[8..<12])) file, expected \(expectedKinds.joined(separator: " or "))")
        }
        let version = bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian
        guard version == Self.formatVersion else {
            throw fail("format version \(version); this build reads version \(Self.formatVersion)")
        }
        // Lengths and offsets are checked as the unsigned numbers they are, before any conversion
        // or addition: a hostile header (top bit set, near UInt64.max) is an error, never a trap.
        let sectionCount = Int(bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self).littleEndian)
        let payloadLength = bytes.loadUnaligned(fromByteOffset: 20, as: UInt64.self).littleEndian
        let expectedSum = bytes.loadUnaligned(fromByteOffset: 28, as: UInt64.self).littleEndian
        guard payloadLength == UInt64(bytes.count - Self.headerSize) else {
            throw fail("truncated or padded: header says \(payloadLength) payload bytes, file has \(bytes.count - Self.headerSize)")
        }
        guard sectionCount <= 64, Self.headerSize + sectionCount * 24 <= bytes.count else { throw fail("bad section table") }
        if verifyChecksum {
            let sum = Self.checksum(file, from: Self.headerSize)
            guard sum == expectedSum else { throw fail("checksum mismatch: the file is corrupt") }
        }
        var sections: [String: Range<Int>] = [:]
        for index in 0..<sectionCount {
            let base = Self.headerSize + index * 24
            let tagBytes = bytes[base..<(base + 4)]
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let rawOffset = bytes.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self).littleEndian
            let rawLength = bytes.loadUnaligned(fromByteOffset: base + 16, as: UInt64.self).littleEndian
            let size = UInt64(bytes.count)
            guard rawOffset >= UInt64(Self.headerSize), rawOffset % 8 == 0, rawOffset <= size, rawLength <= size - rawOffset else {
                throw fail("section \(Self.shown(tagBytes)) lies outside the file")
            }
            let offset = Int(rawOffset), length = Int(rawLength)
            sections[tag] = offset..<(offset + length)
        }
        self.sections = sections
    }

    /// The payload checksum the header records (not recomputed): with the path and the size, what
    /// tells one file's contents from another's for a cache of what is derived from them.
    public var recordedChecksum: UInt64 { file.bytes.loadUnaligned(fromByteOffset: 28, as: UInt64.self).littleEndian }

    /// A 4-byte kind or tag as a message shows it: as text when it is printable ASCII (`LEX1`), else
    /// as hex (`0xEFBFBD00`), so a corrupt header never prints raw bytes to a terminal.
    static func shown(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) { return String(decoding: bytes, as: UTF8.self) }
        return "0x" + bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }

    /// The bytes of a section; throws if the file lacks it.
    public func section(_ tag: String) throws -> UnsafeRawBufferPointer {
        guard let range = sections[tag] else {
            throw Failure(.corruptFile(path: file.path, reason: "missing section \(tag)"))
        }
        return UnsafeRawBufferPointer(rebasing: file.bytes[range])
    }

    /// A section as an array of fixed-width integers; its length must be a multiple of their size.
    public func array<T: FixedWidthInteger>(_ tag: String, of type: T.Type, count expected: Int? = nil) throws -> MappedArray<T> {
        let raw = try section(tag)
        guard raw.count % MemoryLayout<T>.size == 0 else {
            throw Failure(.corruptFile(path: file.path, reason: "section \(tag) has a ragged length"))
        }
        let array = MappedArray<T>(raw)
        if let expected, array.count != expected {
            throw Failure(.corruptFile(path: file.path, reason: "section \(tag) has \(array.count) entries, expected \(expected)"))
        }
        return array
    }

    /// The payload checksum: a 64-bit multiply-rotate hash over little-endian words (zero-padded),
    /// computed a megabyte at a time, releasing each scanned megabyte so the scan leaves memory as it found it.
    static func checksum(_ file: MappedFile, from start: Int) -> UInt64 {
        var hasher = ChecksumHasher()
        let chunk = 1 << 20  // a multiple of 8, so words never straddle two chunks
        var offset = start
        while offset < file.bytes.count {
            let end = min(file.bytes.count, offset + chunk)
            hasher.update(UnsafeRawBufferPointer(rebasing: file.bytes[offset..<end]))
            file.release(offset..<end)
            offset = end
        }
        return hasher.value
    }
}

/// The checksum both the reader and the writers (Swift and the Python builder) compute:
/// h = rotl31((h ^ word) * 0x100000001b3) over little-endian 64-bit words, the tail zero-padded.
public struct ChecksumHasher {
    /// The hash of the bytes so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// A hasher over no bytes yet.
    public init() {}

    /// Adds bytes; every call but the last must pass a multiple of 8 bytes.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var position = 0
        while position + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian)
            position += 8
        }
        if position < bytes.count {
            var word: UInt64 = 0
            for (shift, byte) in bytes[position...].enumerated() { word |= UInt64(byte) << UInt64(8 * shift) }
            mix(word)
        }
    }

    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01B3
        value = (value << 31) | (value >> 33)
    }
}

/// A read-only view of little-endian integers inside a mapped section. Inlinable, so a reader in
/// another module (the engine's look-ups run millions of times) gets it specialised, not a
/// generic call per element.
public struct MappedArray<T: FixedWidthInteger>: Sendable {
    @usableFromInline nonisolated(unsafe) let base: UnsafeRawPointer?
    /// The number of elements.
    public let count: Int

    /// A view of `raw` (which the caller keeps mapped for the view's life).
    @inlinable
    public init(_ raw: UnsafeRawBufferPointer) {
        base = raw.baseAddress
        count = raw.count / MemoryLayout<T>.size
    }

    /// The element at `index` (the caller keeps `index` in `0..<count`: ids are validated where they
    /// enter, and a debug build checks it here, so a test that reads past a table traps at the read).
    @inlinable @inline(__always)
    public subscript(index: Int) -> T {
        assert(index >= 0 && index < count, "mapped read at \(index) of \(count) elements")
        return T(littleEndian: base!.loadUnaligned(fromByteOffset: index &* MemoryLayout<T>.size, as: T.self))
    }

    /// The index of `value` in this array, which holds its elements ascending, or nil when it
    /// holds none: one binary search (the tables keyed by character or code look their keys up so).
    @inlinable
    public func index(ofSorted value: T) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}

private extension String {
    /// The string with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
