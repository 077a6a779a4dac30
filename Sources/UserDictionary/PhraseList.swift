import Foundation

/// Saved phrases as a plain UTF-8 text file, for import and export: one phrase a line,
/// `text<TAB>code<TAB>group` (code and group may be left out; the default group is 常用). A tab,
/// a line break or a backslash inside a field is written `\t`, `\n`, `\\`, and a `#` that begins a
/// line `\#`. Lines starting with `#` and blank lines are skipped. Lines end at `\n` or `\r\n`, as
/// `dict import` reads them; a line that is not UTF-8 is a problem of its own, named by its number,
/// and the good lines around it are read.
public struct PhraseList: Sendable {
    /// A line that could not be read: its number (from 1), its text (cut to 80 characters) and why,
    /// as a word list's import reports it.
    public typealias Problem = WordListProblem

    /// What one line holds.
    public enum Line: Hashable, Sendable {
        /// A phrase.
        case phrase(StoredPhrase)
        /// A blank or comment line.
        case skipped
        /// A line that could not be read: why, and its text (cut to 80 characters).
        case problem(reason: String, text: String)
    }

    /// The longest line read, in bytes (without its line break): a phrase of
    /// `QuickPhraseRules.maximumBytes` (16,000) with every byte escaped, and its code and group,
    /// fit four times over. Readers of a stream hold no more than this of one line.
    public static let maximumLineBytes = 65_536

    /// The phrases read, in file order.
    public var phrases: [StoredPhrase]
    /// The lines skipped.
    public var problems: [Problem]

    /// Reads a file's bytes; `check` says why a phrase is refused (the keyboard's rules), nil
    /// when it is good.
    public init(parsing data: Data, defaultGroup: String, check: (StoredPhrase) -> String?) {
        phrases = []
        problems = []
        var number = 0
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for bytes in lines {
            number += 1
            switch Self.read(line: bytes, number: number, defaultGroup: defaultGroup, check: check) {
            case .phrase(let phrase): phrases.append(phrase)
            case .skipped: break
            case let .problem(reason, text): problems.append(Problem(line: number, text: text, reason: reason))
            }
        }
    }

    /// Reads one line's bytes (without its `\n`; a final `\r` is dropped, and on line 1 a
    /// byte-order mark). A line that is not UTF-8, or over `maximumLineBytes`, is a problem.
    public static func read(line: some Collection<UInt8>, number: Int, defaultGroup: String,
                            check: (StoredPhrase) -> String?) -> Line {
        guard line.count <= maximumLineBytes + 1 else {
            return .problem(reason: "longer than \(maximumLineBytes) bytes", text: "")
        }
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.count <= maximumLineBytes else { return .problem(reason: "longer than \(maximumLineBytes) bytes", text: "") }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            return .problem(reason: "not valid UTF-8 (byte \(WordList.firstInvalidByte(bytes) + 1) of the line)",
                            text: String(String(decoding: bytes, as: UTF8.self).prefix(80)))
        }
        if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { return .skipped }
        if let escape = unknownEscape(in: line) {
            return .problem(reason: "unknown escape \\\(escape) (a field escapes only \\t \\n \\r \\\\ and a first \\#)", text: String(line.prefix(80)))
        }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
        guard fields.count <= 3 else { return .problem(reason: "more than three tab-separated fields", text: String(line.prefix(80))) }
        let group = fields.count > 2 && !fields[2].isEmpty ? fields[2] : defaultGroup
        let phrase = StoredPhrase(text: fields[0], code: fields.count > 1 ? fields[1].lowercased() : "", group: group)
        if let reason = check(phrase) { return .problem(reason: reason, text: String(line.prefix(80))) }
        return .phrase(phrase)
    }

    /// The file text for `phrases`, with a comment line saying the format.
    public static func render(_ phrases: [StoredPhrase]) -> String {
        var text = "# shurufa phrases: text<TAB>code<TAB>group (\\t \\n \\\\ escaped)\n"
        for phrase in phrases {
            let line = [phrase.text, phrase.code, phrase.group].map(escape).joined(separator: "\t")
            // A phrase beginning with # would read as a comment: escaped, it reads back as itself.
            text += (line.hasPrefix("#") ? "\\" : "") + line + "\n"
        }
        return text
    }

    /// A field as the file writes it: tab, line breaks and backslash escaped.
    public static func escape(_ field: String) -> String {
        var result = ""
        for character in field {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The first character after a backslash in `line` that is no escape the file writes (`\0`
    /// would otherwise be read as `0`), or nil; a backslash ending the line stands for itself.
    static func unknownEscape(in line: String) -> String? {
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let next = scalars.next() else { continue }
            if !"tnr\\#".unicodeScalars.contains(next) { return String(next) }
        }
        return nil
    }

    /// A field as read from the file: `\t`, `\n`, `\r`, `\\` turned back (`\` before any other
    /// character, such as the `\#` of a phrase beginning with `#`, is dropped).
    public static func unescape(_ field: String) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result += "\\" }
        return result
    }
}
