import Foundation
import PinyinEngine

/// The text formats a word list is imported from and exported to.
public enum WordListFormat: String, Hashable, Sendable, CaseIterable, Codable {
    /// `词<TAB>pin yin<TAB>weight` lines (weight optional); `#` starts a comment line.
    case plain
    /// Rime's `*.dict.yaml`: a YAML header between `---` and `...`, then `词<TAB>pin yin<TAB>weight`
    /// lines (the header's `columns:` may reorder them).
    case rime
    /// The plain-text export of the common Chinese keyboards: `pin'yin 词` lines (a leading `'`
    /// and a trailing count, as some write them, are accepted).
    case keyboard

    /// The format a file's name or first lines suggest: `*.dict.yaml` or a `---` line → Rime, a
    /// tab → plain, otherwise the keyboards' format.
    public static func guess(path: String?, text: String) -> WordListFormat {
        guess(path: path, data: Data(text.utf8))
    }

    /// The format a file's name or first lines suggest (see `guess(path:text:)`), from its bytes:
    /// each of the first lines is looked at whole however long it is (a first line over 64 KB with
    /// its tab past the 64th KB is still plain), and nothing is decoded or copied.
    public static func guess(path: String?, data: Data) -> WordListFormat {
        if let path, path.hasSuffix(".dict.yaml") || path.hasSuffix(".yaml") { return .rime }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let tab = UInt8(ascii: "\t"), blanks: [UInt8] = [UInt8(ascii: " "), tab, UInt8(ascii: "\r")]
        for line in bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 50, omittingEmptySubsequences: false).prefix(50) {
            guard let first = line.firstIndex(where: { !blanks.contains($0) }),
                  let last = line.lastIndex(where: { !blanks.contains($0) }) else { continue }
            let trimmed = line[first...last]
            if trimmed.elementsEqual("---".utf8) { return .rime }
            if trimmed.first == UInt8(ascii: "#") { continue }
            return trimmed.contains(tab) ? .plain : .keyboard
        }
        return .plain
    }
}

/// A line of an import that was skipped: its number (from 1), its text and why.
public struct WordListProblem: Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// The line as read, cut to 80 characters (and `…`).
    public var text: String
    /// Why it was skipped, in words.
    public var reason: String

    /// `text` is kept to its first 80 characters (a report quotes a line, not a 350,000-character word).
    public init(line: Int, text: String, reason: String) {
        self.line = line
        self.text = text.count > 80 ? String(text.prefix(80)) + "…" : text
        self.reason = reason
    }

    /// `line N: reason: text`.
    public var description: String { "line \(line): \(reason): \(text)" }
}

/// What reading a word list gave: the words of every good line, and the lines skipped.
public struct WordList: Hashable, Sendable {
    /// The words of the lines read, in file order.
    public var words: [UserWord]
    /// The lines skipped, in file order.
    public var problems: [WordListProblem]

    /// A list of these words and problems (empty by default).
    public init(words: [UserWord] = [], problems: [WordListProblem] = []) {
        self.words = words
        self.problems = problems
    }

    /// Reads `text` in `format`; a bad line is recorded in `problems` and the rest is read on.
    /// Words are marked `.imported`.
    public init(parsing text: String, format: WordListFormat) {
        self.init(lines: Self.lines(of: text).map { .success($0) }, format: format)
    }

    /// Reads a file's bytes in `format`: a line that is not valid UTF-8 is a problem (never read
    /// with replacement characters), like any other bad line.
    public init(parsing data: Data, format: WordListFormat) {
        self.init(lines: Self.lines(of: data), format: format)
    }

    /// A line's text, or why it has none (its bytes are not UTF-8: the failure keeps them shown lossily).
    enum Line { case success(String), invalidUTF8(shown: String, offset: Int) }

    private init(lines: [Line], format: WordListFormat) {
        var stream = Stream(format: format)
        for line in lines { stream.read(line) }
        self = stream.finish()
    }

    /// The lines of `data` (`\n` or `\r\n`; a leading byte-order mark dropped), each checked to be UTF-8.
    static func lines(of data: Data) -> [Line] {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line -> Line in
            let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            if let text = String(validating: line, as: UTF8.self) { return .success(text) }
            return .invalidUTF8(shown: String(decoding: line, as: UTF8.self), offset: Self.firstInvalidByte(line))
        }
        if let last = lines.last, case .success("") = last { lines.removeLast() }
        return lines
    }

    /// The offset of the first byte of `bytes` that does not begin a valid UTF-8 sequence (one
    /// pass); the word lists' and the phrase lists' readers both report it.
    static func firstInvalidByte(_ bytes: some Sequence<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput, .error: return offset
            }
        }
    }

    /// The lines of `text` (`\n` or `\r\n`; a leading byte-order mark dropped).
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Writes the words in `format` (`name` is the Rime dictionary's name); reading the result
    /// gives the same words (the keyboards' format keeps no weight).
    public static func render(_ words: [UserWord], format: WordListFormat, name: String = "shurufa_user") -> String {
        var out = ""
        switch format {
        case .plain:
            out += "# shurufa user dictionary: 词<TAB>pin yin<TAB>weight\n"
        case .rime:
            out += "# Rime dictionary, exported by shurufa\n---\nname: \(name)\nversion: \"1\"\nsort: by_weight\n...\n"
        case .keyboard:
            break
        }
        for word in words {
            switch format {
            case .plain, .rime:
                out += "\(word.text)\t\(word.pinyin)\t\(weightText(word.weight))\n"
            case .keyboard:
                out += "\(word.syllables.joined(separator: "'")) \(word.text)\n"
            }
        }
        return out
    }

    /// A weight without a needless `.0` (`3`, `2.5`).
    public static func weightText(_ weight: Double) -> String {
        weight == weight.rounded() && abs(weight) < 1e15 ? String(Int64(weight)) : String(weight)
    }
}
