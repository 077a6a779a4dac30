import Foundation

/// Saved phrases as a plain UTF-8 text file, for import and export: one phrase a line,
/// `text<TAB>code<TAB>group` (code and group may be left out; the default group is 常用). A tab,
/// a line break or a backslash inside a field is written `\t`, `\n`, `\\`. Lines starting with `#`
/// and blank lines are skipped.
public struct PhraseList: Sendable {
    /// A line that could not be read: its number (from 1), why, and its text.
    public struct Problem: Hashable, Sendable {
        /// The line number, from 1.
        public var line: Int
        /// Why it was skipped.
        public var reason: String
        /// The line as read (cut to 80 characters).
        public var text: String
    }

    /// The phrases read, in file order.
    public var phrases: [StoredPhrase]
    /// The lines skipped.
    public var problems: [Problem]

    /// Reads a file's bytes; `check` says why a phrase is refused (the keyboard's rules), nil
    /// when it is good. A file that is not UTF-8 is one problem at line 1.
    public init(parsing data: Data, defaultGroup: String, check: (StoredPhrase) -> String?) {
        phrases = []
        problems = []
        guard var text = String(data: data, encoding: .utf8) else {
            problems = [Problem(line: 1, reason: "not UTF-8 text", text: "")]
            return
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescape(String($0)) }
            guard fields.count <= 3 else {
                problems.append(Problem(line: number + 1, reason: "more than three tab-separated fields", text: String(line.prefix(80))))
                continue
            }
            let group = fields.count > 2 && !fields[2].isEmpty ? fields[2] : defaultGroup
            let phrase = StoredPhrase(text: fields[0], code: fields.count > 1 ? fields[1].lowercased() : "", group: group)
            if let reason = check(phrase) {
                problems.append(Problem(line: number + 1, reason: reason, text: String(line.prefix(80))))
            } else {
                phrases.append(phrase)
            }
        }
    }

    /// The file text for `phrases`, with a comment line saying the format.
    public static func render(_ phrases: [StoredPhrase]) -> String {
        var text = "# shurufa phrases: text<TAB>code<TAB>group (\\t \\n \\\\ escaped)\n"
        for phrase in phrases {
            text += [phrase.text, phrase.code, phrase.group].map(escape).joined(separator: "\t") + "\n"
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

    /// A field as read from the file: `\t`, `\n`, `\r`, `\\` turned back.
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
