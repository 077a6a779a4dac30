import Foundation

/// 百度分类词库 `.bdict` and its phone form `.bcd` (the same layout): a header giving three parts
/// (offset, size and count each): Chinese words, each reading an initial and a final index a
/// syllable (initial 0xff: a letter); English words; and words mixing both with their code. The
/// English and mixed parts are counted as skipped (English comes from the engine's own list).
public struct BaiduWordList: WordListFormat {
    /// A .bdict/.bcd reader.
    public init() {}
    /// `bdict` (`bcd` is an alias).
    public var name: String { "bdict" }
    /// What it is.
    public var summary: String { "百度分类词库 .bdict, .bcd" }
    /// `bdict`, `bcd`.
    public var fileExtensions: [String] { ["bdict", "bcd"] }

    static let initials = ["c", "d", "b", "f", "g", "h", "ch", "j", "k", "l", "m", "n", "", "p", "q", "r", "s", "t", "sh", "zh", "w", "x", "y", "z"]
    static let finals = [
        "uang", "iang", "iong", "ang", "eng", "ian", "iao", "ing", "ong", "uai", "uan", "ai", "an", "ao", "ei", "en", "er", "ua",
        "ie", "in", "iu", "ou", "ia", "ue", "ui", "un", "uo", "a", "e", "i", "o", "u", "v",
    ]

    /// `biptbdsw`.
    public func hasMagic(_ head: [UInt8]) -> Bool { head.starts(with: Array("biptbdsw".utf8)) }

    /// Reads the Chinese part; counts the others.
    public func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws {
        var cursor = try cursorPastMagic(input)
        try cursor.seek(to: 0x40, reading: "the header")
        let offset = try cursor.uint32(reading: "the words' offset")
        let size = try cursor.uint32(reading: "the words' size")
        try cursor.seek(to: 0x70, reading: "the header's counts")
        let count = try cursor.uint32(reading: "the number of words")
        let english = try cursor.uint32(reading: "the number of English words")
        let mixed = try cursor.uint32(reading: "the number of mixed words")
        guard offset >= 0x90, offset + size <= input.count else {
            throw WordListError.truncated(format: name, offset: offset, reading: "the \(size) bytes of words its header points to")
        }
        guard count <= size / 4 + 1 else {
            throw WordListError.malformed(format: name, reason: "its header claims \(count) words in \(size) bytes")
        }
        // Each English or mixed word takes at least its 2-byte length: a header claiming more
        // than the file holds lies (0xFFFFFFFF of each in 156 bytes), and the file is not read.
        guard english + mixed <= input.count / 2 else {
            throw WordListError.malformed(format: name, reason: "its header claims \(english) English and \(mixed) mixed words in a file of \(input.count) bytes")
        }
        try cursor.seek(to: offset, reading: "the words")
        cursor.end = offset + size
        for entry in 1...max(1, count) where count > 0 {
            // The uploader left (the playground cancels its task): no more of the file is walked.
            try Task.checkCancellation()
            let length = try cursor.uint16(reading: "a word's length")
            let frequency = try cursor.uint16(reading: "a word's frequency")
            let pairs = try cursor.bytes(length * 2, reading: "a word's reading")
            let text = try cursor.utf16(length * 2, reading: "a word") ?? ""
            var syllables: [String] = []
            var problem: String?
            for index in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
                let initial = Int(pairs[index]), final = Int(pairs[index + 1])
                if initial == 0xFF, let scalar = UnicodeScalar(final), scalar.properties.isAlphabetic {
                    syllables.append(String(scalar).lowercased())
                } else if initial < Self.initials.count, final < Self.finals.count {
                    syllables.append(Self.initials[initial] + Self.finals[final])
                } else {
                    problem = "its reading's indices (\(initial), \(final)) are past the tables of initials and finals"
                    break
                }
            }
            if let problem {
                list.skip(at: entry, unit: "entry", text: text, reason: problem)
            } else {
                list.add(UserWord(text: text, syllables: syllables, weight: Double(frequency)), at: entry, unit: "entry")
            }
        }
        for index in 0..<min(english + mixed, 100) {
            list.skip(at: count + index + 1, unit: "entry", text: "", reason: index < english ? "an English word (English comes from the engine's own list)" : "a word mixing Han characters and Latin letters (not yet a user word)")
        }
        list.skipped += max(0, english + mixed - 100)
    }
}
