import Foundation

extension WordList {
    /// Reads a text word list a line at a time (a stream of any length, in bounded memory per line):
    /// `read(line:)` each line's UTF-8 bytes in order, `tooLong()` for a line the reader refused, then
    /// `finish()`. A line that is not UTF-8 is a problem named by its number, and the good lines
    /// around it are read.
    public struct Stream: Sendable {
        private var reader: WordListReader
        private var list = WordList()
        private var number = 0

        /// A stream of lines in `layout`; a list of words alone has its readings guessed from `lexicon`'s.
        public init(layout: WordListTextLayout) { self.init(layout: layout, guide: nil) }

        init(layout: WordListTextLayout, guide: ReadingGuide?) {
            reader = WordListReader(layout: layout, guide: guide)
            list.format = layout.rawValue
            list.inventory = guide?.inventory ?? .mandarin
        }

        /// Reads the next line's bytes (without its `\n`; a final `\r`, and on line 1 a byte-order
        /// mark, are dropped).
        public mutating func read(line bytes: some Collection<UInt8>) {
            var line = Array(bytes)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if number == 0, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            if let text = String(validating: line, as: UTF8.self) {
                read(.success(text))
            } else {
                read(.invalidUTF8(shown: String(decoding: line, as: UTF8.self), offset: WordList.firstInvalidByte(line)))
            }
        }

        /// Counts the next line as refused for its length (over `limit` bytes).
        public mutating func tooLong(limit: Int) {
            number += 1
            list.skip(at: number, unit: "line", text: "", reason: "longer than \(limit) bytes")
        }

        /// Counts the next line as refused: its bytes are not text in `encoding`.
        mutating func undecodable(shown: String, encoding: String) {
            number += 1
            list.skip(at: number, unit: "line", text: shown, reason: "not valid \(encoding)")
        }

        /// The words and problems read.
        public func finish() -> WordList {
            var list = list
            if reader.layout == .rime, reader.inHeader {
                list.skip(at: number, unit: "line", text: "", reason: "the header opened by --- has no closing ...")
            }
            return list
        }

        mutating func read(_ entry: Line) {
            // A cancelled task's lines are not read (`WordList.add`).
            guard !Task.isCancelled else { return }
            number += 1
            let line: String
            switch entry {
            case .success(let text): line = text
            case let .invalidUTF8(shown, offset):
                list.skip(at: number, unit: "line", text: shown, reason: "not valid UTF-8 (byte \(offset + 1) of the line)")
                return
            }
            do {
                if let word = try reader.read(line) { list.add(word, at: number, unit: "line") }
            } catch let problem as WordListReader.Problem {
                list.skip(at: number, unit: "line", text: line, reason: problem.reason)
            } catch {
                list.skip(at: number, unit: "line", text: line, reason: "\(error)")
            }
        }
    }
}

extension WordListTextLayout {
    /// The layout a file's name or first lines suggest: `*.dict.yaml` or a `---` line → Rime,
    /// Gboard's header → Gboard, `词<TAB>number<TAB>pin yin` → columns, another tab → plain, a line
    /// of Han characters alone → words, otherwise the keyboards' `pin'yin 词`.
    public static func guess(path: String?, text: String) -> WordListTextLayout {
        guess(fileExtension: path.map { $0.hasSuffix(".dict.yaml") ? "dict.yaml" : ($0 as NSString).pathExtension.lowercased() } ?? "",
              lines: WordList.lines(of: text).prefix(50))
    }

    /// The layout of the first lines of a file (see `guess(path:text:)`), its name's extension aside.
    static func guess(fileExtension: String, lines: some Sequence<String>) -> WordListTextLayout {
        if fileExtension == "dict.yaml" || fileExtension == "yaml" { return .rime }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r\u{FEFF}")))
            if trimmed.isEmpty { continue }
            if trimmed == "---" { return .rime }
            if trimmed.hasPrefix("# Gboard Dictionary") { return .gboard }
            if trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 3, fields[2].trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("zh-") { return .gboard }
            if fields.count >= 3, Double(fields[1].trimmingCharacters(in: .whitespaces)) != nil,
               fields[2].contains(where: { $0.isASCII && $0.isLetter }) { return .columns }
            if fields.count >= 2 { return .plain }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if let first = words.first, !first.contains(where: { $0.isASCII }), words.count <= 2 { return .words }
            return .keyboard
        }
        return .plain
    }
}
