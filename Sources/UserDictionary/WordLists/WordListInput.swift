import Foundation

/// The bytes of a word-list file, read a piece at a time: a file is never read whole (a reader
/// holds one 64 KB window), and a file larger than `maximumBytes` is refused before any is read.
public struct WordListInput: @unchecked Sendable {
    /// The largest word list read (a real list of millions of words is under 100 MB).
    public static let maximumBytes = 256 << 20

    /// The file's size in bytes.
    public let count: Int
    /// The file's name (its extension helps to tell the format), if it has one.
    public let name: String?
    private let data: Data?
    private let handle: FileHandle?

    /// Bytes in memory (an upload, a test), named `name` if known.
    public init(data: Data, name: String? = nil) throws {
        guard data.count <= Self.maximumBytes else { throw WordListError.tooLarge(bytes: data.count, limit: Self.maximumBytes) }
        self.data = data
        handle = nil
        count = data.count
        self.name = name
    }

    /// A file on disk (its size is checked before anything is read).
    public init(contentsOf url: URL) throws {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { throw WordListError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw WordListError.unreadable(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= Self.maximumBytes else { throw WordListError.tooLarge(bytes: Int(info.st_size), limit: Self.maximumBytes) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw WordListError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        self.handle = handle
        data = nil
        count = Int(info.st_size)
        name = url.lastPathComponent
    }

    /// All of `source` (stdin), read to its end into a file no other user can read and no one can
    /// find: made 0600 in `directory` and unlinked at once, so it goes with the last descriptor,
    /// even after a kill -9. Refused as soon as it passes `maximumBytes`. (The readers seek.)
    public static func spooling(_ source: FileHandle, in directory: URL = FileManager.default.temporaryDirectory) throws -> WordListInput {
        let path = directory.appendingPathComponent("shurufa-import-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, S_IRUSR | S_IWUSR)
        guard descriptor >= 0 else { throw WordListError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        unlink(path)
        let spool = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var total = 0
        while let chunk = try source.read(upToCount: 1 << 16), !chunk.isEmpty {
            total += chunk.count
            guard total <= maximumBytes else { throw WordListError.tooLarge(bytes: total, limit: maximumBytes) }
            try spool.write(contentsOf: chunk)
        }
        return WordListInput(handle: spool, count: total)
    }

    private init(handle: FileHandle, count: Int) {
        self.handle = handle
        self.count = count
        data = nil
        name = nil
    }

    /// `count` bytes from `offset` (fewer at the end of the file).
    func bytes(at offset: Int, count wanted: Int) throws -> [UInt8] {
        let end = min(count, offset + max(0, wanted))
        guard offset >= 0, offset < end else { return [] }
        if let data { return Array(data[data.startIndex + offset ..< data.startIndex + end]) }
        guard let handle else { return [] }
        try handle.seek(toOffset: UInt64(offset))
        return Array(try handle.read(upToCount: end - offset) ?? Data())
    }

    /// The name's extension, lower case, with `.dict.yaml` kept whole (`scel`, `dict.yaml`, `txt`).
    var fileExtension: String {
        guard let name = name?.lowercased() else { return "" }
        if name.hasSuffix(".dict.yaml") { return "dict.yaml" }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// Reads a `WordListInput` forward (and, for the formats that point into themselves, from any
/// offset) through one window of `window` bytes; every read past the end is a `truncated` error
/// naming the format, the offset and what was being read.
struct ByteCursor {
    let input: WordListInput
    let format: String
    /// The next byte's offset.
    private(set) var offset: Int
    /// Reads stop here (the end of the file, or of the part being read).
    var end: Int
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    private let window = 65_536

    init(_ input: WordListInput, format: String, from offset: Int = 0) {
        self.input = input
        self.format = format
        self.offset = offset
        end = input.count
    }

    /// The bytes left before `end`.
    var remaining: Int { max(0, end - offset) }

    /// Moves to `position` (within the file).
    mutating func seek(to position: Int, reading what: String) throws {
        guard position >= 0, position <= end else { throw WordListError.truncated(format: format, offset: position, reading: what) }
        offset = position
    }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int, reading what: String) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw WordListError.truncated(format: format, offset: offset, reading: what) }
        if offset < bufferStart || offset + count > bufferStart + buffer.count {
            buffer = try input.bytes(at: offset, count: max(count, window))
            bufferStart = offset
            guard buffer.count >= count else { throw WordListError.truncated(format: format, offset: offset, reading: what) }
        }
        let start = offset - bufferStart
        offset += count
        return buffer[start ..< start + count]
    }

    /// The next two bytes, little-endian.
    mutating func uint16(reading what: String) throws -> Int {
        let b = try bytes(2, reading: what)
        return Int(b[b.startIndex]) | Int(b[b.startIndex + 1]) << 8
    }

    /// The next four bytes, little-endian.
    mutating func uint32(reading what: String) throws -> Int {
        let b = try bytes(4, reading: what)
        return (0..<4).reduce(0) { $0 | Int(b[b.startIndex + $1]) << (8 * $1) }
    }

    /// The next `count` bytes as UTF-16LE text (an odd count or a broken surrogate pair is nil).
    mutating func utf16(_ count: Int, reading what: String) throws -> String? {
        let b = try bytes(count, reading: what)
        return ByteCursor.utf16(b)
    }

    /// UTF-16LE bytes as text, up to the first zero code unit; nil for an odd length or bad surrogates.
    static func utf16(_ bytes: ArraySlice<UInt8>, stopAtZero: Bool = false) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let unit = UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
            if stopAtZero && unit == 0 { break }
            units.append(unit)
            index += 2
        }
        return String(validating: units, as: UTF16.self)
    }
}
