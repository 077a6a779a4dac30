import Foundation

/// Reader of the binary catalogue written by scripts/emoji/build_catalogue.py (format 1).
extension EmojiCatalogue {
    static let magic = Array("SRFEMOJI".utf8)
    static let formatVersion: UInt32 = 1
    static let headerSize = 8 + 7 * 4
    static let groupSize = 6 + 6 + 2 + 2
    static let subgroupSize = 6 + 2 + 2 + 2
    static let entrySize = 5 * 6 + 4 * 2
    static let variantSize = 3 * 6 + 2 + 1 + 1 + 2

    /// Decodes and validates catalogue bytes; `path` only names the file in errors.
    public init(binary data: Data, path: String = "<data>") throws {
        let parts = try data.withUnsafeBytes { buffer in
            var reader = CatalogueReader(bytes: buffer, path: path)
            return try reader.read()
        }
        do {
            try self.init(groups: parts.groups, subgroups: parts.subgroups, entries: parts.entries)
        } catch EmojiCatalogueError.corrupt(_, let reason) {
            throw EmojiCatalogueError.corrupt(path: path, reason: reason)
        }
    }
}

/// Bounds-checked little-endian cursor over the catalogue bytes.
private struct CatalogueReader {
    let bytes: UnsafeRawBufferPointer
    let path: String
    var offset = 0
    var poolStart = 0
    var poolSize = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
        self.bytes = bytes
        self.path = path
    }

    func corrupt(_ reason: String) -> EmojiCatalogueError { .corrupt(path: path, reason: reason) }

    mutating func u8() throws -> Int {
        guard offset + 1 <= bytes.count else { throw corrupt("truncated at byte \(offset)") }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    mutating func u16() throws -> Int {
        guard offset + 2 <= bytes.count else { throw corrupt("truncated at byte \(offset)") }
        defer { offset += 2 }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    mutating func u32() throws -> Int {
        let low = try u16()
        return low | (try u16()) << 16
    }

    struct Parts {
        var groups: [EmojiGroup] = []
        var subgroups: [EmojiSubgroup] = []
        var entries: [EmojiEntry] = []
    }

    mutating func read() throws -> Parts {
        guard bytes.count >= EmojiCatalogue.headerSize else { throw corrupt("file too short for a header") }
        guard Array(bytes[0..<8]) == EmojiCatalogue.magic else { throw corrupt("not an emoji catalogue (bad magic)") }
        offset = 8
        let version = try u32()
        guard version == EmojiCatalogue.formatVersion else {
            throw corrupt("format version \(version), this reader knows \(EmojiCatalogue.formatVersion)")
        }
        let groupCount = try u32(), subgroupCount = try u32(), entryCount = try u32()
        let variantCount = try u32()
        poolSize = try u32()
        let checksum = try u32()
        let tables = groupCount * EmojiCatalogue.groupSize + subgroupCount * EmojiCatalogue.subgroupSize
            + entryCount * EmojiCatalogue.entrySize + variantCount * EmojiCatalogue.variantSize
        guard EmojiCatalogue.headerSize + tables + poolSize == bytes.count else {
            throw corrupt("size \(bytes.count) does not match the header's tables (\(tables) + \(poolSize) bytes)")
        }
        guard fnv1a(bytes[EmojiCatalogue.headerSize...]) == checksum else { throw corrupt("checksum mismatch") }
        poolStart = bytes.count - poolSize
        // Validate the pool's UTF-8 once; the checksum guards the string boundaries.
        guard String(validating: UnsafeRawBufferPointer(rebasing: bytes[poolStart...]), as: UTF8.self) != nil else {
            throw corrupt("string pool is not valid UTF-8")
        }
        func range(_ first: Int, _ count: Int, within limit: Int, _ what: String) throws -> Range<Int> {
            guard first + count <= limit else { throw corrupt("\(what) range \(first)+\(count) beyond \(limit)") }
            return first..<(first + count)
        }

        var parts = Parts()
        var rawGroups: [(String, String, Range<Int>)] = []
        for _ in 0..<groupCount {
            let english = try string(), chinese = try string()
            let first = try u16(), count = try u16()
            rawGroups.append((english, chinese, try range(first, count, within: subgroupCount, "subgroup")))
        }
        for index in 0..<subgroupCount {
            let name = try string()
            let group = try u16()
            guard group < groupCount else { throw corrupt("subgroup \(name) has group \(group)") }
            let first = try u16(), count = try u16()
            let entries = try range(first, count, within: entryCount, "emoji")
            parts.subgroups.append(EmojiSubgroup(index: index, name: name, groupIndex: group, entryRange: entries))
        }
        for (index, (english, chinese, subgroups)) in rawGroups.enumerated() {
            let first = subgroups.isEmpty ? 0 : parts.subgroups[subgroups.lowerBound].entryRange.lowerBound
            let last = subgroups.isEmpty ? 0 : parts.subgroups[subgroups.upperBound - 1].entryRange.upperBound
            guard first <= last else { throw corrupt("group \(english) has unordered subgroups") }
            parts.groups.append(EmojiGroup(
                index: index, englishName: english, chineseName: chinese,
                subgroupRange: subgroups, entryRange: first..<last))
        }

        struct RawEntry {
            var value, chinese, english, pinyin, aliases: String
            var version, subgroup: Int
            var variants: Range<Int>
        }
        var rawEntries: [RawEntry] = []
        rawEntries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            let value = try string(), chinese = try string(), english = try string()
            let pinyin = try string(), aliases = try string()
            let version = try u16(), subgroup = try u16()
            guard subgroup < subgroupCount else { throw corrupt("emoji \(value) has subgroup \(subgroup)") }
            let first = try u16(), count = try u16()
            let variants = try range(first, count, within: variantCount, "variant")
            rawEntries.append(RawEntry(
                value: value, chinese: chinese, english: english, pinyin: pinyin, aliases: aliases,
                version: version, subgroup: subgroup, variants: variants))
        }
        var variants: [EmojiVariant] = []
        variants.reserveCapacity(variantCount)
        for _ in 0..<variantCount {
            let value = try string(), chinese = try string(), english = try string()
            let version = try u16(), toneBits = try u8()
            _ = try u8()
            let base = try u16()
            guard base < entryCount else { throw corrupt("variant \(value) has base \(base)") }
            let tones = [toneBits & 0xF, toneBits >> 4].filter { $0 != 0 }.compactMap(SkinTone.init(rawValue:))
            guard !tones.isEmpty, tones.count == [toneBits & 0xF, toneBits >> 4].filter({ $0 != 0 }).count else {
                throw corrupt("variant \(value) has bad tones \(toneBits)")
            }
            variants.append(EmojiVariant(
                value: value, chineseName: chinese, englishName: english,
                version: EmojiVersion(tenths: version), skinTones: tones, baseIndex: base))
        }
        for (index, raw) in rawEntries.enumerated() {
            let own = Array(variants[raw.variants])
            guard own.allSatisfy({ $0.baseIndex == index }) else { throw corrupt("variants of \(raw.value) disagree on their base") }
            parts.entries.append(EmojiEntry(
                index: index, value: raw.value, chineseName: raw.chinese, englishName: raw.english,
                aliases: raw.aliases.split(separator: " ").map(String.init),
                pinyin: raw.pinyin.split(separator: "'").map(String.init),
                version: EmojiVersion(tenths: raw.version),
                groupIndex: parts.subgroups[raw.subgroup].groupIndex, subgroupIndex: raw.subgroup,
                variants: own))
        }
        return parts
    }

    mutating func string() throws -> String {
        let start = try u32(), length = try u16()
        guard start + length <= poolSize else { throw corrupt("string at \(start)+\(length) outside the pool") }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[(poolStart + start)..<(poolStart + start + length)])
        return String(decoding: slice, as: UTF8.self)
    }

    func fnv1a(_ slice: Slice<UnsafeRawBufferPointer>) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in slice { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return Int(hash)
    }
}
