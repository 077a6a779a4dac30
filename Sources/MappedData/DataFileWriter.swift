import Foundation

/// Writes the container `DataFile` reads (the Python data builder writes the same layout):
/// header, section table, 8-byte-aligned sections, checksum over everything after the header.
/// Written to a temporary file and renamed, so a crash never leaves a half-written file behind.
public struct DataFileWriter {
    /// The 4-character kind, e.g. `LEX1`.
    public var kind: String
    /// Sections in file order: a 4-character tag and its bytes.
    public var sections: [(tag: String, bytes: [UInt8])] = []

    /// A writer for a file of `kind`.
    public init(kind: String) { self.kind = kind }

    /// Appends a section of little-endian integers.
    public mutating func add<T: FixedWidthInteger>(_ tag: String, _ values: [T]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * MemoryLayout<T>.size)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        sections.append((tag, bytes))
    }

    /// Appends a section of raw bytes.
    public mutating func add(_ tag: String, bytes: [UInt8]) { sections.append((tag, bytes)) }

    /// The whole file's bytes.
    public func encoded() -> [UInt8] {
        var body: [UInt8] = []
        var table: [UInt8] = []
        var offset = DataFile<MappedDataError>.headerSize + 24 * sections.count
        func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        for section in sections {
            let pad = (8 - offset % 8) % 8
            body.append(contentsOf: repeatElement(0, count: pad))
            offset += pad
            table.append(contentsOf: Array(section.tag.utf8.prefix(4)) + repeatElement(0, count: max(0, 4 - section.tag.utf8.count)))
            append(UInt32(0), to: &table)
            append(UInt64(offset), to: &table)
            append(UInt64(section.bytes.count), to: &table)
            body.append(contentsOf: section.bytes)
            offset += section.bytes.count
        }
        body.append(contentsOf: repeatElement(0, count: (8 - offset % 8) % 8))
        let payload = table + body
        var header = DataFile<MappedDataError>.magic + Array(kind.utf8.prefix(4))
        append(DataFile<MappedDataError>.formatVersion, to: &header)
        append(UInt32(sections.count), to: &header)
        append(UInt64(payload.count), to: &header)
        append(Self.checksum(payload), to: &header)
        header.append(contentsOf: repeatElement(0, count: DataFile<MappedDataError>.headerSize - header.count))
        return header + payload
    }

    /// Writes the file crash-safely (temporary file, then rename).
    public func write(to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        try Data(encoded()).write(to: URL(fileURLWithPath: temporary))
        if rename(temporary, path) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw MappedDataError.unreadableFile(path: path, reason: "cannot move the written file into place")
        }
    }

    /// The same checksum as `DataFile.checksum`, over bytes in memory.
    public static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hasher = ChecksumHasher()
        bytes.withUnsafeBytes { hasher.update($0) }
        return hasher.value
    }
}
