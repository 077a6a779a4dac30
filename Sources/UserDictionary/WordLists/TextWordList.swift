import Foundation
#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// The text encodings word lists come in: UTF-8, UTF-16 (either byte order, with or without a
/// byte-order mark) and GB18030 (GBK's superset, what Windows keyboards write).
enum TextEncoding: String, Sendable {
    case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE", gb18030 = "GB18030"

    /// Bytes a code unit.
    var unit: Int { self == .utf16LE || self == .utf16BE ? 2 : 1 }

    /// The encoding `head` (a file's first bytes) shows, and the length of its byte-order mark;
    /// nil for bytes that are no text (NULs that are not UTF-16's).
    static func detect(_ head: [UInt8]) -> (encoding: TextEncoding, mark: Int)? {
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if head.starts(with: [0xFF, 0xFE]) { return (.utf16LE, 2) }
        if head.starts(with: [0xFE, 0xFF]) { return (.utf16BE, 2) }
        let pairs = head.count / 2
        let zeroOdd = stride(from: 1, to: pairs * 2, by: 2).filter { head[$0] == 0 }.count
        let zeroEven = stride(from: 0, to: pairs * 2, by: 2).filter { head[$0] == 0 }.count
        // UTF-16 of Chinese words and ASCII pinyin: a zero high byte on most ASCII units, none on Han ones.
        if pairs > 0, zeroOdd * 4 >= pairs, zeroEven * 8 < zeroOdd { return (.utf16LE, 0) }
        if pairs > 0, zeroEven * 4 >= pairs, zeroOdd * 8 < zeroEven { return (.utf16BE, 0) }
        if head.contains(0) { return nil }
        // UTF-8 unless more of the first lines with non-ASCII bytes are not UTF-8 than are (GBK
        // text is hardly ever valid UTF-8; a stray bad line in a UTF-8 list stays that line's problem).
        var valid = 0, invalid = 0
        let lines = head.split(separator: 0x0A)
        for (index, line) in lines.enumerated() where line.contains(where: { $0 >= 0x80 }) {
            let cut = index == lines.count - 1 && head.count == 4096  // the last line may be cut mid-character
            if String(validating: line, as: UTF8.self) != nil || (cut && WordList.firstInvalidByte(line) >= line.count - 3) {
                valid += 1
            } else {
                invalid += 1
            }
        }
        return invalid > valid ? (.gb18030, 0) : (.utf8, 0)
    }

    /// A line's bytes (no line break) as text, or nil when they are not valid in this encoding.
    func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        switch self {
        case .utf8: return String(validating: bytes, as: UTF8.self)
        case .utf16LE: return ByteCursor.utf16(bytes)
        case .utf16BE:
            guard bytes.count % 2 == 0 else { return nil }
            var swapped = Array(bytes)
            for index in stride(from: 0, to: swapped.count, by: 2) { swapped.swapAt(index, index + 1) }
            return ByteCursor.utf16(swapped[...])
        case .gb18030:
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            return String(data: Data(bytes), encoding: Self.gb18030Encoding)
        }
    }

    /// Foundation's GB18030-2000 (CoreFoundation's encoding, on Linux too).
    static let gb18030Encoding = String.Encoding(rawValue: CFStringConvertEncodingToNSStringEncoding(CFStringEncoding(CFStringEncodings.GB_18030_2000.rawValue)))
}

/// Splits a stream of byte chunks into lines of at most `limit` bytes (a longer line is reported,
/// its bytes dropped as they come), in an encoding's code units: UTF-16's line break is a `0A 00`
/// (or `00 0A`) pair at an even offset. Memory: one chunk and one line.
struct LineSplitter {
    /// One line: its bytes (a `\r` before the break dropped), or `nil` for a line over the limit.
    typealias Line = ArraySlice<UInt8>?

    let encoding: TextEncoding
    let limit: Int
    private var line: [UInt8] = []
    private var tooLong = false
    private var pending: [UInt8] = []  // an odd byte of UTF-16 left at a chunk's end

    init(encoding: TextEncoding, limit: Int = 65_536) {
        self.encoding = encoding
        self.limit = limit
    }

    /// Feeds a chunk; `emit` gets each line it completes.
    mutating func feed(_ chunk: some Collection<UInt8>, _ emit: (Line) -> Void) {
        var bytes = pending + chunk
        pending = []
        let unit = encoding.unit
        if bytes.count % unit != 0 { pending = [bytes.removeLast()] }
        var index = 0
        if unit == 1 {
            // A byte encoding: each line's bytes at once, up to the next break.
            while index < bytes.count {
                let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
                if !tooLong {
                    line.append(contentsOf: bytes[index..<min(end, index + limit + 1 - line.count)])
                    if line.count > limit {
                        tooLong = true
                        line = []
                    }
                }
                if end < bytes.count { finishLine(emit) }
                index = end + 1
            }
            return
        }
        while index < bytes.count {
            let isBreak: Bool
            switch encoding {
            case .utf16LE: isBreak = bytes[index] == 0x0A && bytes[index + 1] == 0
            case .utf16BE: isBreak = bytes[index] == 0 && bytes[index + 1] == 0x0A
            default: isBreak = bytes[index] == 0x0A
            }
            if isBreak {
                finishLine(emit)
            } else if !tooLong {
                line.append(contentsOf: bytes[index ..< index + unit])
                if line.count > limit {
                    tooLong = true
                    line = []
                }
            }
            index += unit
        }
    }

    /// Ends the stream: the last line, if it has no line break.
    mutating func finish(_ emit: (Line) -> Void) {
        if !line.isEmpty || tooLong { finishLine(emit) }
    }

    private mutating func finishLine(_ emit: (Line) -> Void) {
        if tooLong {
            emit(nil)
        } else {
            var end = line.count
            switch encoding {
            case .utf16LE where end >= 2 && line[end - 2] == 0x0D && line[end - 1] == 0: end -= 2
            case .utf16BE where end >= 2 && line[end - 2] == 0 && line[end - 1] == 0x0D: end -= 2
            case .utf8, .gb18030: if end >= 1 && line[end - 1] == 0x0D { end -= 1 }
            default: break
            }
            emit(line[..<end])
        }
        line.removeAll(keepingCapacity: true)
        tooLong = false
    }
}

/// The text word lists (`WordListTextLayout`), in any of the encodings of `TextEncoding`: read
/// line by line from a 64 KB window, a line of at most 64 KB held. With no layout given, the first
/// 50 lines choose it (`WordListTextLayout.guess`).
public struct TextWordList: WordListExportFormat {
    /// The line layout; nil to guess it from the file.
    public let layout: WordListTextLayout?
    /// The longest line read, in bytes.
    public static let lineLimit = 65_536

    /// The reader of `layout`'s lines (guessed from the file when nil).
    public init(layout: WordListTextLayout?) { self.layout = layout }

    /// The layout's name (`plain`, `rime`), or `text` when guessed.
    public var name: String { layout?.rawValue ?? "text" }
    /// What the layout is.
    public var summary: String {
        switch layout {
        case .plain: return "词<TAB>pin yin<TAB>weight (ours)"
        case .rime: return "Rime *.dict.yaml"
        case .keyboard: return "pin'yin 词 [count] (搜狗, QQ, 百度 text exports)"
        case .columns: return "词<TAB>count<TAB>pin yin (Google Pinyin export)"
        case .gboard: return "Gboard dictionary.txt"
        case .words: return "words alone, readings guessed from the lexicon"
        case nil: return "any text list, the layout guessed (UTF-8, UTF-16, GB18030)"
        }
    }
    /// `dict.yaml` for Rime, `txt` otherwise.
    public var fileExtensions: [String] { layout == .rime ? ["dict.yaml", "yaml"] : ["txt"] }
    /// The export's extension.
    public var exportExtension: String { layout == .rime ? "dict.yaml" : "txt" }
    /// Text has no magic number.
    public func hasMagic(_ head: [UInt8]) -> Bool { false }

    /// Reads the file's lines (see the type's comment).
    public func read(_ input: WordListInput, into list: inout WordList, guide: ReadingGuide?) throws {
        var reader = TextListReader(layout: layout, fileExtension: input.fileExtension, guide: guide)
        var offset = 0
        while true {
            let chunk = try input.bytes(at: offset, count: 65_536)
            if chunk.isEmpty { break }
            offset += chunk.count
            try reader.feed(chunk)
        }
        var read = try reader.finish()
        if read.format == "gboard" { read.words = GboardWordList.ranked(read.words) }
        list.merge(read)
    }

    /// The words as text in this layout (UTF-8).
    public func export(_ words: [UserWord], name: String) throws -> Data {
        guard let layout, [.plain, .rime, .keyboard].contains(layout) else { throw WordListError.unknownFormat(self.name) }
        return Data(WordList.render(WordList.byWeight(words), layout: layout, name: name).utf8)
    }
}

/// Reads a text list pushed to it in chunks (a file's, or a zip entry's as it unpacks): the first
/// 4 KB tell the encoding, the first 50 lines the layout when none is given.
struct TextListReader {
    let layout: WordListTextLayout?
    let fileExtension: String
    let guide: ReadingGuide?
    private var head: [UInt8] = []
    private var splitter: LineSplitter?
    private var held: [LineSplitter.Line] = []
    private var stream: WordList.Stream?

    init(layout: WordListTextLayout?, fileExtension: String, guide: ReadingGuide?) {
        self.layout = layout
        self.fileExtension = fileExtension
        self.guide = guide
    }

    /// Reads the next bytes.
    mutating func feed(_ chunk: [UInt8]) throws {
        guard splitter != nil else {
            head += chunk
            if head.count >= 4096 { try begin() }
            return
        }
        push(chunk)
    }

    /// The words and problems of the whole text.
    mutating func finish() throws -> WordList {
        if splitter == nil { try begin() }
        if var splitter {
            splitter.finish { line in handle(line) }
            self.splitter = splitter
        }
        if stream == nil { start() }
        return stream?.finish() ?? WordList()
    }

    private mutating func begin() throws {
        guard let detected = TextEncoding.detect(Array(head.prefix(4096))) else {
            throw WordListError.notAWordList(reason: "its bytes are not text (UTF-8, UTF-16, GB18030)")
        }
        let (encoding, mark) = detected
        splitter = LineSplitter(encoding: encoding, limit: TextWordList.lineLimit)
        let first = Array(head.dropFirst(mark))
        head = []
        push(first)
    }

    private mutating func push(_ chunk: [UInt8]) {
        guard var splitter else { return }
        splitter.feed(chunk) { line in handle(line) }
        self.splitter = splitter
        if stream == nil, held.count >= 50 { start() }
    }

    private mutating func handle(_ line: LineSplitter.Line) {
        if stream == nil { held.append(line) } else { take(line) }
    }

    private mutating func start() {
        guard let encoding = splitter?.encoding else { return }
        let chosen = layout ?? WordListTextLayout.guess(fileExtension: fileExtension, lines: held.lazy.compactMap { $0.flatMap(encoding.decode) })
        stream = WordList.Stream(layout: chosen, guide: guide)
        let lines = held
        held = []
        lines.forEach { take($0) }
    }

    private mutating func take(_ line: LineSplitter.Line) {
        guard let encoding = splitter?.encoding else { return }
        guard let line else { stream?.tooLong(limit: TextWordList.lineLimit); return }
        if encoding == .utf8 { stream?.read(line: line); return }
        if let text = encoding.decode(line) {
            stream?.read(.success(text))
        } else {
            stream?.undecodable(shown: String(decoding: line, as: UTF8.self), encoding: encoding.rawValue)
        }
    }
}

extension WordList {
    /// Appends another list's words and problems (keeping at most `problemsKept`); the layout a
    /// guessed text list turned out to be names the format.
    mutating func merge(_ other: WordList) {
        words += other.words
        guessed += other.guessed
        skipped += other.skipped
        problems += other.problems.prefix(max(0, Self.problemsKept - problems.count))
        if format == "text", !other.format.isEmpty { format = other.format }
    }
}
