import Foundation
import ChineseEngine

/// A format word lists come in, with its one small reader: told from the file's first bytes (a
/// magic number) or its name's extension by `WordListFormats.detect`.
public protocol WordListFormat: Sendable {
    /// The name `--format` takes (`scel`, `rime`).
    var name: String { get }
    /// What the format is, for a person (`搜狗细胞词库 .scel / QQ .qcel`).
    var summary: String { get }
    /// The extensions of its files, lower case, without the dot.
    var fileExtensions: [String] { get }
    /// Whether `head` (the file's first bytes, up to 4 KB) starts with this format's magic number
    /// (false for a format with none).
    func hasMagic(_ head: [UInt8]) -> Bool
    /// Reads every entry of `input` into `list` (a bad entry is skipped there with its place and
    /// reason); throws `WordListError` when the file as a whole cannot be read, and then nothing of
    /// it may be used. `guide` gives readings to lists that carry none.
    func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws
}

/// A format the user's words can also be written in.
public protocol WordListExportFormat: WordListFormat {
    /// The file name ending an export gets (`dict.yaml`, `zip`).
    var exportExtension: String { get }
    /// The words in this format (`name` is the list's name where the format has one); reading
    /// the result gives the same words, readings and order of weight.
    func export(_ words: [UserWord], name: String) throws -> Data
}

extension WordListFormat {
    /// A cursor over `input` for this format's reader, once its first bytes are checked to be the
    /// format's magic number (a file given this format by name or `--format` may not be).
    func cursorPastMagic(_ input: WordListInput) throws -> ByteCursor {
        let head = try input.bytes(at: 0, count: 4096)
        guard hasMagic(head) else {
            let shown = head.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
            throw WordListError.malformed(format: name, reason: "its first bytes (\(shown)) are not the format's header")
        }
        return ByteCursor(input, format: name)
    }
}

/// The formats read and written, and how a file's format is told.
public enum WordListFormats {
    /// Every format read, binary ones first (their magic numbers decide).
    public static let all: [any WordListFormat] = [
        SogouCellWordList(), QQPinyinWordList(), BaiduWordList(), GboardWordList(),
    ] + WordListTextLayout.allCases.map { TextWordList(layout: $0) } + [TextWordList(layout: nil)]

    /// The formats words are written in.
    public static let exportable: [any WordListExportFormat] = [
        TextWordList(layout: .plain), TextWordList(layout: .rime), GboardWordList(), TextWordList(layout: .keyboard),
    ]

    /// Other names `--format` takes for the same reader.
    static let aliases = ["qcel": "scel", "bcd": "bdict", "txt": "text", "yaml": "rime", "dict.yaml": "rime", "zip": "gboard"]

    /// The format called `name` (or one of its aliases: `qcel`, `bcd`).
    public static func named(_ name: String) -> (any WordListFormat)? {
        let name = aliases[name.lowercased()] ?? name.lowercased()
        return all.first { $0.name == name }
    }

    /// The export format called `name`.
    public static func exportFormat(named name: String) -> (any WordListExportFormat)? {
        let name = aliases[name.lowercased()] ?? name.lowercased()
        return exportable.first { $0.name == name }
    }

    /// The export format a file name suggests (`.dict.yaml` → Rime, `.zip` → Gboard; plain otherwise).
    public static func exportFormat(forFileName file: String) -> any WordListExportFormat {
        let lower = file.lowercased()
        return exportable.first { lower.hasSuffix("." + $0.exportExtension) } ?? exportable[0]
    }

    /// The format of `input`: a magic number decides; else a binary format's extension (whose
    /// header then must be right); else text, in the encoding its bytes show and the layout its
    /// first lines suggest. Bytes that are not text (NULs outside UTF-16) are not a word list.
    public static func detect(_ input: WordListInput) throws -> any WordListFormat {
        let head = try input.bytes(at: 0, count: 4096)
        if let format = all.first(where: { $0.hasMagic(head) }) { return format }
        let fileExtension = input.fileExtension
        if let format = all.first(where: { !($0 is TextWordList) && $0.fileExtensions.contains(fileExtension) }) {
            _ = try format.cursorPastMagic(input)  // throws: the extension says one format, the bytes another
        }
        guard !head.isEmpty else { throw WordListError.notAWordList(reason: "the file is empty") }
        guard TextEncoding.detect(head) != nil else {
            throw WordListError.notAWordList(reason: "its bytes are neither text (UTF-8, UTF-16, GB18030) nor a known word-list file")
        }
        return TextWordList(layout: nil)
    }
}

extension WordList {
    /// Reads `input` in `format` (detected when nil: `WordListFormats.detect`); a list that
    /// carries no readings gets them from `lexicon` (marked `.guessed`). Throws `WordListError`
    /// when the file as a whole is unreadable (then nothing of it is returned).
    public init(reading input: WordListInput, format: (any WordListFormat)? = nil, lexicon: Lexicon? = nil) throws {
        let format = try format ?? WordListFormats.detect(input)
        var list = WordList(format: format.name)
        list.inventory = lexicon?.syllables ?? .mandarin
        try format.read(input, into: &list, guide: lexicon.map(ReadingGuide.init(lexicon:)))
        self = list
    }
}
