import Foundation
import Zip

/// QQ拼音's older cell lists, `.qpyd`: a header giving where a zlib stream sits and what it holds;
/// unpacked, a table of 10-byte entries (the reading's and the word's byte lengths, 4 unknown
/// bytes, the entry's offset), then the readings (`pin'yin`, ASCII) and words (UTF-16LE). The
/// entries point into the unpacked data, so it is held whole: at most `maximumUnpacked` bytes.
public struct QQPinyinWordList: WordListFormat {
    /// A .qpyd reader.
    public init() {}
    /// `qpyd`.
    public var name: String { "qpyd" }
    /// What it is.
    public var summary: String { "QQ拼音分类词库 .qpyd" }
    /// `qpyd`.
    public var fileExtensions: [String] { ["qpyd"] }
    /// The largest unpacked data read (a real list unpacks to a few MB).
    static let maximumUnpacked = 32 << 20

    /// The first bytes every .qpyd seen has.
    public func hasMagic(_ head: [UInt8]) -> Bool { head.starts(with: [0x09, 0xA6, 0x1E, 0x7D]) }

    /// Unpacks the data (capped) and reads each entry it lists.
    public func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws {
        var cursor = try cursorPastMagic(input)
        try cursor.seek(to: 0x38, reading: "the header")
        let packedOffset = try cursor.uint32(reading: "the data's offset")
        let packedSize = try cursor.uint32(reading: "the data's size")
        let unpackedSize = try cursor.uint32(reading: "the unpacked size")
        let count = try cursor.uint32(reading: "the number of words")
        guard packedOffset + packedSize <= input.count, packedOffset >= 0x48 else {
            throw WordListError.truncated(format: name, offset: packedOffset, reading: "the \(packedSize) bytes of packed data its header points to")
        }
        guard unpackedSize <= Self.maximumUnpacked else {
            throw WordListError.unsafeArchive(reason: "its header says the data unpacks to \(unpackedSize) bytes (at most \(Self.maximumUnpacked))")
        }
        guard count * 10 <= unpackedSize else {
            throw WordListError.malformed(format: name, reason: "its header claims \(count) words in \(unpackedSize) unpacked bytes")
        }
        var data: [UInt8] = []
        data.reserveCapacity(unpackedSize)
        try cursor.seek(to: packedOffset, reading: "the packed data")
        try WordListError.mappingZip {
            let inflater = try Inflater(.zlib, limit: unpackedSize, what: "the .qpyd's data")
            defer { inflater.close() }
            var left = packedSize
            while left > 0, !inflater.finished {
                try Task.checkCancellation()
                let chunk = Array(try cursor.bytes(min(left, 65_536), reading: "the packed data"))
                left -= chunk.count
                try inflater.inflate(chunk) { data += $0 }
            }
            try inflater.finish()
        }
        guard data.count >= count * 10 else {
            throw WordListError.truncated(format: name, offset: data.count, reading: "the table of \(count) entries its header promises (in the unpacked data)")
        }
        for entry in 0..<count {
            // The uploader left (the playground cancels its task): no more of the file is walked.
            try Task.checkCancellation()
            let at = entry * 10
            let readingLength = Int(data[at]), wordLength = Int(data[at + 1])
            let offset = (6..<10).reduce(0) { $0 | Int(data[at + $1]) << (8 * ($1 - 6)) }
            guard offset >= count * 10, offset + readingLength + wordLength <= data.count else {
                list.skip(at: entry + 1, unit: "entry", text: "", reason: "it points past the data (offset \(offset))")
                continue
            }
            let code = String(decoding: data[offset ..< offset + readingLength], as: UTF8.self)
            guard let text = ByteCursor.utf16(data[offset + readingLength ..< offset + readingLength + wordLength]) else {
                list.skip(at: entry + 1, unit: "entry", text: code, reason: "the word is not UTF-16 (\(wordLength) bytes)")
                continue
            }
            list.add(UserWord(text: text, syllables: WordListReader.syllables(code, separators: "' ")), at: entry + 1, unit: "entry")
        }
    }
}
