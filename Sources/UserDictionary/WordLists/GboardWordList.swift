import Foundation
import Zip

/// Gboard's personal dictionary: the zip its export makes, holding `dictionary.txt`
/// (`# Gboard Dictionary version:1`, then `pinyin<TAB>词<TAB>zh-CN` lines, the pinyin unsplit),
/// or that text alone. No weights: a word's place gives its order, first heaviest, so an export
/// (written heaviest first) reads back in the same order of weight.
public struct GboardWordList: WordListExportFormat {
    /// A Gboard reader and writer.
    public init() {}
    /// `gboard`.
    public var name: String { "gboard" }
    /// What it is.
    public var summary: String { "Gboard's exported dictionary (the zip, or dictionary.txt)" }
    /// `zip`, `txt`.
    public var fileExtensions: [String] { ["zip"] }
    /// An export is a zip.
    public var exportExtension: String { "zip" }
    /// The name of the list inside the zip.
    static let entryName = "dictionary.txt"

    /// A zip's local-header signature.
    public func hasMagic(_ head: [UInt8]) -> Bool { head.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// Reads the zip's `dictionary.txt` (or the text itself) as it unpacks.
    public func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws {
        let head = try input.bytes(at: 0, count: 4)
        guard hasMagic(head) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) else {
            try TextWordList(layout: .gboard).read(input, into: &list, guide: guide)
            return
        }
        let archive = try WordListError.mappingZip { try ZipArchive(WordListZipSource(input: input)) }
        let lists = archive.entries.filter { $0.name.split(separator: "/").last.map(String.init)?.lowercased() == Self.entryName }
        guard let entry = lists.first else {
            throw WordListError.notAWordList(reason: "the zip holds no \(Self.entryName) (it has: \(archive.entries.prefix(5).map(\.name).joined(separator: ", ")))")
        }
        // The entry's chunks go to the text reader as they unpack: memory is one chunk and one line.
        var reader = TextListReader(layout: .gboard, fileExtension: "txt", guide: guide)
        try WordListError.mappingZip { try archive.read(entry) { try reader.feed($0) } }
        var read = try reader.finish()
        read.words = Self.ranked(read.words)
        list.merge(read)
    }

    /// Gives the words weights by place: from 2 for the first down towards 1 (the order of weight
    /// kept; the bonus a weight gives, ln(1 + weight), stays within ln 2…ln 3).
    static func ranked(_ words: [UserWord]) -> [UserWord] {
        let count = Double(max(words.count, 1))
        return words.enumerated().map { index, word in
            var word = word
            word.weight = 1 + (count - Double(index)) / count
            return word
        }
    }

    /// The words, heaviest first, as Gboard's zip.
    public func export(_ words: [UserWord], name: String) throws -> Data {
        let text = WordList.render(WordList.byWeight(words), layout: .gboard, name: name)
        return try WordListError.mappingZip { try ZipArchive.single(name: Self.entryName, contents: Array(text.utf8)) }
    }
}

