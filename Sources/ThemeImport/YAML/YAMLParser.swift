import Foundation

/// The YAML a skin file is written in, read into `YAMLNode`s: block and flow mappings and
/// sequences, plain, quoted and block scalars, comments, anchors, aliases and `<<` merge keys (block
/// and flow style, a mapping's own keys winning over merged ones whatever their order). Every
/// scalar stays text. Bounded: nesting deeper than `maximumDepth`, or a document that expands
/// (aliases and merges counted at their full size) past `maximumNodes`, is an error, so an alias
/// bomb costs at most that much work. Linear in the text, and reads its UTF-8 bytes where they are
/// (no array of scalars, no table of lines: a file of 31 MB of line breaks needed 482 MB), looking
/// at its task's cancellation as it goes (`CancellationError`: the playground stops an import whose
/// uploader left). Tags are skipped; `? ` complex keys are refused.
public struct YAMLParser {
    /// The deepest nesting of collections read.
    public static let maximumDepth = 100
    /// The most nodes a document may expand to, counting each alias and merge at its full size.
    public static let maximumNodes = 1_000_000

    /// Why a document could not be read, and the line where it was noticed.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// What was wrong.
        public var reason: String
        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The first document of `text`.
    public static func parse(_ text: String) throws -> YAMLNode {
        try parse(utf8: Array(text.utf8))
    }

    /// The first document of the UTF-8 text `bytes` (read in place unless it has `\r\n` line ends
    /// or a byte-order mark); throws `Failure`, or `CancellationError` when its task is cancelled.
    public static func parse(utf8 bytes: [UInt8]) throws -> YAMLNode {
        try YAMLBytes.normalised(bytes).withUnsafeBufferPointer { buffer in
            var parser = YAMLParser(YAMLBytes(buffer))
            return try parser.document()
        }
    }

    /// A parsed node with the number of nodes it stands for (the budget's unit).
    struct Parsed {
        var node: YAMLNode
        var size: Int
    }

    let s: YAMLBytes
    var i = 0
    var depth = 0
    var work = 0
    var anchors: [String: Parsed] = [:]
    /// Where `column` last looked, and the start of that line.
    var scanned = 0, lineStart = 0
    /// Steps since the task's cancellation was last looked at.
    var steps = 0

    init(_ bytes: YAMLBytes) {
        s = bytes
    }

    // MARK: - Block structure

    mutating func document() throws -> YAMLNode {
        guard try skipToContent() else { return .null }
        return try node(parentIndent: -1, compact: true).node
    }

    /// The node starting here; `parentIndent` is the indentation its block content must pass,
    /// `compact` whether a block mapping may start on this line (a sequence item's `- key: value`).
    mutating func node(parentIndent: Int, compact: Bool) throws -> Parsed {
        try enter()
        defer { depth -= 1 }
        let anchor = try properties(inFlow: false)
        var result: Parsed
        if anchor != nil, atLineEnd() {
            result = try nodeOnNextLines(parentIndent: parentIndent)
        } else {
            result = try content(parentIndent: parentIndent, compact: compact)
        }
        if let anchor { anchors[anchor] = result }
        return result
    }

    /// A node's `&anchor` and `!tag` (the tag skipped); the anchor's name, if any.
    mutating func properties(inFlow: Bool) throws -> String? {
        var anchor: String?
        while let c = peek(), c == "&" || c == "!" {
            let name = readName()
            if c == "&" { anchor = name }
            if inFlow { try skipFlowSpace() } else { skipSpaces() }
        }
        return anchor
    }

    /// The node on the lines after this one (nothing on this line's rest): null unless indented past `parentIndent`.
    mutating func nodeOnNextLines(parentIndent: Int) throws -> Parsed {
        try skipToContent()
        if atEnd || column <= parentIndent { return Parsed(node: .null, size: 1) }
        return try node(parentIndent: parentIndent, compact: true)
    }

    mutating func content(parentIndent: Int, compact: Bool) throws -> Parsed {
        guard let c = peek(), c != "\n" else { return Parsed(node: .null, size: 1) }
        if c == "*" {
            return try alias()
        }
        if c == "-", isBlank(at: i + 1), compact {
            return try blockSequence(column: column)
        }
        if c == "{" || c == "[" {
            return try flow()
        }
        if c == "|" || c == ">" {
            return try blockScalar(parentIndent: parentIndent)
        }
        if c == "?", isBlank(at: i + 1) { throw failure("complex `? ` keys are not read") }
        if compact, mappingKeyAhead() {
            return try blockMapping(column: column)
        }
        try count(1)
        if c == "\"" || c == "'" {
            return Parsed(node: .scalar(try quoted()), size: 1)
        }
        return Parsed(node: plainNode(try multilinePlain(parentIndent: parentIndent)), size: 1)
    }

    /// A plain scalar and its continuation lines (indented past `parentIndent`), folded with spaces.
    mutating func multilinePlain(parentIndent: Int) throws -> String {
        var text = readPlain(inFlow: false)
        while !text.isEmpty {
            let lineEnd = i
            guard atLineEnd(), try skipToContent(), column > parentIndent, !(peek() == "-" && isBlank(at: i + 1)) else {
                i = lineEnd
                break
            }
            let more = readPlain(inFlow: false)
            if more.isEmpty { i = lineEnd; break }
            text += " " + more
        }
        return text
    }

    mutating func alias() throws -> Parsed {
        let name = readName()
        guard let target = anchors[name] else { throw failure("the alias *\(name) names no anchor before it") }
        try count(target.size)
        return target
    }

    /// The anchor, alias or tag name after its sigil.
    mutating func readName() -> String {
        i += 1
        let start = i
        while let c = peek(), !isBlank(at: i), c != ",", c != "]", c != "}", c != "[", c != "{" { i += 1 }
        return s.text(start..<i)
    }

    func plainNode(_ text: String) -> YAMLNode {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" ? .null : .scalar(text)
    }

    /// Whether this line holds `key:` followed by a blank (a block mapping's first key).
    func mappingKeyAhead() -> Bool {
        var j = i
        if j < s.count, s[j] == "\"" || s[j] == "'" {
            let quote = s[j]
            j += 1
            while j < s.count, s[j] != "\n" {
                if s[j] == "\\", quote == "\"" { j += 2; continue }
                if s[j] == quote {
                    if quote == "'", j + 1 < s.count, s[j + 1] == "'" { j += 2; continue }
                    break
                }
                j += 1
            }
            j += 1
            while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
            return j < s.count && s[j] == ":" && isBlank(at: j + 1)
        }
        while j < s.count, s[j] != "\n" {
            if s[j] == ":", isBlank(at: j + 1) { return true }
            if s[j] == "#", j > i, s[j - 1] == " " || s[j - 1] == "\t" { return false }
            j += 1
        }
        return false
    }

    mutating func blockMapping(column mappingColumn: Int) throws -> Parsed {
        var own: [YAMLEntry] = []
        var merges: [Parsed] = []
        var size = 1
        while true {
            let isQuoted = peek() == "\"" || peek() == "'"
            let key = isQuoted ? try quoted() : readPlainKey(inFlow: false)
            skipSpaces()
            guard peek() == ":" else { throw failure("expected `:` after the key \"\(key.prefix(40))\"") }
            i += 1
            skipSpaces()
            let value: Parsed
            if atLineEnd() {
                try skipToContent()
                if atEnd {
                    value = Parsed(node: .null, size: 1)
                } else if column > mappingColumn {
                    value = try node(parentIndent: mappingColumn, compact: true)
                } else if column == mappingColumn, peek() == "-", isBlank(at: i + 1) {
                    value = try blockSequence(column: mappingColumn)
                } else {
                    value = Parsed(node: .null, size: 1)
                }
            } else {
                value = try node(parentIndent: mappingColumn, compact: false)
            }
            try count(1)
            size += value.size
            if key == "<<", !isQuoted { merges.append(value) } else { own.append(YAMLEntry(key: key, value: value.node)) }
            guard try skipToContent() else { break }
            let next = column
            if next < mappingColumn { break }
            if next > mappingColumn { throw failure("a line indented deeper than its mapping's keys") }
            if peek() == "-", isBlank(at: i + 1) { break }
        }
        return try merged(own: own, merges: merges, size: size)
    }

    /// A mapping's own entries followed by each merged mapping's entries whose key it lacks.
    mutating func merged(own: [YAMLEntry], merges: [Parsed], size: Int) throws -> Parsed {
        guard !merges.isEmpty else { return Parsed(node: .mapping(own), size: size) }
        var entries = own
        var keys = Set(own.map(\.key))
        var total = size
        let sources = merges.flatMap { merge -> [YAMLNode] in
            if case let .sequence(items) = merge.node { return items }
            return [merge.node]
        }
        for source in sources {
            guard case let .mapping(sourceEntries) = source else {
                if source == .null { continue }
                throw failure("a `<<` merge key's value is not a mapping")
            }
            try count(sourceEntries.count)
            total += sourceEntries.count
            for entry in sourceEntries where !keys.contains(entry.key) {
                keys.insert(entry.key)
                entries.append(entry)
            }
        }
        return Parsed(node: .mapping(entries), size: total)
    }

    mutating func blockSequence(column sequenceColumn: Int) throws -> Parsed {
        var items: [YAMLNode] = []
        var size = 1
        while true {
            i += 1
            skipSpaces()
            let item: Parsed
            if atLineEnd() {
                item = try nodeOnNextLines(parentIndent: sequenceColumn)
            } else {
                item = try node(parentIndent: sequenceColumn, compact: true)
            }
            try count(1)
            size += item.size
            items.append(item.node)
            guard try skipToContent() else { break }
            let next = column
            if next < sequenceColumn { break }
            if next > sequenceColumn { throw failure("a line indented deeper than its sequence's items") }
            guard peek() == "-", isBlank(at: i + 1) else { break }
        }
        return Parsed(node: .sequence(items), size: size)
    }
}
