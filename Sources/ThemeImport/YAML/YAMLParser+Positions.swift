import Foundation

/// A YAML document's UTF-8 bytes, each read as the scalar of its value: every character the
/// grammar looks at is ASCII, and no byte of a longer character (0x80 and above) equals one, so
/// the parser scans bytes and makes text only of the ranges it keeps. Read through a pointer, valid
/// for the parse (`YAMLParser.parse(utf8:)` holds the array): no reference counted per byte.
struct YAMLBytes {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// `bytes` with `\r\n` read as `\n` and a byte-order mark dropped (the only cases that copy them).
    static func normalised(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.contains(13) else { return bytes }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() where !(byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10) {
            kept.append(byte)
        }
        return kept
    }

    var count: Int { bytes.count }

    subscript(index: Int) -> Unicode.Scalar { Unicode.Scalar(bytes[index]) }

    /// The text of `range` (a malformed byte read as U+FFFD).
    func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
}

/// Where the parser is: the next byte, blanks, the column (found from the last place it looked,
/// not from a table of every line) and the line of a failure.
extension YAMLParser {
    func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < s.count ? s[i + offset] : nil }
    var atEnd: Bool { i >= s.count }

    func isBlank(at index: Int) -> Bool {
        index >= s.count || s[index] == " " || s[index] == "\t" || s[index] == "\n"
    }

    /// The column of `i`: the line's start is carried from the last look (reading on scans only the
    /// bytes since, back to the last line break among them; looking back scans to the line's start).
    var column: Int {
        mutating get {
            if i >= scanned {
                var j = min(i, s.count)
                while j > scanned, s.bytes[j - 1] != 10 { j -= 1 }
                if j > scanned { lineStart = j }
            } else if i < lineStart {
                var j = i
                while j > 0, s.bytes[j - 1] != 10 { j -= 1 }
                lineStart = j
            }
            scanned = i
            return i - lineStart
        }
    }

    /// A failure at `i`, naming its 1-based line (counted now: a failure ends the parse).
    func failure(_ reason: String) -> Failure {
        let end = min(i, max(s.count - 1, 0))
        var line = 1
        for byte in s.bytes[..<end] where byte == 10 { line += 1 }
        return Failure(line: line, reason: reason)
    }

    /// Throws `CancellationError` once the task is cancelled, looking every 4,096 steps (a line,
    /// a node, a blank run): the playground cancels an import whose uploader left or ran out of time.
    mutating func step() throws {
        steps &+= 1
        if steps & 0xFFF == 0, Task.isCancelled { throw CancellationError() }
    }

    mutating func skipSpaces() {
        while let c = peek(), c == " " || c == "\t" { i += 1 }
    }

    /// Whether the rest of the line is empty or a comment.
    func atLineEnd() -> Bool {
        var j = i
        while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
        return j >= s.count || s[j] == "\n" || s[j] == "#"
    }

    /// Moves past spaces, comments, line breaks and `---` to the next content; false at the end
    /// (or at a `...` document end).
    @discardableResult
    mutating func skipToContent() throws -> Bool {
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" {
                i += 1
                try step()
            } else if c == "#", i == 0 || isBlank(at: i - 1) {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if column == 0, startsMarker("---") {
                i += 3
            } else if column == 0, startsMarker("...") {
                i = s.count
            } else {
                return true
            }
        }
        return false
    }

    func startsMarker(_ marker: String) -> Bool {
        let m = Array(marker.utf8)
        guard i + m.count <= s.count, s.bytes[i..<i + m.count].elementsEqual(m) else { return false }
        return isBlank(at: i + m.count)
    }

    mutating func count(_ amount: Int) throws {
        work += amount
        if work > Self.maximumNodes {
            throw failure("the document expands past \(Self.maximumNodes) nodes through its aliases and merge keys")
        }
        try step()
    }

    mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
    }
}
