import Foundation

/// 搜狗细胞词库 `.scel` and QQ's `.qcel` (the same family): a header with the counts, a pinyin
/// table at 0x1540, then groups of words sharing a reading (the reading as indices into the
/// table; an index past it stands for a letter), each word with a few extra bytes; an optional
/// tail of deleted words is not read. Read forward through one window, whatever the file's size.
public struct SogouCellWordList: WordListFormat {
    /// A .scel/.qcel reader.
    public init() {}
    /// `scel` (`qcel` is an alias).
    public var name: String { "scel" }
    /// What it is.
    public var summary: String { "搜狗细胞词库 .scel, QQ .qcel" }
    /// `scel`, `qcel`.
    public var fileExtensions: [String] { ["scel", "qcel"] }

    static let tableOffset = 0x1540
    /// The most syllables a pinyin table may list (Sogou's has 413).
    static let maximumTable = 1_000

    /// `40 15 00 00`, then `44 43 53 01` (.scel) or other bytes (.qcel).
    public func hasMagic(_ head: [UInt8]) -> Bool { head.starts(with: [0x40, 0x15, 0x00, 0x00]) && head.count >= 12 }

    /// Reads the table and every word group.
    public func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws {
        var cursor = try cursorPastMagic(input)
        try cursor.seek(to: 0x120, reading: "the header's counts")
        let groups = try cursor.uint32(reading: "the number of pinyin groups")
        let words = try cursor.uint32(reading: "the number of words")
        // Each group takes at least 6 bytes and each word 6 more: counts the file cannot hold are a lie.
        guard groups <= input.count / 6, words <= input.count / 6, groups <= words || words == 0 else {
            throw WordListError.malformed(format: name, reason: "its header claims \(groups) groups and \(words) words in \(input.count) bytes")
        }
        try cursor.seek(to: Self.tableOffset, reading: "the pinyin table")
        let tableSize = try cursor.uint32(reading: "the pinyin table's size")
        guard tableSize <= Self.maximumTable else {
            throw WordListError.malformed(format: name, reason: "its pinyin table claims \(tableSize) syllables")
        }
        var table = [String?](repeating: nil, count: tableSize)
        for _ in 0..<tableSize {
            try Task.checkCancellation()
            let index = try cursor.uint16(reading: "a pinyin table entry")
            let length = try cursor.uint16(reading: "a pinyin table entry")
            guard let spelling = try cursor.utf16(length, reading: "a syllable of the pinyin table") else {
                throw WordListError.malformed(format: name, reason: "a syllable of its pinyin table is not UTF-16 (at byte \(cursor.offset - length))")
            }
            guard index < tableSize else {
                throw WordListError.malformed(format: name, reason: "its pinyin table numbers a syllable \(index), past its \(tableSize)")
            }
            table[index] = spelling.lowercased()
        }
        var entry = 0
        for _ in 0..<groups {
            let sharing = try cursor.uint16(reading: "a word group")
            let readingLength = try cursor.uint16(reading: "a word group's reading")
            let indices = try cursor.bytes(readingLength, reading: "a word group's reading")
            let reading = Self.reading(indices, table: table)
            for _ in 0..<sharing {
                // The uploader left (the playground cancels its task): no more of the file is walked.
                try Task.checkCancellation()
                entry += 1
                let length = try cursor.uint16(reading: "a word's length")
                let text = try cursor.utf16(length, reading: "a word")
                let extra = try cursor.uint16(reading: "a word's extra length")
                _ = try cursor.bytes(extra, reading: "a word's extra bytes")
                guard let text else {
                    list.skip(at: entry, unit: "entry", text: "", reason: "the word is not UTF-16 (\(length) bytes)")
                    continue
                }
                switch reading {
                case .success(let syllables): list.add(UserWord(text: text, syllables: syllables), at: entry, unit: "entry")
                case .failure(let problem): list.skip(at: entry, unit: "entry", text: text, reason: problem.reason)
                }
            }
        }
    }

    /// A group's reading: each index a syllable of the table, or past it a letter (`a` first).
    static func reading(_ bytes: ArraySlice<UInt8>, table: [String?]) -> Result<[String], WordListReader.Problem> {
        guard bytes.count % 2 == 0 else { return .failure(.init(reason: "its reading has an odd byte length (\(bytes.count))")) }
        var syllables: [String] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let value = Int(bytes[index]) | Int(bytes[index + 1]) << 8
            index += 2
            if value < table.count {
                guard let spelling = table[value] else { return .failure(.init(reason: "its reading uses syllable \(value), which the table leaves out")) }
                syllables.append(spelling)
            } else if value - table.count < 26 {
                syllables.append(String(UnicodeScalar(UInt8(97 + value - table.count))))
            } else {
                return .failure(.init(reason: "its reading's index \(value) is past the pinyin table (\(table.count)) and the letters"))
            }
        }
        return .success(syllables)
    }
}
