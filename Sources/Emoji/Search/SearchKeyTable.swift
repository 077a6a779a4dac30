import Foundation

/// The searchable names of every entry as lowercase UTF-8 in one byte array, with a fixed-size
/// row of (start, length) pairs per entry: Chinese name, pinyin, initials, English name,
/// aliases (NUL-separated) and the syllable starts of the pinyin.
struct SearchKeyTable: Sendable {
    enum Field: Int {
        case chinese = 0, pinyin, initials, english, aliases
    }

    /// One match: entry, which name, how well.
    struct Hit {
        var entry: Int32
        var kind: EmojiMatchKind
        var quality: EmojiMatchQuality
    }

    static let stride = 12
    private(set) var bytes: [UInt8] = []
    private(set) var rows: [Int32] = []
    private(set) var starts: [UInt8] = []
    private(set) var versions: [Int32] = []
    /// Per entry, a 64-bit set of the bytes (mod 64) in any of its names: a query needing a byte
    /// the entry lacks cannot match it, which skips most entries cheaply.
    private(set) var masks: [UInt64] = []

    /// The byte set of `bytes` in the form of `masks`.
    static func mask<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        bytes.reduce(0) { $0 | (1 << UInt64($1 & 63)) }
    }

    /// Lowercase UTF-8, on bytes for ASCII (most names) and through `lowercased()` otherwise.
    static func lowercaseBytes(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return Array(text.lowercased().utf8) }
        for index in bytes.indices where bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") {
            bytes[index] += 32
        }
        return bytes
    }

    init(entries: [EmojiEntry]) {
        bytes.reserveCapacity(entries.count * 64)
        rows.reserveCapacity(entries.count * Self.stride)
        for entry in entries {
            var syllableStarts: [UInt8] = []
            var pinyin: [UInt8] = []
            for syllable in entry.pinyin {
                syllableStarts.append(UInt8(truncatingIfNeeded: pinyin.count))
                pinyin += Self.lowercaseBytes(syllable)
            }
            syllableStarts.append(UInt8(truncatingIfNeeded: pinyin.count))
            var aliases: [UInt8] = []
            for alias in entry.aliases {
                if !aliases.isEmpty { aliases.append(0) }
                aliases += Self.lowercaseBytes(alias)
            }
            var mask: UInt64 = 0
            let initials = entry.pinyin.compactMap { Self.lowercaseBytes($0).first }
            for field in [Self.lowercaseBytes(entry.chineseName), pinyin, initials,
                          Self.lowercaseBytes(entry.englishName), aliases] {
                rows.append(Int32(bytes.count))
                rows.append(Int32(field.count))
                bytes += field
                mask |= Self.mask(field)
            }
            masks.append(mask)
            rows.append(Int32(starts.count))
            rows.append(Int32(syllableStarts.count))
            starts += syllableStarts
            versions.append(Int32(entry.version.tenths))
        }
    }

    /// A view of the table valid inside `hits`.
    struct View {
        let bytes: UnsafeBufferPointer<UInt8>
        let rows: UnsafeBufferPointer<Int32>
        let starts: UnsafeBufferPointer<UInt8>

        @inline(__always)
        func field(_ entry: Int, _ field: Field) -> Range<Int> {
            let row = entry * SearchKeyTable.stride + field.rawValue * 2
            let start = Int(rows[row])
            return start..<(start + Int(rows[row + 1]))
        }

        func syllableStarts(_ entry: Int) -> UnsafeBufferPointer<UInt8> {
            let row = entry * SearchKeyTable.stride + 10
            return UnsafeBufferPointer(rebasing: starts[Int(rows[row])..<Int(rows[row] + rows[row + 1])])
        }

        /// The first position in `from...through` holding `byte`.
        @inline(__always)
        func find(_ byte: Int32, from: Int, through: Int) -> Int? {
            guard let found = memchr(bytes.baseAddress! + from, byte, through - from + 1) else { return nil }
            return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        @inline(__always)
        func byte(_ at: Int) -> UInt8 { bytes[at] }

        /// Whether `query` occurs at byte `at` (the caller checked the length).
        @inline(__always)
        func equal(_ at: Int, _ query: UnsafeBufferPointer<UInt8>) -> Bool {
            if query.count > 16 { return memcmp(bytes.baseAddress! + at, query.baseAddress!, query.count) == 0 }
            var index = 0
            while index < query.count {
                if bytes[at + index] != query[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Runs `match` over every entry no newer than `maximumVersion` and collects the hits.
    func hits(
        maximumVersion: Int, requiring required: UInt64 = 0, _ match: (View, Int) -> (EmojiMatchKind, EmojiMatchQuality)?
    ) -> [Hit] {
        var hits: [Hit] = []
        bytes.withUnsafeBufferPointer { bytes in
            rows.withUnsafeBufferPointer { rows in
                starts.withUnsafeBufferPointer { starts in
                    versions.withUnsafeBufferPointer { versions in
                      masks.withUnsafeBufferPointer { masks in
                        let view = View(bytes: bytes, rows: rows, starts: starts)
                        for entry in 0..<versions.count where masks[entry] & required == required {
                            guard Int(versions[entry]) <= maximumVersion else { continue }
                            if let (kind, quality) = match(view, entry) {
                                hits.append(Hit(entry: Int32(entry), kind: kind, quality: quality))
                            }
                        }
                      }
                    }
                }
            }
        }
        return hits
    }
}
